// The invoices module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export { paidAtHandover, queueCreditNote, queueInvoice } from './invoices.service.js';
export { invoiceRoutes } from './invoices.routes.js';
export type { InvoiceRoutesOptions } from './invoices.routes.js';
export { LOCAL_ZATCA_PREFIX, localZatcaRoutes } from './local-zatca.routes.js';
export { ReportingDirectory } from './reporting-directory.js';
export { issueDemoInvoices, storeDevelopmentStamp } from './demo-invoices.js';
export { saveTaxProfile } from './tax-profile.repository.js';
export type { StoredTaxProfile } from './tax-profile.repository.js';
