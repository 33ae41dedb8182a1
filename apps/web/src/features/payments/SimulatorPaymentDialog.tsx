import { MSG, formatRupees, toRupees } from '@littleloom/shared';
import { useId, useState } from 'react';
import { serverMessageOr } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { ModalDialog } from '../../ui/ModalDialog';
import { Spinner } from '../../ui/Spinner';
import { endedSession } from '../accounts/auth-fetch';
import type { PaymentOutcome, PaymentRequest } from './payment-gateway';
import { simulatorFailRequest, simulatorPayRequest } from './payments-api';

interface SimulatorPaymentDialogProps {
  /** The payment on offer; the dialog is closed while this is null. */
  request: PaymentRequest | null;
  onOutcome: (outcome: PaymentOutcome) => void;
}

type Step = 'pay' | 'fail' | null;

/**
 * The ways Razorpay's checkout offers here, so trying the shop shows what a shopper will see: UPI
 * by app or by QR code (the collect flow, typing a UPI id, was retired by NPCI in February 2026),
 * cards and net banking. Any of them pays the same test payment.
 */
export const SIMULATED_WAYS_TO_PAY = [
  { id: 'upi-app', label: 'UPI app on this phone' },
  { id: 'upi-qr', label: 'Scan a UPI QR code' },
  { id: 'card', label: 'Card' },
  { id: 'netbanking', label: 'Net banking' },
] as const;

/**
 * The shop's own stand-in for Razorpay's dialog when no Razorpay keys are set (ARCHITECTURE §8):
 * the shopper can pay (the server's simulator signs the payment as Razorpay would), make the
 * payment fail (answered as Razorpay's `payment.failed`), or close it. No money moves.
 */
export function SimulatorPaymentDialog({ request, onOutcome }: SimulatorPaymentDialogProps) {
  const [running, setRunning] = useState<Step>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [way, setWay] = useState<(typeof SIMULATED_WAYS_TO_PAY)[number]['id']>('upi-app');
  const problemId = useId();
  const waysName = useId();
  const amount = request ? formatRupees(toRupees(request.amount)) : '';

  const run = async (step: Exclude<Step, null>) => {
    if (!request || running) return;
    setRunning(step);
    setProblem(null);
    try {
      if (step === 'pay') {
        onOutcome({ kind: 'paid', proof: await simulatorPayRequest(request.gatewayOrderId) });
      } else {
        const { error } = await simulatorFailRequest(request.gatewayOrderId);
        onOutcome({ kind: 'failed', reason: error.description || error.reason });
      }
    } catch (error) {
      // The session's end is handled elsewhere (to /login); anything else can be tried again.
      if (!endedSession(error)) setProblem(serverMessageOr(error, MSG.networkError));
    } finally {
      setRunning(null);
    }
  };

  return (
    <ModalDialog
      open={request !== null}
      title="Test payment"
      description="This shop takes test payments only: no money moves. Choose how this payment ends."
      // Close, Escape and the backdrop all close the checkout, as Razorpay's own dialog does.
      busy={running !== null}
      onClose={() => onOutcome({ kind: 'dismissed' })}
    >
      {request ? (
        <div className="mt-1 flex flex-col gap-4">
          <dl className="rounded-2xl bg-cream px-4 py-3">
            <dt className="text-sm text-ink-muted">{request.description}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{amount}</dd>
          </dl>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-bold text-ink">How you pay</legend>
            {SIMULATED_WAYS_TO_PAY.map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-ink"
              >
                <input
                  type="radio"
                  name={waysName}
                  value={option.id}
                  checked={way === option.id}
                  disabled={running !== null}
                  onChange={() => setWay(option.id)}
                  className="size-5 shrink-0 accent-coral-strong"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          {problem ? (
            <p id={problemId} role="alert" className="font-bold text-coral-strong">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-col gap-2">
            <button
              type="button"
              className={buttonClass('primary', 'w-full')}
              disabled={running !== null}
              aria-busy={running === 'pay' || undefined}
              aria-describedby={problem ? problemId : undefined}
              onClick={() => void run('pay')}
            >
              {running === 'pay' ? <Spinner /> : null}
              {running === 'pay' ? 'Paying…' : `Pay ${amount}`}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'w-full')}
              disabled={running !== null}
              aria-busy={running === 'fail' || undefined}
              onClick={() => void run('fail')}
            >
              {running === 'fail' ? <Spinner /> : null}
              {running === 'fail' ? 'Failing the payment…' : 'Make the payment fail'}
            </button>
            <button
              type="button"
              className={buttonClass('quiet', 'w-full')}
              disabled={running !== null}
              onClick={() => onOutcome({ kind: 'dismissed' })}
            >
              Close
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
