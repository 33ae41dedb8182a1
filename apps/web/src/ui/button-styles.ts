/**
 * Class names for the pill buttons, shared by <button>s and by links styled as buttons
 * (a "SHOP NOW" link is still a link). The rules live in index.css (`btn`, `icon-btn`): they
 * repeat on every page, so CSS is a cheaper home for them than strings in the JavaScript.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

// Written out in full so Tailwind's scanner sees each class name.
const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  quiet: 'btn btn-quiet',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${VARIANT_CLASS[variant]} ${extra}`.trim();
}

/** A round 44px button for a single icon; the caller gives it an aria-label. */
export const iconButtonClass = 'icon-btn';
