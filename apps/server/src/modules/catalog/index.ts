// The catalogue's public face: what other modules may name (types only); the root wires the values.
export type { CatalogLookup, ShoppingProductRecord } from './shopping-lookup';
