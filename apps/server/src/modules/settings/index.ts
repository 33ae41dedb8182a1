// The settings' public face: what other modules may name (types only); the root wires the values.
export type { SellerService } from './seller-service';
