/**
 * The back office's dense controls (LOOK.md: quiet, dense, neutral slate, coral for actions,
 * destructive red). Written out in full so Tailwind's scanner sees each class name.
 */

const buttonBase =
  'inline-flex items-center justify-center gap-1.5 rounded-lg font-bold whitespace-nowrap ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

/** The main act of a screen: coral, 40px tall (44px on phones, a finger's tap target). */
export const adminPrimaryButtonClass = `${buttonBase} min-h-11 sm:min-h-10 bg-coral-strong px-4 text-sm text-white hover:bg-coral-deep`;

/** A quiet button on a white surface. */
export const adminSecondaryButtonClass = `${buttonBase} min-h-11 sm:min-h-10 border border-slate-300 bg-white px-4 text-sm text-slate-800 hover:bg-slate-50`;

/**
 * A link standing alone in a row (a product's name, a stock figure): at least 24×24 px as WCAG 2.2
 * AA's target size asks, and 32 px tall on phones, where rows are stacked and tapped.
 */
export const adminTextLinkClass = 'inline-flex min-h-8 min-w-8 items-center sm:min-h-6 sm:min-w-6';

/** Small buttons inside table rows. */
export const adminRowButtonClass = {
  neutral: `${buttonBase} min-h-8 min-w-20 border border-slate-300 bg-white px-3 text-xs text-slate-800 hover:bg-slate-50`,
  destructive: `${buttonBase} min-h-8 min-w-20 border border-red-300 bg-white px-3 text-xs text-red-700 hover:border-red-700 hover:bg-red-700 hover:text-white`,
} as const;

export const adminInputClass =
  'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 ' +
  'placeholder:text-slate-400 hover:border-slate-400 aria-invalid:border-red-600 aria-invalid:bg-red-50/40';

/** A field's hint in the back office: small and quiet under the control. */
export const adminHintClass = 'text-xs text-slate-600';
