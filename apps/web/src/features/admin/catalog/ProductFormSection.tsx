import type { ReactNode } from 'react';

/** One card of the product form: a heading, a line on what it is for, its fields. */
export function ProductFormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div>
        <h2 className="text-base font-bold text-slate-900">{title}</h2>
        {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
