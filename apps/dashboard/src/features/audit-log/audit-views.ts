import { formatHalalas, formatNumber, MISSING_VALUE } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import type { Lang, Translate } from '../../i18n/translate';
import type {
  AuditAction,
  AuditChange,
  AuditEvent,
  AuditKind,
  AuditTarget,
  AuditValue,
} from './audit-types';

/**
 * The audit log in words: each action as a short phrase (a noun, so it reads the same whoever
 * did it), each field by its name on the screens that change it, each value as those screens
 * write it.
 */

/** Typed over the contract's union: an action added there fails the build until it has words. */
export const ACTION_TEXTS: Record<AuditAction, MessageKey> = {
  'branch.created': 'audit.action.branchCreated',
  'branch.updated': 'audit.action.branchUpdated',
  'branch.deleted': 'audit.action.branchDeleted',
  'section.created': 'audit.action.sectionCreated',
  'section.updated': 'audit.action.sectionUpdated',
  'section.deleted': 'audit.action.sectionDeleted',
  'user.created': 'audit.action.userCreated',
  'user.updated': 'audit.action.userUpdated',
  'user.deleted': 'audit.action.userDeleted',
  'profile.updated': 'audit.action.profileUpdated',
  'quote.repriced': 'audit.action.quoteRepriced',
  'quote_terms.updated': 'audit.action.quoteTermsUpdated',
  'payment_settings.updated': 'audit.action.paymentSettingsUpdated',
  'tax_profile.updated': 'audit.action.taxProfileUpdated',
  'zatca_settings.updated': 'audit.action.zatcaSettingsUpdated',
  'order_intake.updated': 'audit.action.orderIntakeUpdated',
  'salary.updated': 'audit.action.salaryUpdated',
  'integration_key.rotated': 'audit.action.integrationKeyRotated',
  'webhook.created': 'audit.action.webhookCreated',
  'webhook.updated': 'audit.action.webhookUpdated',
  'webhook.deleted': 'audit.action.webhookDeleted',
  'webhook.secret_rotated': 'audit.action.webhookSecretRotated',
  'whatsapp.connected': 'audit.action.whatsappConnected',
  'whatsapp.disconnected': 'audit.action.whatsappDisconnected',
  'auth.signed_in': 'audit.action.signedIn',
  'auth.sign_in_failed': 'audit.action.signInFailed',
  'orders.exported': 'audit.action.ordersExported',
  'audit.exported': 'audit.action.auditExported',
  'company.created': 'audit.action.companyCreated',
  'company.updated': 'audit.action.companyUpdated',
  'company.deleted': 'audit.action.companyDeleted',
};

export const KIND_TEXTS: Record<AuditKind, MessageKey> = {
  organisation: 'audit.kind.organisation',
  prices: 'audit.kind.prices',
  settings: 'audit.kind.settings',
  integrations: 'audit.kind.integrations',
  sign_ins: 'audit.kind.signIns',
  exports: 'audit.kind.exports',
  companies: 'audit.kind.companies',
};

export const TARGET_TEXTS: Record<AuditTarget['type'], MessageKey> = {
  company: 'audit.target.company',
  branch: 'audit.target.branch',
  section: 'audit.target.section',
  manager: 'audit.target.manager',
  agent: 'audit.target.agent',
  superadmin: 'audit.target.superadmin',
  order: 'audit.target.order',
  quote_terms: 'audit.target.quoteTerms',
  payment_settings: 'audit.target.paymentSettings',
  tax_profile: 'audit.target.taxProfile',
  zatca_settings: 'audit.target.zatcaSettings',
  order_intake: 'audit.target.orderIntake',
  whatsapp: 'audit.target.whatsapp',
  salary: 'audit.target.salary',
  integration_key: 'audit.target.integrationKey',
  webhook: 'audit.target.webhook',
  orders: 'audit.target.orders',
  audit_log: 'audit.target.auditLog',
};

