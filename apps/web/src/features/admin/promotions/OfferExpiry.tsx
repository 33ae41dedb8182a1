import { formatShopDay, type AdminOffer } from '@littleloom/shared';
import { StatusBadge } from '../ui/StatusBadge';

/** An offer's last day, with "Expired" beside it once that day is past. */
export function OfferExpiry({ offer }: { offer: Pick<AdminOffer, 'expiryDate' | 'isExpired'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <time dateTime={offer.expiryDate} className="whitespace-nowrap">
        {formatShopDay(offer.expiryDate)}
      </time>
      {offer.isExpired ? <StatusBadge tone="slate">Expired</StatusBadge> : null}
    </span>
  );
}
