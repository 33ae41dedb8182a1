import type { ReactNode, RefObject } from 'react';

interface PromotionListSectionProps {
  headingId: string;
  title: string;
  /** The heading takes focus once a deleted row's buttons are gone (use-focus-after-removal.ts). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** A list of coupons or offers under its own heading on the coupons page. */
export function PromotionListSection({
  headingId,
  title,
  headingRef,
  children,
}: PromotionListSectionProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
