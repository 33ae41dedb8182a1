import { SHIPPING_MESSAGES } from '@littleloom/shared';
import { arrivesBy } from './delivery-words';
import { useServiceability } from './serviceability-query';

interface AddressDeliveryProps {
  /** The address's PIN code, well formed, once it is the chosen address; null until then. */
  pin: string | null;
}

/**
 * Under an address at checkout, once it is chosen: the day the parcel should arrive by, or that the
 * shop does not deliver there. A check that failed is said quietly and holds nothing back: the
 * server decides when the order is placed. The region is always there, so what comes into it is
 * read out politely.
 */
export function AddressDelivery({ pin }: AddressDeliveryProps) {
  const answer = useServiceability(pin);
  const note = pin === null ? null : noteOf(answer);

  return (
    <div role="status">
      {note ? <p className={`px-4 pb-4 pl-12 ${note.className}`}>{note.text}</p> : null}
    </div>
  );
}

function noteOf(answer: ReturnType<typeof useServiceability>) {
  if (answer.isError) {
    return { text: SHIPPING_MESSAGES.checkFailed, className: 'text-sm text-ink-muted' };
  }
  if (answer.data?.serviceable === false) {
    return { text: SHIPPING_MESSAGES.notServiceable, className: 'font-bold text-coral-strong' };
  }
  if (answer.data?.estimatedDelivery) {
    return {
      text: arrivesBy(answer.data.estimatedDelivery),
      className: 'font-bold text-mint-strong',
    };
  }
  return null;
}
