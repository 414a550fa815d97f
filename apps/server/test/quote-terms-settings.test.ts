import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTerms } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import {
  createCompany,
  createOrg,
  SUPERADMIN_PHONE,
  type Org,
  type SignedInPerson,
} from './support/org-fixtures.js';
import { issue, readPublic, tokenOf, type LineInput } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { OrderBody } from './support/order-fixtures.js';

/**
 * A company's quote terms (VAT, validity, delivery fee, terms text, chat message) as its admin
 * sets them: defaults, saving and reading back, refusals that store nothing, who may touch them,
 * one company's terms against another's, and terms applying only to quotes issued afterwards.
 */

interface TermsBody {
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

interface FieldErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

const HOUR = 3600 * 1000;
const ARABIC = /[\u0600-\u06FF]/;
/** The defaults every company starts with, as the contract's `QuoteTermsUpdate`. */
const DEFAULT_UPDATE = {
  vatRateBasisPoints: 1500,
  vatNumber: null,
  pricesIncludeVat: false,
  validityHours: 48,
  deliveryFee: 0,
  terms: null,
  messageTemplate: null,
};

let t: TestApp;
let superadmin: string;
let org: Org;
/** A second company, with no branch: its orders are its admin's to price. */
let other: SignedInPerson;
let key: string;
let otherKey: string;
let defaultTemplate: string;

beforeAll(async () => {
  // The clock moves by hours here: sessions outlive it.
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL: '30d' } });
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createCompany(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  otherKey = await issueIntegrationKey(t, other.token);
});
afterAll(async () => t?.close());

const readTerms = (token: string): Promise<ApiResponse> =>
  t.api.get('/api/v1/quote-terms', { token });

const saveTerms = (token: string | undefined, body: unknown): Promise<ApiResponse> =>
  t.api.request({ method: 'PUT', url: '/api/v1/quote-terms', ...(token ? { token } : {}), body });

async function termsOf(token: string): Promise<TermsBody> {
  const read = await readTerms(token);
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
}

async function save(token: string, body: Record<string, unknown>): Promise<TermsBody> {
  const saved = await saveTerms(token, body);
  expect(saved.statusCode, saved.body).toBe(200);
  const answer = saved.json<{ message: string; terms: TermsBody }>();
  expect(answer.message).toMatch(ARABIC);
  return answer.terms;
}

/** The company's row of terms exactly as stored (undefined when it never saved any). */
async function storedRow(companyId: string) {
  const [row] = await t.database.db
    .select()
    .from(quoteTerms)
    .where(eq(quoteTerms.companyId, companyId));
  return row;
}

/** One unit price per piece of the sample order: 2 × oil filter, 1 × brake pads. */
function priced(order: OrderBody, oil: number, pads: number): LineInput[] {
  const [first, second] = order.pieces;
  return [
    { pieceId: first!._id, options: [{ price: oil }] },
    { pieceId: second!._id, options: [{ price: pads }] },
  ];
}

describe('defaults', () => {
  it('a company that never set terms reads 15 % VAT on top, 48 hours, no delivery fee, the Arabic message', async () => {
    const terms = await termsOf(org.company.token);
    expect(terms).toEqual({
      vatRateBasisPoints: 1500,
      vatNumber: null,
      pricesIncludeVat: false,
      validityHours: 48,
      deliveryFee: 0,
      terms: null,
      messageTemplate: terms.defaultMessageTemplate,
      defaultMessageTemplate: terms.defaultMessageTemplate,
      commercialRegistration: null,
      contactPhone: null,
      whatsappPhone: null,
    });
    defaultTemplate = terms.defaultMessageTemplate;
    expect(defaultTemplate).toMatch(ARABIC);
    expect(defaultTemplate).toContain('{link}');
    // Only the placeholders the contract lists.
    for (const [, name] of defaultTemplate.matchAll(/\{([^{}]*)\}/g)) {
      expect(['customer', 'ref', 'total', 'validUntil', 'link']).toContain(name);
    }
    expect(await storedRow(org.company.id)).toBeUndefined();
  });

  it('a quote issued under the defaults adds 15 % on top, no delivery, and is valid 48 hours', async () => {
    const order = await placeOrder(t, key);
    const issuedAt = t.clock.now().getTime();
    // 2 × 100.00 + 1 × 50.00 = 250.00; VAT 37.50; total 287.50.
    const issued = await issue(t, org.agent.token, order._id, priced(order, 100, 50));
    const [quote] = issued.quotes;
    expect(quote?.totals).toEqual({
      subtotalHalalas: 25000,
      deliveryHalalas: 0,
      vatHalalas: 3750,
      totalHalalas: 28750,
      vatRateBasisPoints: 1500,
      pricesIncludeVat: false,
    });
    expect(Date.parse(quote!.validUntil)).toBe(issuedAt + 48 * HOUR);
    expect(issued.chatMessage).toContain(tokenOf(issued.link));
  });
});

