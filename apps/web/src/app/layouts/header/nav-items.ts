/** The storefront's main navigation (storefront.md §2), in the spec's capitals. */
export interface NavItem {
  to: string;
  label: string;
  /** Only active on an exact match (so HOME is not active everywhere). */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'HOME', end: true },
  { to: '/collection', label: 'COLLECTION' },
  { to: '/about', label: 'ABOUT' },
  { to: '/contact', label: 'CONTACT' },
];
