/**
 * The order page's destructive acts on a whole order (Cancel Order, a parcel's Cancel and refund):
 * red, and as tall as the page's other buttons, unlike the small ones inside table rows.
 */
export const orderDestructiveButtonClass =
  'inline-flex min-h-11 sm:min-h-10 items-center justify-center gap-1.5 rounded-lg border border-red-300 bg-white px-4 text-sm font-bold whitespace-nowrap text-red-700 transition-colors duration-150 hover:border-red-700 hover:bg-red-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-60';
