import { STORAGE_KEYS } from '@littleloom/shared';
import { storage } from '../accounts/session-store';
import { validPin } from './serviceability-query';

/**
 * The PIN code this browser last checked for delivery, so every product page can answer for it
 * at once. It names an area, not a person, so it outlives a sign-out.
 */
export function rememberedPin(): string | null {
  return validPin(storage()?.getItem(STORAGE_KEYS.deliveryPin));
}

export function rememberPin(pin: string): void {
  try {
    storage()?.setItem(STORAGE_KEYS.deliveryPin, pin);
  } catch {
    // Storage that refuses (private browsing, full) only costs the shopper typing it again.
  }
}