describe('saving', () => {
  it('the admin saves every field and reads back exactly what was saved', async () => {
    const body = {
      vatRateBasisPoints: 550,
      vatNumber: ' 310123456700003 ',
      pricesIncludeVat: true,
      validityHours: 72,
      deliveryFee: 12.5,
      terms: 'الأسعار لا تشمل التركيب، والضمان حسب المصنع',
      messageTemplate: 'أهلًا {customer}، عرض الطلب {ref} بمبلغ {total} حتى {validUntil}: {link}',
      commercialRegistration: '1010987654',
      contactPhone: '0112345678',
      whatsappPhone: '+966 55 123 4567',
    };
    const saved = await save(org.company.token, body);
    const expected: TermsBody = {
      vatRateBasisPoints: 550,
      vatNumber: '310123456700003',
      pricesIncludeVat: true,
      validityHours: 72,
      deliveryFee: 12.5,
      terms: body.terms,
      messageTemplate: body.messageTemplate,
      defaultMessageTemplate: defaultTemplate,
      commercialRegistration: '1010987654',
      contactPhone: '+966112345678',
      whatsappPhone: '+966551234567',
    };
    expect(saved).toEqual(expected);
    expect(await termsOf(org.company.token)).toEqual(expected);

    // A second save replaces the first.
    const again = await save(org.company.token, {
      ...body,
      vatRateBasisPoints: 0,
      vatNumber: '',
      deliveryFee: 0,
      terms: '',
      commercialRegistration: '',
      contactPhone: null,
    });
    expect(again).toMatchObject({
      vatRateBasisPoints: 0,
      vatNumber: null,
      deliveryFee: 0,
      terms: null,
      commercialRegistration: null,
      contactPhone: null,
      whatsappPhone: '+966551234567',
    });
    expect(await termsOf(org.company.token)).toEqual(again);
    await save(org.company.token, { ...DEFAULT_UPDATE, whatsappPhone: null });
  });

  it('each bad value answers 400 naming the field in Arabic, and nothing is stored', async () => {
    const good = {
      vatRateBasisPoints: 1000,
      vatNumber: '300000000000003',
      pricesIncludeVat: false,
      validityHours: 24,
      deliveryFee: 7.25,
      terms: 'شروط محفوظة',
      messageTemplate: 'العرض {ref}: {link}',
    };
    const kept = await save(org.company.token, good);
    const row = await storedRow(org.company.id);
    t.clock.advance(60);

    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ['VAT number of 14 digits', { vatNumber: '30000000000003' }, 'vatNumber', /الرقم الضريبي/],
      ['VAT number of 16 digits', { vatNumber: '3000000000000003' }, 'vatNumber', /الرقم الضريبي/],
      [
        'VAT number not starting with 3',
        { vatNumber: '100000000000003' },
        'vatNumber',
        /الرقم الضريبي/,
      ],
      [
        'VAT number not ending with 3',
        { vatNumber: '300000000000001' },
        'vatNumber',
        /الرقم الضريبي/,
      ],
      ['VAT number with a letter', { vatNumber: '30000000000A003' }, 'vatNumber', /الرقم الضريبي/],
      [
        'rate that is no whole number of basis points',
        { vatRateBasisPoints: 1512.5 },
        'vatRateBasisPoints',
        /نسبة الضريبة/,
      ],
      ['rate above 100 %', { vatRateBasisPoints: 10001 }, 'vatRateBasisPoints', /نسبة الضريبة/],
      ['rate of 150 %', { vatRateBasisPoints: 15000 }, 'vatRateBasisPoints', /نسبة الضريبة/],
      ['negative rate', { vatRateBasisPoints: -1 }, 'vatRateBasisPoints', /نسبة الضريبة/],
      ['rate as a text', { vatRateBasisPoints: '1500' }, 'vatRateBasisPoints', /نسبة الضريبة/],
      ['delivery fee with 3 decimals', { deliveryFee: 10.555 }, 'deliveryFee', /رسوم التوصيل/],
      [
        'template without {link}',
        { messageTemplate: 'مرحبًا {customer}' },
        'messageTemplate',
        /الرسالة/,
      ],
      [
        'template with an unknown placeholder',
        { messageTemplate: 'مرحبًا {name}، العرض هنا {link}' },
        'messageTemplate',
        /\{name\}/,
      ],
      [
        'template with a misspelt placeholder',
        { messageTemplate: 'مرحبًا {Customer}: {link}' },
        'messageTemplate',
        /\{Customer\}/,
      ],
    ];
    for (const [what, change, field, names] of cases) {
      const refused = await saveTerms(org.company.token, { ...good, ...change });
      expect(refused.statusCode, what).toBe(400);
      const error = refused.json<FieldErrorBody>();
      expect(error.message, what).toMatch(ARABIC);
      expect(error.message, what).toMatch(names);
      expect(
        error.errors?.map((e) => e.field),
        what,
      ).toEqual([field]);
    }
    // Several bad values at once: each named, still nothing stored.
    const several = await saveTerms(org.company.token, {
      ...good,
      vatNumber: '123',
      deliveryFee: 1.001,
      messageTemplate: 'بلا رابط',
    });
    expect(several.statusCode).toBe(400);
    expect(
      several
        .json<FieldErrorBody>()
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['deliveryFee', 'messageTemplate', 'vatNumber']);

    expect(await termsOf(org.company.token)).toEqual(kept);
    expect(await storedRow(org.company.id)).toEqual(row);
    await save(org.company.token, DEFAULT_UPDATE);
  });

  it('an empty or null template restores the default message', async () => {
    for (const reset of ['', '   ', null]) {
      await save(org.company.token, { ...DEFAULT_UPDATE, messageTemplate: 'عرضك: {link}' });
      expect((await termsOf(org.company.token)).messageTemplate).toBe('عرضك: {link}');
      const saved = await save(org.company.token, { ...DEFAULT_UPDATE, messageTemplate: reset });
      expect(saved.messageTemplate, String(reset)).toBe(defaultTemplate);
      expect((await termsOf(org.company.token)).messageTemplate).toBe(defaultTemplate);
    }
    // The quotes' chat message is the default one again.
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, priced(order, 10, 10));
    expect(issued.chatMessage).toMatch(/^مرحبًا محمد، عرض سعر طلبك /);
  });
});

