// The wallet's public face: what other modules may name (types only); the root wires the values.
export type { LedgerLine, LedgerSpan, WalletLedger } from './ledger';
