import { WALLET_MESSAGES, formatRupees } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { makeWalletLine, openWallet } from './wallet-test-server';

/** Seven lines, newest first: a spend, then credits of 600 down to 100. */
const SEVEN = [
  makeWalletLine({
    type: 'DEBIT',
    amount: 250.5,
    description: 'Spent from wallet',
    balanceAfterTransaction: 1849.5,
    createdAt: '2026-11-23T06:00:00.000Z',
  }),
  ...[600, 500, 400, 300, 200, 100].map((amount, index) =>
    makeWalletLine({
      amount,
      description: `Top-up ${amount}`,
      createdAt: `2026-11-${String(20 - index).padStart(2, '0')}T06:00:00.000Z`,
    }),
  ),
];

const balanceShown = () => screen.findByText('Wallet balance').then((term) => term.nextSibling);

const historyList = () => within(screen.getByRole('list', { name: 'Wallet transactions' }));

const listedDescriptions = () =>
  historyList()
    .getAllByRole('listitem')
    .map((line) => line.querySelector('p')?.textContent);

function form(name: 'Add Money' | 'Spend') {
  return within(screen.getByRole('form', { name }));
}

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('Wallet (/profile/wallet)', () => {
  it("is the profile side menu's Wallet, and shows the balance", async () => {
    openWallet({ walletBalance: 1849.5, lines: SEVEN });
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Wallet' })).toBeInTheDocument();
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹1,849.50'));
    await waitFor(() => expect(document.title).toBe('Wallet · Little Loom'));
  });

  it("says 'Failed to fetch wallet balance' when the balance cannot be read", async () => {
    openWallet({ walletBalance: 100, balanceStatus: 500, lines: [] });
    expect(await screen.findByText(WALLET_MESSAGES.balanceFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists the history 5 to a page, newest first, with Previous and Next', async () => {
    const { user, router, calls } = openWallet({ walletBalance: 1849.5, lines: SEVEN });
    await screen.findByText('Spent from wallet');
    expect(listedDescriptions()).toEqual([
      'Spent from wallet',
      'Top-up 600',
      'Top-up 500',
      'Top-up 400',
      'Top-up 300',
    ]);
    const spent = historyList().getAllByRole('listitem')[0]!;
    expect(within(spent).getByText('23-11-2026')).toBeInTheDocument();
    expect(within(spent).getByText('Debit')).toHaveClass('text-coral-deep');
    expect(within(spent).getByText('−₹250.50')).toBeInTheDocument();
    expect(within(spent).getByText('Balance ₹1,849.50')).toBeInTheDocument();
    expect(within(historyList().getAllByRole('listitem')[1]!).getByText('Credit')).toHaveClass(
      'text-mint-strong',
    );
    expect(calls('/api/user/wallet/details')[0]).toMatchObject({ method: 'GET' });

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(listedDescriptions()).toEqual(['Top-up 200', 'Top-up 100']));
    await user.click(within(pager).getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(listedDescriptions()).toHaveLength(5));
  });

  it('shows no pager for 5 lines or fewer', async () => {
    openWallet({ walletBalance: 100, lines: SEVEN.slice(0, 5) });
    await screen.findByText('Spent from wallet');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("says 'Error fetching wallet history' when the history cannot be read", async () => {
    openWallet({ walletBalance: 100, historyStatus: 500 });
    expect(await screen.findByText(WALLET_MESSAGES.historyFailed)).toBeInTheDocument();
  });

  it('offers no Add Money when the shop takes no card payments; Spend stays', async () => {
    openWallet({ walletBalance: 100, lines: [], paymentProvider: null });
    expect(await screen.findByText(WALLET_MESSAGES.topUpUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add Money' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Money' })).not.toBeInTheDocument();
    expect(form('Spend').getByRole('button', { name: 'Spend' })).toBeInTheDocument();
  });

  it("refuses an amount that is not a positive rupee amount: 'Invalid amount: Please enter a valid amount.'", async () => {
    const { user, calls } = openWallet({ walletBalance: 100, lines: [] });
    await screen.findByText('No wallet transactions yet.', { exact: false });
    for (const typed of ['0', 'abc', '10.123', '-5', '50000.01']) {
      const amount = form('Add Money').getByLabelText('Amount to add');
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(form('Add Money').getByRole('button', { name: 'Add Money' }));
      expect(amount).toHaveAccessibleDescription(WALLET_MESSAGES.invalidAmount);
      expect(amount).toBeInvalid();
    }
    const spend = form('Spend').getByLabelText('Amount to spend');
    await user.click(form('Spend').getByRole('button', { name: 'Spend' }));
    expect(spend).toHaveAccessibleDescription(WALLET_MESSAGES.invalidAmount);
    expect(calls('/api/wallet/create-order')).toHaveLength(0);
    expect(calls('/api/user/wallet/debit')).toHaveLength(0);
  });

  it("spends from the balance, and refuses more than it holds: 'Insufficient wallet balance.'", async () => {
    const { user, calls, state } = openWallet({ walletBalance: 300, lines: [] });
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹300.00'));
    const spend = form('Spend').getByLabelText('Amount to spend');

    await user.type(spend, '300.01');
    await user.click(form('Spend').getByRole('button', { name: 'Spend' }));
    expect(spend).toHaveAccessibleDescription(WALLET_MESSAGES.insufficient);
    expect(calls('/api/user/wallet/debit')).toHaveLength(0);

    // The balance changed elsewhere: the server refuses, and the page shows the real balance.
    state.walletBalance = 50;
    await user.clear(spend);
    await user.type(spend, '120');
    await user.click(form('Spend').getByRole('button', { name: 'Spend' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend ₹120.00' }),
    );
    await waitFor(() => expect(spend).toHaveAccessibleDescription(WALLET_MESSAGES.insufficient));
    expect(calls('/api/user/wallet/debit').map((call) => call.body)).toEqual([{ amount: 120 }]);
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹50.00'));

    await user.clear(spend);
    await user.type(spend, '20.5');
    await user.click(form('Spend').getByRole('button', { name: 'Spend' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend ₹20.50' }),
    );
    expect(await screen.findByText(WALLET_MESSAGES.debited)).toBeInTheDocument();
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹29.50'));
    expect(spend).toHaveValue('');
    expect(historyList().getByText('−₹20.50')).toBeInTheDocument();
  });

  it('asks before spending, saying the money leaves the wallet and is paid out nowhere', async () => {
    const { user, calls } = openWallet({ walletBalance: 300, lines: [] });
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹300.00'));
    expect(screen.getByRole('form', { name: 'Spend' })).toHaveTextContent(
      WALLET_MESSAGES.spendExplained,
    );
    const spend = form('Spend').getByLabelText('Amount to spend');
    await user.type(spend, '100');
    await user.click(form('Spend').getByRole('button', { name: 'Spend' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Spend ₹100.00 from your wallet?',
    });
    expect(dialog).toHaveAccessibleDescription(WALLET_MESSAGES.spendWarning('₹100.00'));
    expect(dialog).toHaveTextContent('will not be paid out anywhere');
    // Focus starts on Cancel: a stray Enter takes nothing.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/api/user/wallet/debit')).toHaveLength(0);
    // Cancelled, the amount stays to think again.
    expect(spend).toHaveValue('100');

    await user.click(form('Spend').getByRole('button', { name: 'Spend' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/api/user/wallet/debit')).toHaveLength(0);

    await user.click(form('Spend').getByRole('button', { name: 'Spend' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend ₹100.00' }),
    );
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹200.00'));
    expect(calls('/api/user/wallet/debit').map((call) => call.body)).toEqual([{ amount: 100 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spend).toHaveValue('');
  });

  it('adds money through the payment dialog, then shows the new balance and the history line', async () => {
    const { user, calls } = openWallet({ walletBalance: 100, lines: [] });
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹100.00'));
    await user.type(form('Add Money').getByLabelText('Amount to add'), '1500.75');
    await user.click(form('Add Money').getByRole('button', { name: 'Add Money' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(within(dialog).getByText('Add money to your wallet')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `Pay ${formatRupees(1500.75)}` }));

    expect(await screen.findByText(WALLET_MESSAGES.toppedUp)).toBeInTheDocument();
    await waitFor(async () => expect(await balanceShown()).toHaveTextContent('₹1,600.75'));
    const line = await historyList().findByText('Wallet top-up');
    expect(line.closest('li')).toHaveTextContent('+₹1,500.75');
    expect(line.closest('li')).toHaveTextContent('Balance ₹1,600.75');
    expect(calls('/api/wallet/create-order').map((call) => call.body)).toEqual([
      { amount: 1500.75 },
    ]);
    expect(calls('/api/payments/simulator/pay').map((call) => call.body)).toEqual([
      { razorpay_order_id: 'order_top_1' },
    ]);
    expect(calls('/api/wallet/verify-payment').map((call) => call.body)).toEqual([
      {
        razorpay_order_id: 'order_top_1',
        razorpay_payment_id: 'pay_order_top_1',
        razorpay_signature: 'signed',
      },
    ]);
    expect(form('Add Money').getByLabelText('Amount to add')).toHaveValue('');
  });

  it("says 'Wallet Payment Failed' when the payment is closed or fails, adding nothing", async () => {
    const { user, calls } = openWallet({ walletBalance: 100, lines: [] });
    const amount = await screen.findByLabelText('Amount to add');
    await user.type(amount, '200');
    await user.click(form('Add Money').getByRole('button', { name: 'Add Money' }));
    let dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(WALLET_MESSAGES.paymentFailed)).toBeInTheDocument();

    toast.dismiss();
    await user.click(form('Add Money').getByRole('button', { name: 'Add Money' }));
    dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the payment fail' }));
    expect(await screen.findByText('Your bank declined the payment.')).toBeInTheDocument();
    expect(calls('/api/wallet/verify-payment')).toHaveLength(0);
    expect(await balanceShown()).toHaveTextContent('₹100.00');
  });

  it("says 'Wallet Payment Failed' when the payment cannot be verified", async () => {
    const { user } = openWallet({ walletBalance: 100, lines: [], verifyFails: true });
    await user.type(await screen.findByLabelText('Amount to add'), '200');
    await user.click(form('Add Money').getByRole('button', { name: 'Add Money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹200.00' }));
    expect(await screen.findByText(WALLET_MESSAGES.paymentFailed)).toBeInTheDocument();
    expect(
      screen.getByText('We could not verify your payment. Please contact support.'),
    ).toBeInTheDocument();
  });
});
