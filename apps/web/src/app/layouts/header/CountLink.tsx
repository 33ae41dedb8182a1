import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { iconButtonClass } from '../../../ui/button-styles';
import { CountBadge } from '../../../ui/CountBadge';

interface CountLinkProps {
  to: string;
  /** The link's name with no count, e.g. "Cart". */
  label: string;
  count: number;
  icon: ReactNode;
}

/** An icon link with a count badge (cart, wishlist). The count is part of the accessible name. */
export function CountLink({ to, label, count, icon }: CountLinkProps) {
  const name = count > 0 ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label;
  return (
    <Link to={to} aria-label={name} title={label} className={iconButtonClass}>
      {icon}
      <CountBadge count={count} />
    </Link>
  );
}
