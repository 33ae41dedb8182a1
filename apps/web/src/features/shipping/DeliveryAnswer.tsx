import { SHIPPING_MESSAGES } from '@littleloom/shared';
import { serverMessageOr } from '../../lib/api';
import { deliveryVerdict } from './delivery-words';
import { useServiceability } from './serviceability-query';

/** The shop's answer for a checked PIN code, on the product page. */
export function DeliveryAnswer({ pin }: { pin: string }) {
  const answer = useServiceability(pin);

  if (answer.isError) {
    return (
      <p className="font-bold text-coral-strong">
        {serverMessageOr(answer.error, SHIPPING_MESSAGES.checkFailed)}
      </p>
    );
  }
  if (answer.isPending) return <p className="text-ink-muted">Checking delivery to {pin}…</p>;

  const verdict = deliveryVerdict(answer.data);
  return (
    <>
      <p className={`font-bold ${answer.data.serviceable ? 'text-ink' : 'text-coral-strong'}`}>
        {verdict.headline}
      </p>
      {verdict.cashOnDelivery ? (
        <p className="text-sm text-ink-muted">{verdict.cashOnDelivery}</p>
      ) : null}
    </>
  );
}
