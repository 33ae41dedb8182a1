export * from './state-codes';
export * from './gstin';
export * from './tax';
export * from './financial-year';
export * from './seller';
