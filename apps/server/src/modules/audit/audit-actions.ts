import type { components } from '../../generated/contract-types.js';

export type AuditAction = components['schemas']['AuditAction'];
export type AuditKind = components['schemas']['AuditKind'];
export type AuditTargetType = components['schemas']['AuditTarget']['type'];
export type AuditChange = components['schemas']['AuditChange'];
export type AuditValue = AuditChange['before'];
export type AuditFormat = AuditChange['format'];

/**
 * The group of every action, the log's `kind` filter. Typed by the contract's enums, so an action
 * added there and not here (or the other way round) fails the build.
 */
export const AUDIT_ACTION_KINDS: Readonly<Record<AuditAction, AuditKind>> = {
  'branch.created': 'organisation',
  'branch.updated': 'organisation',
  'branch.deleted': 'organisation',
  'section.created': 'organisation',
  'section.updated': 'organisation',
  'section.deleted': 'organisation',
  'user.created': 'organisation',
  'user.updated': 'organisation',
  'user.deleted': 'organisation',
  'profile.updated': 'organisation',
  'quote.repriced': 'prices',
  'quote_terms.updated': 'settings',
  'payment_settings.updated': 'settings',
  'tax_profile.updated': 'settings',
  'zatca_settings.updated': 'settings',
  'order_intake.updated': 'settings',
  'salary.updated': 'settings',
  'integration_key.rotated': 'integrations',
  'webhook.created': 'integrations',
  'webhook.updated': 'integrations',
  'webhook.deleted': 'integrations',
  'webhook.secret_rotated': 'integrations',
  'whatsapp.connected': 'integrations',
  'whatsapp.disconnected': 'integrations',
  'auth.signed_in': 'sign_ins',
  'auth.sign_in_failed': 'sign_ins',
  'orders.exported': 'exports',
  'audit.exported': 'exports',
  'company.created': 'companies',
  'company.updated': 'companies',
  'company.deleted': 'companies',
};