describe('who may read and set them', () => {
  it('manager, employee and superadmin get 403; nobody signed in gets 401, whatever the body', async () => {
    await save(org.company.token, { ...DEFAULT_UPDATE, vatRateBasisPoints: 1200 });
    const before = await storedRow(org.company.id);
    const valid = { ...DEFAULT_UPDATE, vatRateBasisPoints: 100 };
    const invalid = { vatRateBasisPoints: 'fifteen', deliveryFee: -1, extra: true };
    for (const token of [org.manager.token, org.agent.token, superadmin]) {
      expect((await readTerms(token)).statusCode).toBe(403);
      expect((await saveTerms(token, valid)).statusCode).toBe(403);
      expect((await saveTerms(token, invalid)).statusCode).toBe(403);
    }
    for (const body of [valid, invalid, undefined]) {
      expect((await saveTerms(undefined, body)).statusCode).toBe(401);
    }
    expect((await t.api.get('/api/v1/quote-terms')).statusCode).toBe(401);
    expect(
      (await saveTerms('not-a-token', invalid)).statusCode,
      'an invalid session with an invalid body',
    ).toBe(401);
    expect(await storedRow(org.company.id)).toEqual(before);
    expect((await termsOf(org.company.token)).vatRateBasisPoints).toBe(1200);
    await save(org.company.token, DEFAULT_UPDATE);
  });
});

