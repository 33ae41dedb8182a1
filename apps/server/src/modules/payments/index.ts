// The payments' public face: what other modules may name (types only); the root and flows wire the
// values.
export type { PaymentService } from './service';
export type { CapturedOrderPayment } from './returns';
