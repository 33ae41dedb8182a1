import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * sonner's own rich colours fall just short of WCAG AA for small text (its green is 4.3:1 on its
 * mint); these use the shop's palette at AA or better. They override sonner's variables on the
 * toaster element.
 */
const TOAST_COLOURS = {
  '--success-bg': '#e3f5f0',
  '--success-border': '#b5e3d6',
  '--success-text': '#17695a',
  '--info-bg': '#e6f0fb',
  '--info-border': '#c9dcf3',
  '--info-text': '#2b2a33',
  '--warning-bg': '#fff1d1',
  '--warning-border': '#f5dc9f',
  '--warning-text': '#2b2a33',
  '--error-bg': '#fdebe5',
  '--error-border': '#f5c7b9',
  '--error-text': '#a8361f',
} as CSSProperties;

/** Toasts top-right for 5 s (storefront.md §9, ARCHITECTURE §9), in the shop's font and colours. */
export function ShopToaster() {
  return (
    <Toaster
      position="top-right"
      duration={5000}
      richColors
      closeButton
      style={TOAST_COLOURS}
      // sonner sets its own system font; toasts should speak in the shop's Nunito.
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
