import type { FormEvent, ReactNode } from 'react';
import { AdminSubmitButton } from './AdminSubmitButton';

interface AdminFormSectionProps {
  /** The heading's id: the heading names both the section and its form. */
  headingId: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pendingLabel: string;
  /** True while the form's request runs. */
  pending: boolean;
  /** The fields, above the submit button. */
  children: ReactNode;
}

/**
 * A form in its own titled card above a list (Add category, Create Coupon). The form checks its
 * fields itself and says what is wrong in the spec's words, so the browser's own checks are off.
 */
export function AdminFormSection({
  headingId,
  title,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: AdminFormSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id={headingId} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        className="mt-3 flex max-w-2xl flex-col gap-4 text-sm"
      >
        {children}
        <div>
          <AdminSubmitButton label={submitLabel} pendingLabel={pendingLabel} pending={pending} />
        </div>
      </form>
    </section>
  );
}