/** The fields the server names (apps/server: each service's `audited…`); others show their key. */
const FIELD_TEXTS: Readonly<Record<string, MessageKey>> = {
  branchName: 'audit.field.branchName',
  sectionName: 'audit.field.sectionName',
  address: 'audit.field.address',
  manager: 'audit.field.manager',
  branch: 'audit.field.branch',
  section: 'audit.field.section',
  workingHours: 'audit.field.workingHours',
  firstQuoteTargetMinutes: 'audit.field.firstQuoteTargetMinutes',
  username: 'audit.field.username',
  email: 'audit.field.email',
  phone: 'audit.field.phone',
  description: 'audit.field.description',
  image: 'audit.field.image',
  defaultEmployeeCost: 'audit.field.defaultEmployeeCost',
  vatRateBasisPoints: 'audit.field.vatRate',
  // Recorded before the rate was kept in basis points (format percent).
  vatRatePercent: 'audit.field.vatRate',
  vatNumber: 'audit.field.vatNumber',
  pricesIncludeVat: 'audit.field.pricesIncludeVat',
  validityHours: 'audit.field.validityHours',
  deliveryFee: 'audit.field.deliveryFee',
  terms: 'audit.field.terms',
  messageTemplate: 'audit.field.messageTemplate',
  commercialRegistration: 'audit.field.commercialRegistration',
  contactPhone: 'audit.field.contactPhone',
  whatsappPhone: 'audit.field.whatsappPhone',
  options: 'audit.field.options',
  onlinePercent: 'audit.field.onlinePercent',
  gatewayProvider: 'audit.field.gatewayProvider',
  gatewayPublishableKey: 'audit.field.gatewayPublishableKey',
  gatewaySecretKey: 'audit.field.gatewaySecretKey',
  bankName: 'audit.field.bankName',
  bankAccountName: 'audit.field.bankAccountName',
  bankIban: 'audit.field.bankIban',
  legalNameAr: 'audit.field.legalNameAr',
  legalNameEn: 'audit.field.legalNameEn',
  buildingNumber: 'audit.field.buildingNumber',
  street: 'audit.field.street',
  district: 'audit.field.district',
  city: 'audit.field.city',
  postalCode: 'audit.field.postalCode',
  additionalNumber: 'audit.field.additionalNumber',
  issuingBranch: 'audit.field.issuingBranch',
  zatcaEnvironment: 'audit.field.zatcaEnvironment',
  stampCertificate: 'audit.field.stampCertificate',
  key: 'audit.field.key',
  keyPrefix: 'audit.field.keyPrefix',
  url: 'audit.field.url',
  events: 'audit.field.events',
  enabled: 'audit.field.enabled',
  secret: 'audit.field.secret',
  salary: 'audit.field.salary',
  unitPrice: 'audit.field.unitPrice',
  'unitPrice.original': 'audit.field.unitPriceOriginal',
  'unitPrice.commercial': 'audit.field.unitPriceCommercial',
  'unitPrice.used': 'audit.field.unitPriceUsed',
  available: 'audit.field.available',
  quoteTotal: 'audit.field.quoteTotal',
};

/** Values some fields hold as codes: how customers may pay. */
const CODE_TEXTS: Readonly<Record<string, MessageKey>> = {
  card: 'paymentSettings.option.card',
  pay_on_pickup: 'paymentSettings.option.pickup',
  pay_on_delivery: 'paymentSettings.option.delivery',
  bank_transfer: 'paymentSettings.option.bankTransfer',
  moyasar: 'audit.value.moyasar',
  local: 'audit.value.localGateway',
};

const REASON_TEXTS: Readonly<Record<string, MessageKey>> = {
  unknown_number: 'audit.reason.unknownNumber',
  not_activated: 'audit.reason.notActivated',
  wrong_code: 'audit.reason.wrongCode',
  code_expired: 'audit.reason.codeExpired',
  code_locked: 'audit.reason.codeLocked',
  code_used: 'audit.reason.codeUsed',
  no_code: 'audit.reason.noCode',
};

export function fieldText(change: AuditChange, t: Translate): string {
  const key = FIELD_TEXTS[change.field];
  return key ? t(key) : change.field;
}

const codeText = (value: string, t: Translate) => {
  const key = CODE_TEXTS[value];
  return key ? t(key) : value;
};

/** Left-to-right text kept whole inside a right-to-left sentence (a phone, a filter). */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** Days in a row as a range («الأحد–الخميس»), others one by one. */
function dayRuns(days: readonly number[], t: Translate): string {
  const name = (day: number) => t(`branchHours.day.${day}` as MessageKey);
  const runs: string[] = [];
  let start = days[0];
  for (let index = 0; index < days.length; index += 1) {
    const day = days[index]!;
    const next = days[index + 1];
    if (next === day + 1) continue;
    runs.push(start === day ? name(day) : `${name(start!)}–${name(day)}`);
    start = next;
  }
  return runs.join(t('audit.value.daysAnd'));
}

/**
 * `day HH:MM-HH:MM` periods as a week reads on a shop's door: the days that keep the same hours
 * together («الأحد–الخميس والسبت 08:00–22:00؛ الجمعة 16:00–22:00»); a week with none «مغلق».
 */
function hoursText(periods: readonly string[], t: Translate): string {
  if (periods.length === 0) return t('audit.value.closed');
  const byDay = new Map<number, string[]>();
  for (const period of periods) {
    const [day = '', hours = ''] = period.split(' ');
    const number = Number(day);
    if (!/^[0-6]$/.test(day)) return periods.join(t('audit.value.listSeparator'));
    byDay.set(number, [...(byDay.get(number) ?? []), hours.replace('-', '–')]);
  }
  const byHours = new Map<string, number[]>();
  for (const [day, hours] of [...byDay].sort(([a], [b]) => a - b)) {
    const key = ltr(hours.join(t('audit.value.listSeparator')));
    byHours.set(key, [...(byHours.get(key) ?? []), day]);
  }
  return [...byHours]
    .map(([hours, days]) => `${dayRuns(days, t)} ${hours}`)
    .join(t('audit.value.groupSeparator'));
}

