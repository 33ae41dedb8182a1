import { useId, type ReactNode } from 'react';

/** One box beside the items (payment, address, summary), labelled by its heading. */
export function OrderPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
