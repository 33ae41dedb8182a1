export * from './money';
export * from './constants';
export * from './messages';
export * from './api';
export * from './validation/common';
export * from './validation/contact';
export * from './validation/accounts';
export * from './validation/catalog';
