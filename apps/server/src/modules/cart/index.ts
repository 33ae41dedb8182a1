// The cart's public face: what other modules may name (types only); the root and flows wire the
// values.
export type { SettledCart } from './service';
