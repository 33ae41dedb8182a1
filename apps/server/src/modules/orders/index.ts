// The orders' public face: what other modules may name (types only); the root and flows wire the
// values.
export type { OrderItemRow, OrderReads, OrderRow, OrderViewer } from './order-reads';
export type { ParcelNewsKind, ParcelTracking } from './aftercare-mails';
export type { unitsSoldByProduct } from './sales-stats';
export type { RefundRow, SaleRow } from './sales-report-query';
