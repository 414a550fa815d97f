import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../src/lib/csv.js';
import { signIn } from './support/auth-helpers.js';
import {
  cancelRequest,
  issueIntegrationKey,
  placeOrder,
  priceRequest,
  type OrderBody,
} from './support/order-fixtures.js';
import {
  createManagedBranch,
  createOrg,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HEADINGS = [
  'رقم الطلب',
  'تاريخ الطلب',
  'الحالة',
  'اسم العميل',
  'جوال العميل',
  'الشركة',
  'الفرع',
  'المدير',
  'القسم',
  'المركبة',
  'القطع',
  'الإجمالي (ر.س)',
  'حالة عرض السعر',
  'نسخة العرض',
  'إجمالي العرض شامل الضريبة (ر.س)',
  'الإجمالي المقبول (ر.س)',
  'حالة الدفع',
  'المدفوع (ر.س)',
  'حالة التسليم',
];

let t: TestApp;
let superadminToken: string;
let org: Org;
let other: Org;
let formula: OrderBody;
let quoted: OrderBody;
let elsewhere: OrderBody;
let foreign: OrderBody;

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
  other = await createOrg(t, superadminToken);
  const key = await issueIntegrationKey(t, org.company.token);
  const secondBranch = await createManagedBranch(t, org.company.token, 'فرع الدمام');

  t.clock.advance(60);
  formula = await placeOrder(t, key, {
    client: {
      name: '=HYPERLINK("http://evil.example","اضغط")',
      phone: { dialCode: '+966', number: '0551000001' },
    },
    vehicle: { mark: '+تويوتا', model: '-كامري', year: 2020 },
    pieces: [
      { nameAr: '@SUM(A1:A9)', quantity: 2 },
      { nameAr: '\tفلتر هواء', quantity: 1 },
    ],
    sectionId: org.sectionId,
  });
  t.clock.advance(60);
  quoted = await placeOrder(t, key, {
    client: { name: 'ورشة "النجم"، فرع 2', phone: { dialCode: '+966', number: '0551000002' } },
    vehicle: { mark: 'هيونداي', model: 'توسان', year: 2019, chassis: 'KMHJ381ABKU123456' },
    pieces: [{ nameAr: 'بواجي', nameEn: 'Spark plugs', quantity: 4 }],
    sectionId: org.sectionId,
  });
  const priced = await priceRequest(t, org.agent.token, quoted, [
    { id: quoted.pieces[0]?._id ?? '', price: 37.25 },
  ]);
  expect(priced.statusCode).toBe(200);
  t.clock.advance(60);
  elsewhere = await placeOrder(t, key, {
    client: { name: 'ماجد العنزي', phone: { dialCode: '+966', number: '0551000003' } },
    branchId: secondBranch.branchId,
  });
  expect((await cancelRequest(t, org.company.token, elsewhere._id)).statusCode).toBe(200);
  t.clock.advance(60);
  foreign = await placeOrder(t, await issueIntegrationKey(t, other.company.token), {
    client: { name: 'عميل شركة أخرى', phone: { dialCode: '+966', number: '0551000004' } },
  });
});

afterAll(async () => {
  await t?.close();
});

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quotedCell = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quotedCell) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quotedCell = false;
      else cell += c;
    } else if (c === '"') quotedCell = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

async function exported(token: string, query = '') {
  const answer = await t.api.get(`/api/v1/orders/exports/${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

describe('orders.csv', () => {
  it('is a UTF-8 file with a byte order mark, Arabic headings and one row per order', async () => {
    const answer = await exported(org.company.token);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(HEADINGS);
    // Newest first, the company's three orders and not the other company's.
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      elsewhere.orderRef,
      quoted.orderRef,
      formula.orderRef,
    ]);
  });

  it('holds the order, client, place, vehicle, pieces and total of each row', async () => {
    const rows = parseCsv((await exported(org.company.token)).body.slice(1));
    const row = rows.find((r) => r[0] === quoted.orderRef);
    expect(row).toEqual([
      quoted.orderRef,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'مكتمل',
      'ورشة "النجم"، فرع 2',
      '0551000002 (+966)',
      `شركة ${org.company.phone.number}`,
      'فرع الرياض',
      `موظف ${org.manager.phone.number}`,
      'قسم المحركات',
      'هيونداي توسان 2019 KMHJ381ABKU123456',
      'بواجي × 4 (37.25)',
      '149.00',
      // Priced through the specification's call: version 1, 15 % on top, not shared yet.
      'جاهز للإرسال',
      '1',
      '171.35',
      '',
      // Not accepted: no money and no handover yet.
      '',
      '',
      '',
    ]);
    const canceled = rows.find((r) => r[0] === elsewhere.orderRef);
    expect(canceled?.[2]).toBe('ملغي');
    expect(canceled?.[6]).toBe('فرع الدمام');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const rows = parseCsv((await exported(org.company.token)).body.slice(1));
    const row = rows.find((r) => r[0] === formula.orderRef) ?? [];
    expect(row[2]).toBe('قيد المراجعة');
    expect(row[3]).toBe(`'=HYPERLINK("http://evil.example","اضغط")`);
    expect(row[9]).toBe(`'+تويوتا -كامري 2020`);
    // The bot's texts are trimmed on the way in; the tab case is the neutraliser's own.
    expect(row[10]).toBe(`'@SUM(A1:A9) × 2 | فلتر هواء × 1`);
    expect(csvCell('\t=1+1')).toBe(`'\t=1+1`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('-5')).toBe(`'-5`);
    expect(csvCell('عادي')).toBe('عادي');
    for (const cell of rows.slice(1).flat()) {
      expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('follows the caller’s scope', async () => {
    const refsFor = async (token: string) =>
      parseCsv((await exported(token)).body.slice(1))
        .slice(1)
        .map((r) => r[0])
        .sort();
    expect(await refsFor(org.agent.token)).toEqual([formula.orderRef, quoted.orderRef].sort());
    expect(await refsFor(org.manager.token)).toEqual([formula.orderRef, quoted.orderRef].sort());
    expect(await refsFor(other.company.token)).toEqual([foreign.orderRef]);
    const all = await refsFor(superadminToken);
    expect(all).toHaveLength(4);
  });

  it('follows the list’s filters', async () => {
    const refs = async (query: string) =>
      parseCsv((await exported(org.company.token, query)).body.slice(1))
        .slice(1)
        .map((r) => r[0]);
    expect(await refs('?status=completed')).toEqual([quoted.orderRef]);
    expect(await refs('?status=pending')).toEqual([formula.orderRef]);
    expect(await refs(`?search=${encodeURIComponent('ماجد')}`)).toEqual([elsewhere.orderRef]);
    expect(await refs('?status=completed&search=0551000003')).toEqual([]);
    // Nothing matches: the headings alone.
    const empty = parseCsv((await exported(org.company.token, '?search=zzzz')).body.slice(1));
    expect(empty).toEqual([HEADINGS]);
  });

  it('refuses a wrong filter (400) and a caller without a token (401)', async () => {
    const bad = await t.api.get('/api/v1/orders/exports/?status=done', {
      token: org.company.token,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.api.get('/api/v1/orders/exports/');
    expect(anonymous.statusCode).toBe(401);
  });
});
