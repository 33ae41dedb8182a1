import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

/** GET /api/config: how this shop is set up (which sign-in and payment providers are on). */
export interface ShopConfig {
  success: true;
  currency: string;
  currencySymbol: string;
  deliveryFee: number;
  codLimit: number;
  /** Set when Google sign-in is switched on; the button shows only then. */
  googleClientId: string | null;
  /**
   * Who takes card payments; null when nobody does (no Razorpay keys and the simulator off), and
   * then checkout offers no card and the wallet no Add Money.
   */
  paymentProvider: 'razorpay' | 'simulator' | null;
  razorpayKeyId: string | null;
  /** No mail server: mail goes to the outbox, which admins read (GET /api/dev/outbox). */
  devOutbox: boolean;
  /**
   * Who the back office books parcels with; 'none' when nobody, and then items are marked Shipped
   * and Delivered by hand.
   */
  shipping: { courier: 'shiprocket' | 'simulator' | 'none' };
}

/** The shop's public settings; they do not change while the page is open. */
export const shopConfigQuery = {
  queryKey: ['config'],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<ShopConfig>('/api/config', { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
} as const;

export function useShopConfig() {
  return useQuery(shopConfigQuery);
}
