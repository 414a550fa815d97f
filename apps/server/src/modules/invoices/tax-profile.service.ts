import { sellerName } from '@taseer/zatca';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type FieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { isCommercialRegistration, isSaudiVatNumber } from '../../lib/saudi-registration.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import {
  type AuditField,
  changesBetween,
  lockAuditedRecord,
  recordAuditEvent,
} from '../audit/index.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import { hurryPendingJobs } from '../jobs/index.js';
import { findQuoteTerms, saveSellerRegistration } from '../quotes/index.js';
import { ISSUE_INVOICE_JOB } from './invoice-job-kinds.js';
import { companyBranchName, findTaxProfile, saveTaxProfile } from './tax-profile.repository.js';
import { missingFields, toTaxProfileView, type SellerTaxProfile } from './tax-profile.js';

export interface TaxProfileDeps {
  db: Database;
  clock: Clock;
}

/** The profile with the two numbers the quote terms keep. */
export async function findSellerTaxProfile(
  db: Database,
  companyId: string,
): Promise<SellerTaxProfile> {
  const [profile, terms] = await Promise.all([
    findTaxProfile(db, companyId),
    findQuoteTerms(db, companyId),
  ]);
  return {
    ...profile,
    vatNumber: terms.vatNumber,
    commercialRegistration: terms.commercialRegistration,
  };
}

export async function getTaxProfile(
  deps: TaxProfileDeps,
  auth: AuthContext,
): Promise<Reply<'getTaxProfile'>> {
  return toTaxProfileView(await findSellerTaxProfile(deps.db, companyIdOf(auth)));
}

export async function updateTaxProfile(
  deps: TaxProfileDeps,
  auth: AuthContext,
  input: Body<'updateTaxProfile'>,
): Promise<Reply<'updateTaxProfile'>> {
  const companyId = companyIdOf(auth);
  const next = checkedProfile(input);
  const saved = await inTransaction(deps.db, async (tx) => {
    // The quote terms' lock too: both screens write the VAT number and the registration.
    await lockAuditedRecord(tx, `quote_terms:${companyId}`);
    await lockAuditedRecord(tx, `tax_profile:${companyId}`);
    const branchName = next.issuingBranchId
      ? await companyBranchName(tx, companyId, next.issuingBranchId)
      : null;
    if (next.issuingBranchId !== null && branchName === null) {
      throw new AppError('VALIDATION_FAILED', {
        message: 'الفرع المختار غير موجود',
        errors: [{ field: 'issuingBranchId', message: 'الفرع المختار غير موجود' }],
      });
    }
    const before = await findSellerTaxProfile(tx, companyId);
    const branchBefore = before.issuingBranchId
      ? await companyBranchName(tx, companyId, before.issuingBranchId)
      : null;
    const now = deps.clock.now();
    const { vatNumber, commercialRegistration, ...own } = next;
    await saveTaxProfile(tx, companyId, own, now);
    await saveSellerRegistration(tx, companyId, { vatNumber, commercialRegistration }, now);
    // Sales that waited for a complete profile get their invoices now.
    if (missingFields(next).length === 0) {
      await hurryPendingJobs(tx, ISSUE_INVOICE_JOB, companyId, now);
    }
    const changes = changesBetween(audited(before, branchBefore), audited(next, branchName));
    if (changes.length > 0) {
      await recordAuditEvent(tx, {
        companyId,
        action: 'tax_profile.updated',
        actor: auth,
        target: { type: 'tax_profile', id: null, label: null },
        changes,
        now,
      });
    }
    return next;
  });
  return { message: 'تم حفظ الملف الضريبي بنجاح', profile: toTaxProfileView(saved) };
}

/** The issuing branch by its name: an id would mean nothing to whoever reads the log. */
function audited(profile: SellerTaxProfile, branchName: string | null): AuditField[] {
  const text = (field: keyof SellerTaxProfile): AuditField => ({
    field,
    format: 'text',
    value: profile[field],
  });
  return [
    text('legalNameAr'),
    text('legalNameEn'),
    text('vatNumber'),
    text('commercialRegistration'),
    text('buildingNumber'),
    text('street'),
    text('district'),
    text('city'),
    text('postalCode'),
    text('additionalNumber'),
    { field: 'issuingBranch', format: 'text', value: branchName },
  ];
}

