import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import {
  type AuditField,
  changesBetween,
  lockAuditedRecord,
  recordAuditEvent,
} from '../audit/index.js';
import { AppError, type FieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Body } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import { halalasOf, sarText } from '@taseer/money';
import { MESSAGE_PLACEHOLDERS } from './quote-message.js';
import { isCommercialRegistration, isSaudiVatNumber } from '../../lib/saudi-registration.js';
import { internationalPhone } from './seller-contact.js';
import {
  DEFAULT_MESSAGE_TEMPLATE,
  findQuoteTerms,
  saveQuoteTerms,
  type CompanyQuoteTerms,
} from './quote-terms.js';

/** The contract's `QuoteTerms`. */
export interface QuoteTermsView {
  /** 1500 = 15 %. */
  vatRateBasisPoints: number;
  vatNumber: string | null;
  pricesIncludeVat: boolean;
  validityHours: number;
  deliveryFee: number;
  terms: string | null;
  messageTemplate: string;
  defaultMessageTemplate: string;
  commercialRegistration: string | null;
  contactPhone: string | null;
  whatsappPhone: string | null;
}

export function toQuoteTermsView(terms: CompanyQuoteTerms): QuoteTermsView {
  return {
    vatRateBasisPoints: terms.vatRateBasisPoints,
    vatNumber: terms.vatNumber,
    pricesIncludeVat: terms.pricesIncludeVat,
    validityHours: terms.validityHours,
    deliveryFee: Number(sarText(terms.deliveryFeeHalalas)),
    terms: terms.terms,
    messageTemplate: terms.messageTemplate ?? DEFAULT_MESSAGE_TEMPLATE,
    defaultMessageTemplate: DEFAULT_MESSAGE_TEMPLATE,
    commercialRegistration: terms.commercialRegistration,
    contactPhone: terms.contactPhone,
    whatsappPhone: terms.whatsappPhone,
  };
}

export async function getQuoteTerms(
  { db }: { db: Database },
  auth: AuthContext,
): Promise<QuoteTermsView> {
  return toQuoteTermsView(await findQuoteTerms(db, companyIdOf(auth)));
}

export async function updateQuoteTerms(
  { db, clock }: { db: Database; clock: Clock },
  auth: AuthContext,
  input: Body<'updateQuoteTerms'>,
): Promise<{ message: string; terms: QuoteTermsView }> {
  const companyId = companyIdOf(auth);
  const terms = await inTransaction(db, async (tx) => {
    await lockAuditedRecord(tx, `quote_terms:${companyId}`);
    const saved = await findQuoteTerms(tx, companyId);
    const next = checkedTerms(input, saved);
    const now = clock.now();
    await saveQuoteTerms(tx, companyId, next, now);
    const changes = changesBetween(auditedTerms(saved), auditedTerms(next));
    if (changes.length > 0) {
      await recordAuditEvent(tx, {
        companyId,
        action: 'quote_terms.updated',
        actor: auth,
        target: { type: 'quote_terms', id: null, label: null },
        changes,
        now,
      });
    }
    return next;
  });
  return { message: 'تم حفظ شروط عروض الأسعار بنجاح', terms: toQuoteTermsView(terms) };
}

/** The terms as the audit log compares them (money in halalas, the message as customers read it). */
function auditedTerms(terms: CompanyQuoteTerms): AuditField[] {
  return [
    { field: 'vatRateBasisPoints', format: 'basisPoints', value: terms.vatRateBasisPoints },
    { field: 'vatNumber', format: 'text', value: terms.vatNumber },
    { field: 'pricesIncludeVat', format: 'boolean', value: terms.pricesIncludeVat },
    { field: 'validityHours', format: 'number', value: terms.validityHours },
    { field: 'deliveryFee', format: 'money', value: terms.deliveryFeeHalalas },
    { field: 'terms', format: 'text', value: terms.terms },
    {
      field: 'messageTemplate',
      format: 'text',
      value: terms.messageTemplate ?? DEFAULT_MESSAGE_TEMPLATE,
    },
    { field: 'commercialRegistration', format: 'text', value: terms.commercialRegistration },
    { field: 'contactPhone', format: 'text', value: terms.contactPhone },
    { field: 'whatsappPhone', format: 'text', value: terms.whatsappPhone },
  ];
}

/** A field the request left out keeps its saved value; an empty one clears it. */
function optionalText(value: string | null | undefined, saved: string | null): string | null {
  return value === undefined ? saved : value?.trim() || null;
}

function checkedTerms(
  input: Body<'updateQuoteTerms'>,
  saved: CompanyQuoteTerms,
): CompanyQuoteTerms {
  const errors: FieldError[] = [];
  const rate = input.vatRateBasisPoints;
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) {
    errors.push({
      field: 'vatRateBasisPoints',
      message: 'نسبة الضريبة بين 0 و100، بمنزلتين عشريتين على الأكثر',
    });
  }
  const vatNumber = input.vatNumber?.trim() || null;
  if (vatNumber !== null && !isSaudiVatNumber(vatNumber)) {
    errors.push({
      field: 'vatNumber',
      message: 'الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به',
    });
  }
  const delivery = halalasOf(input.deliveryFee);
  if (delivery === null) {
    errors.push({ field: 'deliveryFee', message: 'رسوم التوصيل مبلغ بمنزلتين عشريتين على الأكثر' });
  }
  const template = input.messageTemplate?.trim() || null;
  if (template !== null) errors.push(...templateProblems(template));
  const commercialRegistration = optionalText(
    input.commercialRegistration,
    saved.commercialRegistration,
  );
  if (commercialRegistration !== null && !isCommercialRegistration(commercialRegistration)) {
    errors.push({
      field: 'commercialRegistration',
      message: 'رقم السجل التجاري 10 أرقام',
    });
  }
  const [contactPhone, whatsappPhone] = (['contactPhone', 'whatsappPhone'] as const).map(
    (field) => {
      const text = optionalText(input[field], saved[field]);
      const phone = text === null ? null : internationalPhone(text);
      if (text !== null && phone === null) {
        errors.push({
          field,
          message: 'اكتب رقمًا سعوديًا مثل 0501234567 أو 0112345678، أو رقمًا دوليًا يبدأ بـ +',
        });
      }
      return phone;
    },
  );
  if (errors.length > 0) {
    const message = errors.length === 1 && errors[0] ? errors[0].message : 'شروط العروض غير صالحة';
    throw new AppError('VALIDATION_FAILED', { message, errors });
  }
  return {
    vatRateBasisPoints: rate,
    vatNumber,
    pricesIncludeVat: input.pricesIncludeVat,
    validityHours: input.validityHours,
    deliveryFeeHalalas: delivery ?? 0,
    terms: input.terms?.trim() || null,
    messageTemplate: template === DEFAULT_MESSAGE_TEMPLATE ? null : template,
    commercialRegistration,
    contactPhone: contactPhone ?? null,
    whatsappPhone: whatsappPhone ?? null,
  };
}

/** The link must be in the message; any other `{word}` is a typo the customer would see. */
function templateProblems(template: string): FieldError[] {
  const problems: FieldError[] = [];
  if (!template.includes('{link}')) {
    problems.push({
      field: 'messageTemplate',
      message: 'يجب أن تتضمن الرسالة {link} ليصل رابط العرض إلى العميل',
    });
  }
  const unknown = [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    problems.push({
      field: 'messageTemplate',
      message: `متغير غير معروف في الرسالة: {${unknown[0]}}. المتاح: ${MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}`,
    });
  }
  return problems;
}
