import { WALLET_MESSAGES, readRupeeAmount } from '@littleloom/shared';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { FormField, inputClass } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import type { AmountResult } from './amount-result';

interface AmountFormProps {
  title: string;
  /** One line under the title: what the form does. */
  children: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A rule of this form beyond "a positive amount with at most 2 decimals": its problem, or null. */
  check: (amount: number) => string | null;
  onSubmit: (amount: number) => Promise<AmountResult>;
}

/**
 * A card with one rupee amount and one action (Add Money, Spend). The amount is checked before
 * anything is sent ('Invalid amount: Please enter a valid amount.'), and a refusal sits beside it.
 */
export function AmountForm(props: AmountFormProps) {
  const { title, children, label, submitLabel, busyLabel, busy, check, onSubmit } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = readRupeeAmount(text);
    const refusal = amount === null ? WALLET_MESSAGES.invalidAmount : check(amount);
    setProblem(refusal);
    if (refusal !== null || amount === null) return;
    const result = await onSubmit(amount);
    if (result?.kind === 'done') setText('');
    if (result?.kind === 'refused') setProblem(result.problem);
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-6"
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
          {title}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{children}</p>
      </div>
      <FormField id={`${id}-amount`} label={label} error={problem ?? undefined}>
        {(control) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-ink-muted"
            >
              ₹
            </span>
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
              className={`${inputClass} pl-8 tabular-nums`}
            />
          </div>
        )}
      </FormField>
      <button
        type="submit"
        className={buttonClass('primary', 'w-full sm:w-auto sm:self-start')}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner /> : null}
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
