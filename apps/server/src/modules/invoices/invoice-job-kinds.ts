/** Issues an order's invoice once its sale is complete (key: the order). */
export const ISSUE_INVOICE_JOB = 'invoice.issue';
/** Issues the credit note of a refund (key: the refund). */
export const ISSUE_CREDIT_NOTE_JOB = 'credit_note.issue';
/** Reports a stamped document to ZATCA (key: the document). */
export const REPORT_DOCUMENT_JOB = 'invoice.report';