describe('whose terms they are', () => {
  it('one company’s terms never reach another company’s terms or quotes', async () => {
    await save(org.company.token, {
      vatRateBasisPoints: 500,
      vatNumber: '300000000000003',
      pricesIncludeVat: true,
      validityHours: 24,
      deliveryFee: 30,
      terms: 'شروط الشركة الأولى',
      messageTemplate: 'الشركة الأولى {link}',
    });
    const theirs = await termsOf(other.token);
    expect(theirs).toEqual({
      ...DEFAULT_UPDATE,
      messageTemplate: defaultTemplate,
      defaultMessageTemplate: defaultTemplate,
      commercialRegistration: null,
      contactPhone: null,
      whatsappPhone: null,
    });
    expect(await storedRow(other.id)).toBeUndefined();

    // The other company's quote is priced under its own (default) terms.
    const order = await placeOrder(t, otherKey);
    const issuedAt = t.clock.now().getTime();
    const issued = await issue(t, other.token, order._id, priced(order, 100, 50));
    expect(issued.quotes[0]).toMatchObject({
      totals: {
        subtotalHalalas: 25000,
        deliveryHalalas: 0,
        vatHalalas: 3750,
        totalHalalas: 28750,
        vatRateBasisPoints: 1500,
        pricesIncludeVat: false,
      },
      vatNumber: null,
      terms: null,
      validUntil: new Date(issuedAt + 48 * HOUR).toISOString(),
    });
    expect(issued.chatMessage).not.toContain('الشركة الأولى');

    // And the other company's terms stay its own when it sets them.
    await save(other.token, { ...DEFAULT_UPDATE, vatRateBasisPoints: 700 });
    expect((await termsOf(org.company.token)).vatRateBasisPoints).toBe(500);
    await save(org.company.token, DEFAULT_UPDATE);
    await save(other.token, DEFAULT_UPDATE);
  });
});

describe('when new terms apply', () => {
  it('quotes issued afterwards only: an earlier quote keeps its VAT, delivery, terms and validity', async () => {
    await save(org.company.token, { ...DEFAULT_UPDATE, terms: 'الشروط القديمة' });
    const earlier = await placeOrder(t, key);
    const firstIssuedAt = t.clock.now().getTime();
    const first = await issue(t, org.agent.token, earlier._id, priced(earlier, 100, 50));
    const offered = first.quotes[0]!;
    expect(offered.totals.totalHalalas).toBe(28750);

    t.clock.advance(3600);
    await save(org.company.token, {
      vatRateBasisPoints: 500,
      vatNumber: '311111111111113',
      pricesIncludeVat: true,
      validityHours: 6,
      deliveryFee: 20,
      terms: 'الشروط الجديدة',
      messageTemplate: null,
    });

    // The earlier quote, as staff and the customer read it, is what was offered.
    const staffView = await t.api.get(`/api/v1/orders/${earlier._id}/quotes`, {
      token: org.agent.token,
    });
    expect(staffView.json<{ quotes: unknown[] }>().quotes[0]).toMatchObject({
      version: 1,
      totals: offered.totals,
      validUntil: new Date(firstIssuedAt + 48 * HOUR).toISOString(),
      vatNumber: null,
      terms: 'الشروط القديمة',
    });
    const customerView = await readPublic(t, tokenOf(first.link));
    expect(customerView.json()).toMatchObject({
      totals: offered.totals,
      validUntil: offered.validUntil,
      vatNumber: null,
      terms: 'الشروط القديمة',
    });

    // A quote issued now follows the new terms: prices include 5 % VAT, 20.00 delivery, 6 hours.
    const later = await placeOrder(t, key);
    const laterIssuedAt = t.clock.now().getTime();
    const second = await issue(t, org.agent.token, later._id, priced(later, 100, 50));
    // Base 250.00 + 20.00 = 270.00, of which VAT 270 × 5/105 = 12.857… → 12.86.
    expect(second.quotes[0]).toMatchObject({
      totals: {
        subtotalHalalas: 25000,
        deliveryHalalas: 2000,
        vatHalalas: 1286,
        totalHalalas: 27000,
        vatRateBasisPoints: 500,
        pricesIncludeVat: true,
      },
      validUntil: new Date(laterIssuedAt + 6 * HOUR).toISOString(),
    });

    // Pricing the earlier order again issues a version under the new terms; version 1 keeps its own.
    const repriced = await issue(t, org.agent.token, earlier._id, priced(earlier, 100, 50));
    expect(
      repriced.quotes.map((q) => [q.version, q.totals.vatRateBasisPoints, q.totals.totalHalalas]),
    ).toEqual([
      [2, 500, 27000],
      [1, 1500, 28750],
    ]);
    await save(org.company.token, DEFAULT_UPDATE);
  });
});
