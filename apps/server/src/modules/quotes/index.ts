// The quotes module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { orderOfToken, readPublicQuote } from './public-quote.service.js';
export type { AfterSaleReader, PublicQuoteDeps } from './public-quote.service.js';
export { moneyText } from './quote-notifications.js';
export type { PublicFulfilmentView, PublicPaymentView, QuoteView } from './quote-views.js';
export { newestQuote, publicOrderFacts, setPaymentOption } from './quotes.repository.js';
export type { QuoteRow } from './quotes.repository.js';
export { orderQuotesOf } from './quotes.service.js';
export type { QuoteDeps } from './quotes.service.js';
export { findQuoteTerms, saveSellerRegistration } from './quote-terms.js';
export type { CompanyQuoteTerms } from './quote-terms.js';
export { customerQuoteLink } from './customer-link.js';
