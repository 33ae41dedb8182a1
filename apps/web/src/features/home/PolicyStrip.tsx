import { RETURN_WINDOW_DAYS } from '@littleloom/shared';
import type { ComponentType } from 'react';
import { ExchangeIcon, ReturnBoxIcon, SupportIcon, type IconProps } from '../../ui/icons';

interface Policy {
  title: string;
  detail: string;
  Icon: ComponentType<IconProps>;
}

const POLICIES: readonly Policy[] = [
  {
    title: 'Easy Exchange Policy',
    detail: 'Wrong size? Swap it for another, no fuss.',
    Icon: ExchangeIcon,
  },
  {
    title: `${RETURN_WINDOW_DAYS} Days Return Policy`,
    detail: `Send it back within ${RETURN_WINDOW_DAYS} days of delivery.`,
    Icon: ReturnBoxIcon,
  },
  {
    title: 'Best Customer Support',
    detail: 'Real people, here for you 24/7.',
    Icon: SupportIcon,
  },
];

/** The promises strip of storefront.md §2: exchange, 7-day returns, 24/7 support. */
export function PolicyStrip() {
  return (
    <section aria-label="Our promises" className="container-page mt-20">
      <ul className="grid gap-4 rounded-3xl border border-line bg-white px-6 py-8 sm:grid-cols-3 sm:gap-6 sm:px-10 sm:py-10">
        {POLICIES.map(({ title, detail, Icon }) => (
          <li key={title} className="flex items-center gap-4 sm:flex-col sm:text-center">
            <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-mint-soft text-mint-strong">
              <Icon size={28} />
            </span>
            <span>
              <span className="block font-bold text-ink">{title}</span>
              <span className="block text-ink-muted">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
