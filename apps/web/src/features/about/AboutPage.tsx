import { COD_LIMIT, DELIVERY_FEE, RETURN_WINDOW_DAYS, formatRupees } from '@littleloom/shared';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import {
  FeatherIcon,
  ReturnBoxIcon,
  SupportIcon,
  TagIcon,
  TruckIcon,
  WalletIcon,
  type IconProps,
} from '../../ui/icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { PageMeta } from '../../ui/PageMeta';

interface Reason {
  title: string;
  detail: string;
  Icon: ComponentType<IconProps>;
}

const PROMISES: readonly Reason[] = [
  {
    title: 'Soft on skin',
    detail:
      'Breathable cotton and muslin, washed before we cut, with flat seams and no scratchy tags.',
    Icon: FeatherIcon,
  },
  {
    title: 'Honest prices',
    detail:
      'One clear price in rupees. When something is on sale you see both prices, nothing hidden.',
    Icon: TagIcon,
  },
  {
    title: `${RETURN_WINDOW_DAYS}-day returns`,
    detail: `Changed your mind or outgrown already? Send it back within ${RETURN_WINDOW_DAYS} days of delivery.`,
    Icon: ReturnBoxIcon,
  },
];

const REASONS: readonly Reason[] = [
  {
    title: 'Cash on delivery',
    detail: `Pay at your door for orders up to ${formatRupees(COD_LIMIT)}, or by card or wallet.`,
    Icon: WalletIcon,
  },
  {
    title: 'One small delivery fee',
    detail: `A flat ${formatRupees(DELIVERY_FEE)} per order, anywhere we deliver in India.`,
    Icon: TruckIcon,
  },
  {
    title: 'People who answer',
    detail: 'Parents run our support desk. Write or call, day or night.',
    Icon: SupportIcon,
  },
];

const ABOUT_DESCRIPTION = `Little Loom is a small shop for small people, started by two parents in Bengaluru: soft clothes, ${RETURN_WINDOW_DAYS}-day returns, cash on delivery and delivery across India.`;

export function AboutPage() {
  return (
    <div className="container-page py-10 sm:py-14">
      <title>About · Little Loom</title>
      <PageMeta description={ABOUT_DESCRIPTION} canonicalPath="/about" />
      <div className="mx-auto max-w-3xl">
        <SectionHeading title="About Little Loom" level={1}>
          A small shop for small people, started by two parents in Bengaluru.
        </SectionHeading>
      </div>

      <section aria-labelledby="story-heading" className="mx-auto mt-12 max-w-3xl">
        <h2 id="story-heading" className="text-xl font-bold text-ink sm:text-2xl">
          Why we started
        </h2>
        <div className="mt-3 space-y-4 text-lg text-ink-muted">
          <p>
            When our daughter was born, we spent more evenings hunting for a plain, soft cotton
            romper than we like to admit. Everything was either stiff with print, itchy at the
            seams, or priced as if a baby would wear it for years instead of weeks.
          </p>
          <p>
            So we went to the weavers and tailors we knew, and asked for clothes we would happily
            put on our own child: gentle fabrics, simple cuts, poppers that actually line up. Little
            Loom grew from that first shelf of rompers into the shop you see today.
          </p>
        </div>
      </section>

      <section aria-labelledby="promise-heading" className="mx-auto mt-14 max-w-5xl">
        <h2 id="promise-heading" className="text-center text-xl font-bold text-ink sm:text-2xl">
          What we promise
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {PROMISES.map((reason) => (
            <ReasonCard key={reason.title} reason={reason} tone="peach" />
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto mt-14 max-w-5xl">
        <h2 id="why-heading" className="text-center text-xl font-bold text-ink sm:text-2xl">
          Why choose us
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {REASONS.map((reason) => (
            <ReasonCard key={reason.title} reason={reason} tone="mint" />
          ))}
        </ul>
      </section>

      <div className="mt-14 flex flex-col items-center gap-4 text-center">
        <p className="text-lg text-ink">Come and have a look around.</p>
        <Link to="/collection" className={buttonClass('primary')}>
          Browse the collection
        </Link>
      </div>
    </div>
  );
}

const TONES = {
  peach: 'bg-peach-soft text-coral-deep',
  mint: 'bg-mint-soft text-mint-strong',
} as const;

function ReasonCard({ reason, tone }: { reason: Reason; tone: keyof typeof TONES }) {
  const { title, detail, Icon } = reason;
  return (
    <li className="rounded-2xl border border-line bg-white p-6">
      <span className={`flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}>
        <Icon size={26} />
      </span>
      <h3 className="mt-4 font-bold text-ink">{title}</h3>
      <p className="mt-1 text-ink-muted">{detail}</p>
    </li>
  );
}
