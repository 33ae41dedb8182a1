import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { ArrowRightIcon } from '../../ui/icons';
import { HeroIllustration } from './HeroIllustration';

/** The welcome and hero banner of storefront.md §2: 'OUR BESTSELLERS', 'Latest Arrivals', 'SHOP NOW'. */
export function HeroBanner() {
  return (
    <section aria-labelledby="hero-heading" className="container-page pt-6 sm:pt-10">
      <div className="grid overflow-hidden rounded-3xl border border-line bg-white md:grid-cols-2">
        <div className="flex flex-col items-start justify-center gap-5 px-6 py-10 sm:px-10 md:py-16 lg:px-14">
          <p className="flex items-center gap-3 text-sm font-bold tracking-[0.14em] text-mint-strong">
            <span aria-hidden="true" className="h-0.5 w-8 rounded-full bg-mint" />
            OUR BESTSELLERS
          </p>
          <h1
            id="hero-heading"
            className="text-4xl leading-[1.1] font-bold tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            Latest Arrivals
          </h1>
          <p className="max-w-md text-lg text-ink-muted">
            Welcome to Little Loom. Soft cotton clothes and thoughtful everyday goods for little
            ones, from their first week to their tenth birthday.
          </p>
          <Link to="/collection" className={buttonClass('primary', 'mt-1 px-7 tracking-[0.08em]')}>
            SHOP NOW
            <ArrowRightIcon size={20} />
          </Link>
        </div>
        <div className="flex items-center justify-center bg-peach-soft px-6 py-8 sm:px-10">
          <HeroIllustration className="w-full max-w-md" />
        </div>
      </div>
    </section>
  );
}
