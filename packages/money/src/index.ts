export * from './money.js';
export * from './iban.js';
