import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { BagIcon } from '../../ui/icons';

/** An empty cart says what to do next (LOOK.md). */
export function CartEmpty() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-peach-soft text-coral-strong"
      >
        <BagIcon size={32} />
      </span>
      <p className="mt-5 text-xl font-bold text-ink">Your cart is empty.</p>
      <p className="mt-1 max-w-sm text-ink-muted">
        Find something soft for your little one and it will wait for you here.
      </p>
      <Link to="/collection" className={buttonClass('primary', 'mt-6')}>
        Continue shopping
      </Link>
    </div>
  );
}
