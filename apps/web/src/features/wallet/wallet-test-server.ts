import {
  PAGE_SIZE,
  PAYMENT_MESSAGES,
  WALLET_MESSAGES,
  WALLET_TOP_UP_DESCRIPTION,
  toPaise,
  toRupees,
  walletTopUpSchema,
  type WalletHistoryReply,
  type WalletTransactionView,
} from '@littleloom/shared';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { sentBody, signInAs } from '../../test/session';
import {
  stubCheckout,
  type FakeCall,
  type FakeCheckoutOptions,
} from '../checkout/checkout-test-server';

/**
 * Test helper (not used by the app): the shop of checkout-test-server.ts (its wallet balance, the
 * test gateway's pay and fail) plus the wallet's history, spending, and top-ups, keeping the
 * server's rules the wallet page relies on: a spend never goes below zero, and a verified top-up
 * credits the amount of the gateway order it opened, once.
 */

let lineSequence = 0;

/** A wallet line as the API sends it; tests override what they care about. */
export function makeWalletLine(
  overrides: Partial<WalletTransactionView> = {},
): WalletTransactionView {
  lineSequence += 1;
  return {
    _id: `00000000-0000-4000-8000-0000000w${String(lineSequence).padStart(4, '0')}`,
    createdAt: '2026-11-23T06:00:00.000Z',
    type: 'CREDIT',
    amount: 100,
    description: `Line ${lineSequence}`,
    balanceAfterTransaction: 100,
    ...overrides,
  };
}

export interface FakeWalletOptions {
  /** Rupees; undefined answers the balance call with a 500. */
  walletBalance?: number;
  /** The history, newest first. */
  lines?: WalletTransactionView[];
  /** Answer the balance or the history with this status and no words (e.g. 500). */
  balanceStatus?: number;
  historyStatus?: number;
  /** Verification refuses every top-up payment. */
  verifyFails?: boolean;
  paymentProvider?: FakeCheckoutOptions['paymentProvider'];
}

const refuse = (message: string, status = 400) => jsonResponse({ success: false, message }, status);

export function stubWallet(options: FakeWalletOptions) {
  const checkout = stubCheckout({
    products: [],
    walletBalance: options.walletBalance,
    paymentProvider: options.paymentProvider,
  });
  const { state } = checkout;
  const underlying = globalThis.fetch;
  const wallet = { lines: [...(options.lines ?? [])] };
  /** Gateway order id → paise, as the server stores a top-up's gateway order. */
  const topUps = new Map<string, { paise: number; paid: boolean }>();

  const move = (type: WalletTransactionView['type'], paise: number, description: string) => {
    const balance = toPaise(state.walletBalance ?? 0) + (type === 'CREDIT' ? paise : -paise);
    state.walletBalance = toRupees(balance);
    wallet.lines.unshift(
      makeWalletLine({
        type,
        amount: toRupees(paise),
        description,
        balanceAfterTransaction: state.walletBalance,
        createdAt: new Date().toISOString(),
      }),
    );
  };

  function history(query: URLSearchParams): WalletHistoryReply {
    const page = Math.max(1, Number(query.get('page')) || 1);
    const limit = Math.max(1, Number(query.get('limit')) || PAGE_SIZE.walletHistory);
    return {
      success: true,
      transactions: wallet.lines.slice((page - 1) * limit, page * limit),
      totalTransactions: wallet.lines.length,
      totalPages: Math.ceil(wallet.lines.length / limit),
      currentPage: page,
    };
  }

  function answer(url: URL, init: RequestInit | undefined): Response | null {
    const body = (sentBody(init) ?? {}) as Record<string, unknown>;
    switch (url.pathname) {
      case '/api/user/wallet/balance':
        if (options.balanceStatus) return new Response('', { status: options.balanceStatus });
        return null;
      case '/api/user/wallet/details':
        if (options.historyStatus) return new Response('', { status: options.historyStatus });
        return jsonResponse(history(url.searchParams));
      case '/api/user/wallet/debit': {
        const amount = Number(body.amount);
        const paise = toPaise(amount);
        if (paise > toPaise(state.walletBalance ?? 0)) return refuse(WALLET_MESSAGES.insufficient);
        move('DEBIT', paise, 'Spent from wallet');
        return jsonResponse({
          success: true,
          message: WALLET_MESSAGES.debited,
          transactionId: wallet.lines[0]!._id,
          balance: state.walletBalance,
        });
      }
      case '/api/wallet/create-order': {
        const parsed = walletTopUpSchema.safeParse(body);
        if (!parsed.success) return refuse(WALLET_MESSAGES.invalidAmount);
        const id = `order_top_${topUps.size + 1}`;
        const paise = toPaise(parsed.data.amount);
        topUps.set(id, { paise, paid: false });
        return jsonResponse({
          success: true,
          message: WALLET_MESSAGES.topUpStarted,
          amount: paise,
          order: { id, amount: paise, currency: 'INR' },
          keyId: 'rzp_test_simulator',
        });
      }
      case '/api/wallet/verify-payment': {
        const topUp = topUps.get(String(body.razorpay_order_id));
        if (!topUp) return refuse(PAYMENT_MESSAGES.paymentNotFound, 404);
        if (options.verifyFails) return refuse(PAYMENT_MESSAGES.verificationFailed);
        if (!topUp.paid) move('CREDIT', topUp.paise, WALLET_TOP_UP_DESCRIPTION);
        topUp.paid = true;
        return jsonResponse({
          success: true,
          message: WALLET_MESSAGES.toppedUp,
          walletBalance: state.walletBalance,
        });
      }
      default:
        return null;
    }
  }

  const recorded: { path: string; call: FakeCall }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    recorded.push({
      path: url.pathname,
      call: {
        method: init?.method ?? 'GET',
        body: sentBody(init),
        headers: new Headers(init?.headers),
      },
    });
    return answer(url, init) ?? underlying(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** Every call to a path (this fake's and the checkout's), with its method and JSON body. */
  const calls = (pathname: string): FakeCall[] =>
    recorded.filter((entry) => entry.path === pathname).map((entry) => entry.call);

  return { ...checkout, wallet, calls };
}

/** A signed-in shopper on /profile/wallet (or `path`) with the given wallet. */
export function openWallet(options: FakeWalletOptions, path = '/profile/wallet') {
  const fake = stubWallet(options);
  signInAs();
  const view = renderApp(path);
  return { ...fake, ...view, user: userEvent.setup() };
}