/** Each rule names its field as the form does (`address.city`), so the form shows it there. */
/** The national address's digit parts, as ZATCA checks them. */
const ADDRESS_DIGIT_RULES: readonly {
  part: 'buildingNumber' | 'postalCode' | 'additionalNumber';
  pattern: RegExp;
  message: string;
}[] = [
  { part: 'buildingNumber', pattern: /^\d{4}$/, message: 'رقم المبنى 4 أرقام' },
  { part: 'postalCode', pattern: /^\d{5}$/, message: 'الرمز البريدي 5 أرقام' },
  { part: 'additionalNumber', pattern: /^\d{4}$/, message: 'الرقم الإضافي 4 أرقام' },
];

/** Each digit part of an address that is not as ZATCA wants it, named `${prefix}${part}`. */
export function addressDigitErrors(
  address: Partial<Record<'buildingNumber' | 'postalCode' | 'additionalNumber', string | null>>,
  prefix: string,
): FieldError[] {
  return ADDRESS_DIGIT_RULES.flatMap((rule) => {
    const value = address[rule.part];
    return value != null && !rule.pattern.test(value)
      ? [{ field: `${prefix}${rule.part}`, message: rule.message }]
      : [];
  });
}

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** One QR record holds at most 255 bytes, and the seller's name is one record (tag 1). */
const QR_VALUE_BYTES = 255;

/** The seller's name as the invoice's QR carries it, in UTF-8 bytes. */
function qrNameBytes(profile: SellerTaxProfile): number {
  const name = sellerName({
    legalNameAr: profile.legalNameAr ?? '',
    ...(profile.legalNameEn ? { legalNameEn: profile.legalNameEn } : {}),
  });
  return Buffer.byteLength(name, 'utf8');
}

function checkedProfile(input: Body<'updateTaxProfile'>): SellerTaxProfile {
  const text = (value: string | null | undefined) => value?.trim() || null;
  const profile: SellerTaxProfile = {
    legalNameAr: text(input.legalNameAr),
    legalNameEn: text(input.legalNameEn),
    vatNumber: text(input.vatNumber),
    commercialRegistration: text(input.commercialRegistration),
    buildingNumber: text(input.address.buildingNumber),
    street: text(input.address.street),
    district: text(input.address.district),
    city: text(input.address.city),
    postalCode: text(input.address.postalCode),
    additionalNumber: text(input.address.additionalNumber),
    issuingBranchId: input.issuingBranchId ?? null,
  };
  const errors: FieldError[] = [];
  if (profile.legalNameAr !== null && !ARABIC_LETTER.test(profile.legalNameAr)) {
    errors.push({
      field: 'legalNameAr',
      message: 'اكتب الاسم القانوني بالعربية كما في السجل التجاري',
    });
  }
  if (profile.legalNameAr !== null && qrNameBytes(profile) > QR_VALUE_BYTES) {
    errors.push({
      field: profile.legalNameEn ? 'legalNameEn' : 'legalNameAr',
      message:
        'الاسم القانوني أطول مما يتسع له رمز الفاتورة: اختصر الاسم العربي أو الإنجليزي (نحو 120 حرفًا عربيًا للاسمين معًا)',
    });
  }
  if (profile.vatNumber !== null && !isSaudiVatNumber(profile.vatNumber)) {
    errors.push({ field: 'vatNumber', message: 'الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به' });
  }
  if (
    profile.commercialRegistration !== null &&
    !isCommercialRegistration(profile.commercialRegistration)
  ) {
    errors.push({ field: 'commercialRegistration', message: 'رقم السجل التجاري 10 أرقام' });
  }
  errors.push(...addressDigitErrors(profile, 'address.'));
  if (errors.length > 0) {
    const message = errors.length === 1 && errors[0] ? errors[0].message : 'الملف الضريبي غير صالح';
    throw new AppError('VALIDATION_FAILED', { message, errors });
  }
  return profile;
}
