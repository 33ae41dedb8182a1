import { WALLET_MESSAGES, formatRupees } from '@littleloom/shared';
import { useRef, useState } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { DialogActions, ModalDialog } from '../../ui/ModalDialog';
import { Spinner } from '../../ui/Spinner';
import { AmountForm } from './AmountForm';
import type { AmountResult } from './amount-result';
import { useSpendMoney } from './use-spend-money';
import { useWalletBalance } from './wallet-balance';

/** An amount waiting for the shopper's answer, and how to hand the answer back to the form. */
interface Asking {
  amount: number;
  settle: (result: AmountResult) => void;
}

/**
 * Spend (storefront.md §2 Wallet). The money goes nowhere the shopper can get it back from, so a
 * checked amount is only taken after a dialog says so plainly and the shopper confirms. Focus
 * starts on Cancel: Enter, Escape or a click beside the dialog takes nothing.
 */
export function SpendForm() {
  const balance = useWalletBalance();
  const spending = useSpendMoney();
  const [asking, setAsking] = useState<Asking | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The form waits on this promise: it clears after a spend, and keeps the amount after Cancel.
  const ask = (amount: number) =>
    new Promise<AmountResult>((settle) => setAsking({ amount, settle }));

  const cancel = () => {
    asking?.settle(null);
    setAsking(null);
  };

  const confirm = async () => {
    if (!asking) return;
    const result = await spending.spend(asking.amount);
    asking.settle(result);
    setAsking(null);
  };

  const amount = asking ? formatRupees(asking.amount) : '';

  return (
    <>
      <AmountForm
        title="Spend"
        label="Amount to spend"
        submitLabel="Spend"
        busyLabel="Spending…"
        busy={spending.spending}
        // The balance shown; the server checks the one it has.
        check={(value) =>
          balance.isSuccess && value > balance.data ? WALLET_MESSAGES.insufficient : null
        }
        onSubmit={ask}
      >
        {WALLET_MESSAGES.spendExplained}
      </AmountForm>
      <ModalDialog
        open={asking !== null}
        title={`Spend ${amount} from your wallet?`}
        description={WALLET_MESSAGES.spendWarning(amount)}
        initialFocusRef={cancelRef}
        busy={spending.spending}
        onClose={cancel}
      >
        <DialogActions>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            disabled={spending.spending}
            onClick={cancel}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={spending.spending}
            aria-busy={spending.spending || undefined}
            onClick={() => void confirm()}
          >
            {spending.spending ? <Spinner /> : null}
            {spending.spending ? 'Spending…' : `Spend ${amount}`}
          </button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
