import { useShopConfig } from '../../../lib/shop-config';

/**
 * Whether the shop books parcels with a courier (Shiprocket or the simulator); false while the
 * settings load and when nobody is set up, and then items are marked Shipped by hand.
 */
export function useCourierSetUp(): boolean {
  const config = useShopConfig();
  return config.data !== undefined && config.data.shipping.courier !== 'none';
}
