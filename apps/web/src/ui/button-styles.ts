/**
 * Class names for the pill buttons, shared by <button>s and by links styled as buttons
 * (a "SHOP NOW" link is still a link). Every size keeps a tap target of at least 44px.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 font-bold ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-coral-strong text-white hover:bg-coral-deep',
  secondary: 'border border-ink/20 bg-white text-ink hover:border-ink/50 hover:bg-cream',
  quiet: 'text-ink hover:bg-ink/5',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A round 44px button for a single icon; the caller gives it an aria-label. */
export const iconButtonClass =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink ' +
  'transition-colors duration-150 hover:bg-ink/[0.06]';
