import type { components } from '@taseer/api';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditChange = components['schemas']['AuditChange'];
export type AuditValue = AuditChange['before'];
export type AuditKind = components['schemas']['AuditKind'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditActor = components['schemas']['AuditActor'];
export type AuditTarget = components['schemas']['AuditTarget'];