/** Fields whose values read left to right (numbers, addresses, keys), kept whole in Arabic. */
const LTR_FIELDS = new Set([
  'phone',
  'contactPhone',
  'whatsappPhone',
  'email',
  'url',
  'events',
  'bankIban',
  'gatewayPublishableKey',
  'keyPrefix',
  'vatNumber',
  'commercialRegistration',
  'buildingNumber',
  'postalCode',
  'additionalNumber',
]);

/** One side of a change as the screens write such a value. */
export function valueText(
  change: AuditChange,
  value: AuditValue,
  t: Translate,
  lang: Lang,
): string {
  if (value === null) return MISSING_VALUE;
  const text = formattedValue(change, value, t, lang);
  return LTR_FIELDS.has(change.field) ? ltr(text) : text;
}

function formattedValue(
  change: AuditChange,
  value: NonNullable<AuditValue>,
  t: Translate,
  lang: Lang,
): string {
  switch (change.format) {
    case 'secret':
      return t('audit.value.secretSet');
    case 'boolean':
      return t(value === true ? 'audit.value.yes' : 'audit.value.no');
    case 'money':
      return typeof value === 'number' ? formatHalalas(value, { locale: lang }) : String(value);
    case 'percent':
      return typeof value === 'number'
        ? `${formatNumber(value, { locale: lang })}%`
        : String(value);
    case 'basisPoints':
      return typeof value === 'number'
        ? `${formatNumber(value / 100, { locale: lang })}%`
        : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value, { locale: lang }) : String(value);
    case 'image':
      return t('audit.value.image');
    case 'hours':
      return Array.isArray(value) ? hoursText(value, t) : String(value);
    case 'list':
      return Array.isArray(value)
        ? value.length === 0
          ? t('audit.value.emptyList')
          : value.map((item) => codeText(item, t)).join(t('audit.value.listSeparator'))
        : String(value);
    default:
      return typeof value === 'string' ? codeText(value, t) : String(value);
  }
}

/** A secret replaced by another: both sides read "set", so the change says so in one phrase. */
export function isReplacedSecret(change: AuditChange): boolean {
  return change.format === 'secret' && change.before !== null && change.after !== null;
}

/** What the record was: «فرع الرياض», «الطلب RYN-00012», «شروط عروض الأسعار». */
export function targetText(target: AuditTarget | null, t: Translate): string {
  if (!target) return MISSING_VALUE;
  const type = t(TARGET_TEXTS[target.type]);
  return target.label ? `${type}: ${target.label}` : type;
}

/** The event's details in words: why a sign-in failed and the number tried, a version, a filter. */
export function detailTexts(event: AuditEvent, t: Translate, lang: Lang): string[] {
  const details = event.details;
  const texts: string[] = [];
  if (typeof details.reason === 'string') {
    const key = REASON_TEXTS[details.reason];
    texts.push(key ? t(key) : details.reason);
  }
  if (typeof details.phone === 'string') {
    texts.push(t('audit.detail.phone', { phone: ltr(details.phone) }));
  }
  if (typeof details.version === 'number') {
    texts.push(
      t('audit.detail.version', { version: formatNumber(details.version, { locale: lang }) }),
    );
  }
  if (event.kind === 'exports') {
    const filters = Object.entries(details)
      .filter(([, value]) => value !== null && value !== '')
      .map(([name, value]) => ltr(`${name}=${String(value)}`));
    texts.push(
      filters.length > 0
        ? t('audit.detail.filters', { filters: filters.join(t('audit.value.listSeparator')) })
        : t('audit.detail.noFilters'),
    );
  }
  return texts;
}

/**
 * A browser as a person names it: «Chrome · Android», «Safari · iPhone». The full text stays in
 * the cell's tooltip; an agent no rule names is cut to its first words.
 */
export function shortUserAgent(agent: string | null): string | null {
  if (!agent) return null;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /SamsungBrowser\//.test(agent)
        ? 'Samsung Internet'
        : /Firefox\//.test(agent)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(agent)
            ? 'Chrome'
            : /Safari\//.test(agent)
              ? 'Safari'
              : /curl\//i.test(agent)
                ? 'curl'
                : null;
  const system = /iPhone/.test(agent)
    ? 'iPhone'
    : /iPad/.test(agent)
      ? 'iPad'
      : /Android/.test(agent)
        ? 'Android'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(agent)
            ? 'macOS'
            : /Linux/.test(agent)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} · ${system}`;
  if (browser) return browser;
  const words = agent.trim();
  return words.length > 32 ? `${words.slice(0, 31)}…` : words;
}
