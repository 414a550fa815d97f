// The audit module's public face: what other modules may take from it (the lint walls allow
// nothing else; docs/decisions.md, "Server modules").
export type { AuditAction, AuditChange, AuditTargetType } from './audit-actions.js';
export { SECRET_SET, change, changesBetween, secretChange } from './audit-changes.js';
export type { AuditField } from './audit-changes.js';
export { lockAuditedRecord, recordAuditEvent, recordFieldChanges } from './record-audit-event.js';
export type { AuditActor, AuditDetails } from './record-audit-event.js';
