import { EmptyState } from '../../ui/EmptyState';
import { BagIcon } from '../../ui/icons';

export function CartEmpty() {
  return (
    <EmptyState icon={<BagIcon size={32} />} title="Your cart is empty.">
      Find something soft for your little one and it will wait for you here.
    </EmptyState>
  );
}
