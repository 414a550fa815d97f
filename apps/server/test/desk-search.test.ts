import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  issueIntegrationKey,
  placeOrder,
  priceAll,
  priceRequest,
  type OrderBody,
} from './support/order-fixtures.js';
import {
  createAgent,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

/**
 * The order list's search and filters as the pricing desk uses them: the search box matches
 * every text of an order as a substring, however its Arabic is written (letter forms, tatweel,
 * diacritics, Arabic-Indic digits, spaces inside names) and whatever a phone looks like; `%` and `_` are plain
 * characters; days of arrival are Riyadh days; branch, section and claim tabs narrow the list;
 * the export honours the same filters; and nothing of another company is ever found.
 */

interface ErrorBody {
  code: string;
  message: string;
  errors?: { field: string }[];
}

let t: TestApp;
let superadmin: string;
/** Company A: the search fixtures and a second section and branch. */
let a: Org;
let keyA: string;
let b: Org;
let keyB: string;
let sectionTwo: string;
let branchTwo: string;
let branchTwoSection: string;
let branchTwoManager: string;

/** The search fixtures of company A, by name. */
const s = {} as Record<'s1' | 's2' | 's3' | 's4' | 's5' | 's6' | 's7', OrderBody>;
/** Orders of A outside its first section. */
let inSectionTwo: OrderBody;
let inBranchTwo: OrderBody;
/** Company B's order, written to match many of A's searches. */
let foreign: OrderBody;

const phone = (number: string) => ({ dialCode: '+966', number });

function shaped(
  sectionId: string,
  client: [string, string],
  vehicle: [string, string, number, string?],
  pieces: [string, string?, string?][],
): Record<string, unknown> {
  return {
    sectionId,
    client: { name: client[0], phone: phone(client[1]) },
    vehicle: {
      mark: vehicle[0],
      model: vehicle[1],
      year: vehicle[2],
      ...(vehicle[3] ? { chassis: vehicle[3] } : {}),
    },
    pieces: pieces.map(([nameAr, nameEn, serial]) => ({
      nameAr,
      ...(nameEn ? { nameEn } : {}),
      ...(serial ? { serial } : {}),
      quantity: 1,
    })),
  };
}

/** An order none of the searches below should find. */
function plain(sectionId: string, n: number): Record<string, unknown> {
  return shaped(
    sectionId,
    [`عميل رقم ${n}`, `05900000${String(n).padStart(2, '0')}`],
    ['مرسيدس', `سي ${n}`, 2015],
    [[`حساس رقم ${n}`]],
  );
}

const START = new Date('2025-03-10T09:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({
    // The clock moves by days in the date filters' tests: sessions outlive it.
    env: { ACCESS_TOKEN_TTL: '30d' },
    clock: new TestClock(START),
  });
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  a = await createOrg(t, superadmin);
  b = await createOrg(t, superadmin);
  keyA = await issueIntegrationKey(t, a.company.token);
  keyB = await issueIntegrationKey(t, b.company.token);
  sectionTwo = await createSection(t, a.company.token, {
    branchId: a.branchId,
    sectionName: 'قسم الكهرباء',
  });
  const second = await createManagedBranch(t, a.company.token, 'فرع جدة');
  branchTwo = second.branchId;
  branchTwoManager = (await signIn(t, second.manager.phone)).accessToken;
  branchTwoSection = await createSection(t, a.company.token, {
    branchId: branchTwo,
    sectionName: 'قسم جدة',
  });

  const one = a.sectionId;
  s.s1 = await placeOrder(
    t,
    keyA,
    shaped(
      one,
      ['عبدالرحمن الشهري', '0551234567'],
      ['تويوتا', 'لاندكروزر', 2018, 'JTMHV05J604123456'],
      [['إطار احتياطي', 'Spare Tyre', '04465-33450']],
    ),
  );
  s.s2 = await placeOrder(
    t,
    keyA,
    shaped(
      one,
      ['فاطمة الزهراء', '0569876543'],
      ['هيونداي', 'سوناتا', 2020, 'KMHE341DBLA000777'],
      [['اطار أمامي', 'Front tire', '52910-3S000']],
    ),
  );
  s.s3 = await placeOrder(
    t,
    keyA,
    shaped(
      one,
      ['خالد العمري', '0531112222'],
      ['نيسان', 'باترول', 2021, 'JN1TANY62U0112233'],
      [
        ['مضخة مياه', 'Water pump', '21010-VB025'],
        ['مقوى الفرامل', 'Brake booster', 'AB%CD-7'],
      ],
    ),
  );
  s.s4 = await placeOrder(
    t,
    keyA,
    shaped(
      one,
      ['سلمى الحربي', '0542223333'],
      ['كيا', 'سبورتاج', 2019, 'KNDPM3AC8K7500001'],
      [
        ['طرمبه بنزين', 'Fuel pump', 'ABXCD-7'],
        ['كرسي السائق', 'Driver seat', 'QQ_ZZ'],
      ],
    ),
  );
  s.s5 = await placeOrder(
    t,
    keyA,
    shaped(
      one,
      ['ماجد القحطاني', '0504445555'],
      ['فورد', 'اكسبلورر', 2022, '1FM5K8GC0NGA12345'],
      [
        ['فلـتر هواء', 'Air filter', 'QQAZZ'],
        ['فِلْتَر ديزل', 'Diesel filter', '90915-YZZE1'],
      ],
    ),
  );
  s.s6 = await placeOrder(
    t,
    keyA,
    shaped(
      one,
      ['نورة السبيعي', '0567778888'],
      ['تويوتا', 'كامري', 2017, '4T1BF1FK5HU700001'],
      [['فلتر مكيف', 'Cabin filter']],
    ),
  );
  // The same name as s1's client, written with a space inside it.
  s.s7 = await placeOrder(
    t,
    keyA,
    shaped(
      one,
      ['عبد الرحمن العتيبي', '0522224444'],
      ['شيفروليه', 'تاهو', 2016, '1GNSKBKC4GR000321'],
      [['بطارية', 'Battery']],
    ),
  );
  inSectionTwo = await placeOrder(t, keyA, plain(sectionTwo, 1));
  inBranchTwo = await placeOrder(t, keyA, plain(branchTwoSection, 2));
  foreign = await placeOrder(
    t,
    keyB,
    shaped(
      b.sectionId,
      ['يوسف الدوسري', '0551999999'],
      ['بورشه', 'كايين', 2023, 'WP1ZZZ9PZ8LA00001'],
      [
        ['زيت قير', 'Gear oil', 'PX-991'],
        ['فلتر اطار مضخة', 'Spare pump tyre filter', 'AB%CD-QQ_ZZ'],
      ],
    ),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function listUrl(query: Record<string, string>): string {
  return `/api/v1/orders/?${new URLSearchParams({ limit: '30', ...query }).toString()}`;
}

/** The ids the list answers (one page of 30 holds every order of these tests). */
async function found(token: string, query: Record<string, string>): Promise<string[]> {
  const answer = await t.api.get(listUrl(query), { token });
  expect(answer.statusCode, `${JSON.stringify(query)}: ${answer.body}`).toBe(200);
  return answer.json<{ orders: OrderBody[] }>().orders.map((o) => o._id);
}

const ids = (...orders: OrderBody[]): string[] => orders.map((o) => o._id).sort();
const sorted = (list: string[]): string[] => [...list].sort();

/** The data rows of the export for the same filters (the heading line left out). */
async function exportedRows(token: string, query: Record<string, string>): Promise<string[]> {
  const qs = new URLSearchParams(query).toString();
  const answer = await t.api.get(`/api/v1/orders/exports/${qs ? `?${qs}` : ''}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  const lines = answer.body
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0);
  return lines.slice(1);
}

describe('the search box', () => {
  const cases: [string, string, (keyof typeof s)[]][] = [
    ['the order reference, in lower case', 'REF:s1', ['s1']],
    ['part of the client’s name', 'الشهري', ['s1']],
    ['the client’s name typed with ه for ة', 'فاطمه', ['s2']],
    ['the phone as stored (0551…)', '0551', ['s1']],
    ['the phone with the country code (966551…)', '966551', ['s1']],
    ['the phone as +966 55 1… with spaces', '+966 55 1', ['s1']],
    ['the phone with spaces inside', '055 123 45', ['s1']],
    ['the phone in Arabic-Indic digits', '٠٥٥١', ['s1']],
    ['the international phone in Arabic-Indic digits', '٩٦٦٥٥١', ['s1']],
    ['part of the VIN in capitals', 'JTMHV05J6', ['s1']],
    ['part of the VIN in small letters', 'jtmhv05j6', ['s1']],
    ['the make', 'تويوتا', ['s1', 's6']],
    ['the model', 'لاندكروزر', ['s1']],
    ['make and model together', 'هيونداي سوناتا', ['s2']],
    ['a part’s Arabic name', 'احتياطي', ['s1']],
    ['a part’s English name, any case', 'PUMP', ['s3', 's4']],
    ['a part’s English name, several words', 'spare tyre', ['s1']],
    ['a part number with letters', '21010-vb025', ['s3']],
    ['the end of a part number', 'yzze1', ['s5']],
    ['a part number of digits', '52910', ['s2']],
    ['a part number of digits and a dash, as written', '04465-33450', ['s1']],
    // Arabic letter forms, both ways.
    ['stored إطار by اطار', 'اطار', ['s1', 's2']],
    ['stored اطار by إطار', 'إطار', ['s1', 's2']],
    ['أطار and آطار alike', 'أطار', ['s1', 's2']],
    ['stored ة by ه', 'مضخه', ['s3']],
    ['stored ه by ة', 'طرمبة', ['s4']],
    ['stored ى by ي', 'مقوي', ['s3']],
    ['stored ي by ى', 'كرسى', ['s4']],
    ['tatweel typed', 'فلـــتر', ['s5', 's6']],
    ['diacritics typed', 'فِلْتَر', ['s5', 's6']],
    ['plain text finds stored tatweel and diacritics', 'فلتر', ['s5', 's6']],
    // LIKE's wildcards are plain characters.
    ['a % in the term', 'AB%CD', ['s3']],
    ['a lone %', '%', ['s3']],
    ['an _ in the term', 'QQ_ZZ', ['s4']],
    ['a lone _', '_', ['s4']],
    // Spaces inside a name do not matter, either way.
    ['a name written together finds it spaced too', 'عبدالرحمن', ['s1', 's7']],
    ['a name written spaced finds it together too', 'عبد الرحمن', ['s1', 's7']],
    ['a name spaced twice, with other letter forms', 'عبد  الرحمن العتيبى', ['s7']],
    ['a surname joined to the name', 'عبدالرحمنالشهري', ['s1']],
    ['a spaced name with ة typed as ه', 'فاطمه الزهراء', ['s2']],
    ['a part’s name typed without its space', 'مضخةمياه', ['s3']],
    ['nothing at all', 'لا يوجد شيء كهذا', []],
  ];
  for (const [name, term, expected] of cases) {
    it(`matches ${name}: "${term}"`, async () => {
      const search = term === 'REF:s1' ? s.s1.orderRef.toLowerCase() : term;
      const listed = await found(a.company.token, { search });
      expect(sorted(listed)).toEqual(ids(...expected.map((k) => s[k])));
    });
  }

  it('a name with or without its space is looked up through the trigram index', async () => {
    // The repository's condition (orders.repository.ts, searchCondition) for a spaced name; with
    // sequential scans priced out, a plan that can use the index shows it.
    for (const term of ['%عبد الرحمن%', '%عبدالرحمن%']) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<Record<string, string>>(
          await tx.execute(
            sql`explain select id from orders where replace(search_text, ' ', '') like replace(taseer_fold(${term}), ' ', '')`,
          ),
        );
      });
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
      expect(text, term).toContain('orders_search_compact_trgm_idx');
    }
  });

  it('finds the same for the branch manager and the section’s employee as for the company', async () => {
    for (const term of ['اطار', '0551', 'فلـــتر', 'PUMP']) {
      const forCompany = sorted(await found(a.company.token, { search: term }));
      expect(sorted(await found(a.manager.token, { search: term })), term).toEqual(forCompany);
      expect(sorted(await found(a.agent.token, { search: term })), term).toEqual(forCompany);
    }
  });

  it('never finds another company’s order, however well the term matches it', async () => {
    // Company B's order matches all of these; company A's people find only A's own orders.
    const terms: [string, (keyof typeof s)[]][] = [
      ['بورشه', []],
      ['يوسف الدوسري', []],
      ['0551999999', []],
      ['PX-991', []],
      ['0551', ['s1']],
      ['اطار', ['s1', 's2']],
      ['AB%CD', ['s3']],
    ];
    for (const [term, expected] of terms) {
      for (const token of [a.company.token, a.manager.token, a.agent.token]) {
        expect(sorted(await found(token, { search: term })), term).toEqual(
          ids(...expected.map((k) => s[k])),
        );
      }
      expect(await exportedRows(a.company.token, { search: term }), term).toHaveLength(
        expected.length,
      );
    }
    // Company B finds its own.
    expect(await found(b.company.token, { search: 'بورشه' })).toEqual([foreign._id]);
    expect(await found(b.agent.token, { search: '0551' })).toEqual([foreign._id]);
    // The superadmin reads every company.
    expect(sorted(await found(superadmin, { search: 'اطار' }))).toEqual(
      sorted([s.s1._id, s.s2._id, foreign._id]),
    );
  });
});

describe('what the search box matches stays true to what the list shows', () => {
  let c: Org;
  let keyC: string;

  beforeAll(async () => {
    c = await createOrg(t, superadmin);
    keyC = await issueIntegrationKey(t, c.company.token);
  });

  it('finds an order by the client name and car it shows, after a later order updated them', async () => {
    const chassis = 'ZACCJBBT5FPB12345';
    const customer = '0581230000';
    const earlier = await placeOrder(
      t,
      keyC,
      shaped(c.sectionId, ['أحمد', customer], ['جيب', 'رانجلر', 2020, chassis], [['حساس ضغط']]),
    );
    // The bot learns the customer's full name and the car's trim on the next conversation.
    const later = await placeOrder(
      t,
      keyC,
      shaped(
        c.sectionId,
        ['أحمد الزهراني', customer],
        ['جيب', 'رانجلر روبيكون', 2020, chassis],
        [['مساعدات خلفية']],
      ),
    );
    const shown = await t.api.get(`/api/v1/orders/${earlier._id}`, { token: c.company.token });
    const row = shown.json<{ order: OrderBody }>().order;
    expect(row.clientName).toBe('أحمد الزهراني');
    expect(row.vehicleId.model).toBe('رانجلر روبيكون');

    expect
      .soft(sorted(await found(c.company.token, { search: 'الزهراني' })), 'the name shown')
      .toEqual(ids(earlier, later));
    expect
      .soft(sorted(await found(c.company.token, { search: 'روبيكون' })), 'the model shown')
      .toEqual(ids(earlier, later));
  });

  it('a backslash in the term is a plain character, in the list and the export', async () => {
    const order = await placeOrder(
      t,
      keyC,
      shaped(
        c.sectionId,
        ['هند', '0581230001'],
        ['مازدا', 'CX-9', 2018],
        [['وصلة', 'Joint', 'R\\T-9']],
      ),
    );
    for (const term of ['R\\T', '\\', 'r\\t-9']) {
      expect(await found(c.company.token, { search: term }), term).toEqual([order._id]);
      expect(await exportedRows(c.company.token, { search: term }), term).toHaveLength(1);
    }
    expect(await found(c.company.token, { search: 'R\\\\T' })).toEqual([]);
  });
});

describe('branch and section filters', () => {
  it('narrow the list to a branch or a section of the company', async () => {
    const sectionOne = ids(s.s1, s.s2, s.s3, s.s4, s.s5, s.s6, s.s7);
    expect(sorted(await found(a.company.token, { branchId: a.branchId }))).toEqual(
      sorted([...sectionOne, inSectionTwo._id]),
    );
    expect(await found(a.company.token, { branchId: branchTwo })).toEqual([inBranchTwo._id]);
    expect(sorted(await found(a.company.token, { sectionId: a.sectionId }))).toEqual(sectionOne);
    expect(await found(a.company.token, { sectionId: sectionTwo })).toEqual([inSectionTwo._id]);
    expect(await found(a.company.token, { sectionId: branchTwoSection })).toEqual([
      inBranchTwo._id,
    ]);
    expect(
      sorted(await found(a.company.token, { sectionId: a.sectionId, search: 'فلتر' })),
    ).toEqual(ids(s.s5, s.s6));
    // A section of another branch than the one asked for: nothing.
    expect(await found(a.company.token, { branchId: branchTwo, sectionId: sectionTwo })).toEqual(
      [],
    );
  });

  it('a branch or section of another company answers an empty list, not its orders', async () => {
    for (const token of [a.company.token, a.manager.token, a.agent.token]) {
      expect(await found(token, { branchId: b.branchId })).toEqual([]);
      expect(await found(token, { sectionId: b.sectionId })).toEqual([]);
    }
    expect(await exportedRows(a.company.token, { branchId: b.branchId })).toEqual([]);
    // B's own company sees it there.
    expect(await found(b.company.token, { branchId: b.branchId })).toEqual([foreign._id]);
  });

  it('a branch or section outside a manager’s or employee’s reach answers an empty list', async () => {
    expect(await found(a.manager.token, { branchId: branchTwo })).toEqual([]);
    expect(await found(a.manager.token, { sectionId: branchTwoSection })).toEqual([]);
    expect(await found(a.agent.token, { sectionId: sectionTwo })).toEqual([]);
    expect(await found(branchTwoManager, { branchId: branchTwo })).toEqual([inBranchTwo._id]);
    expect(await found(branchTwoManager, { branchId: a.branchId })).toEqual([]);
  });

  it('the export counts the same rows as the list', async () => {
    const queries: Record<string, string>[] = [
      { search: 'اطار' },
      { search: '%' },
      { search: '+966 55 1' },
      { search: "O'Brien" },
      { sectionId: sectionTwo },
      { branchId: a.branchId },
      { branchId: branchTwo, search: 'حساس' },
      { sectionId: a.sectionId, search: 'فلـــتر' },
    ];
    for (const query of queries) {
      const listed = await found(a.company.token, query);
      const rows = await exportedRows(a.company.token, query);
      expect(rows, JSON.stringify(query)).toHaveLength(listed.length);
    }
    const rows = await exportedRows(a.company.token, { search: 'اطار' });
    for (const order of [s.s1, s.s2]) {
      expect(rows.filter((row) => row.includes(order.orderRef))).toHaveLength(1);
    }
  });
});

describe('the claim tabs', () => {
  let queue: Org;
  let colleagueToken: string;
  let colleagueId: string;
  const q = {} as Record<
    'mine' | 'assigned' | 'priced' | 'canceled' | 'free' | 'released',
    OrderBody
  >;

  beforeAll(async () => {
    queue = await createOrg(t, superadmin);
    const key = await issueIntegrationKey(t, queue.company.token);
    const colleague = await createAgent(t, queue.company.token, queue.sectionId);
    colleagueId = colleague.id;
    colleagueToken = (await signIn(t, colleague.phone)).accessToken;
    for (const name of ['mine', 'assigned', 'priced', 'canceled', 'free', 'released'] as const) {
      q[name] = await placeOrder(t, key, plain(queue.sectionId, 10));
      t.clock.advance(1);
    }
    const claim = (token: string, id: string) =>
      t.api.request({ method: 'POST', url: `/api/v1/orders/${id}/claim`, token, body: {} });
    expect((await claim(queue.agent.token, q.mine._id)).statusCode).toBe(200);
    const assigned = await t.api.request({
      method: 'PUT',
      url: `/api/v1/orders/${q.assigned._id}/assignee`,
      token: queue.manager.token,
      body: { userId: colleagueId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(
      (await priceRequest(t, queue.manager.token, q.priced, priceAll(q.priced))).statusCode,
    ).toBe(200);
    expect((await cancelRequest(t, queue.manager.token, q.canceled._id)).statusCode).toBe(200);
    expect((await claim(queue.agent.token, q.released._id)).statusCode).toBe(200);
    const released = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/orders/${q.released._id}/claim`,
      token: queue.agent.token,
    });
    expect(released.statusCode).toBe(200);
  });

  it('mine: what the caller holds, claimed, assigned or priced by it', async () => {
    expect(await found(queue.agent.token, { claim: 'mine' })).toEqual([q.mine._id]);
    expect(await found(colleagueToken, { claim: 'mine' })).toEqual([q.assigned._id]);
    expect(await found(queue.manager.token, { claim: 'mine' })).toEqual([q.priced._id]);
    expect(await found(queue.company.token, { claim: 'mine' })).toEqual([]);
    expect(await found(queue.agent.token, { claim: 'mine', status: 'completed' })).toEqual([]);
    expect(await exportedRows(queue.agent.token, { claim: 'mine' })).toHaveLength(1);
  });

  it('unclaimed: pending orders nobody holds', async () => {
    for (const token of [queue.company.token, queue.manager.token, queue.agent.token]) {
      expect(sorted(await found(token, { claim: 'unclaimed' }))).toEqual(ids(q.free, q.released));
    }
    expect(await found(queue.company.token, { claim: 'unclaimed', status: 'canceled' })).toEqual(
      [],
    );
    expect(await exportedRows(queue.company.token, { claim: 'unclaimed' })).toHaveLength(2);
  });

  it('all (and no tab): every order, as without the filter', async () => {
    const every = ids(...Object.values(q));
    expect(sorted(await found(queue.company.token, { claim: 'all' }))).toEqual(every);
    expect(sorted(await found(queue.company.token, {}))).toEqual(every);
    expect(await exportedRows(queue.company.token, { claim: 'all' })).toHaveLength(every.length);
  });
});

describe('days of arrival and the order of the list', () => {
  let dated: Org;
  /** Arrived (Riyadh): 10 March 12:00, 11 March 23:59, 12 March 00:01, 13 March 15:00. */
  const d: OrderBody[] = [];

  function moveTo(iso: string): void {
    const seconds = (new Date(iso).getTime() - t.clock.now().getTime()) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(0);
    t.clock.advance(seconds);
  }

  beforeAll(async () => {
    dated = await createOrg(t, superadmin);
    const key = await issueIntegrationKey(t, dated.company.token);
    for (const at of [
      '2025-03-10T09:00:00.000Z',
      '2025-03-11T20:59:00.000Z',
      '2025-03-11T21:01:00.000Z',
      '2025-03-13T12:00:00.000Z',
    ]) {
      if (t.clock.now().getTime() < new Date(at).getTime()) moveTo(at);
      d.push(await placeOrder(t, key, plain(dated.sectionId, d.length + 20)));
    }
  });

  it('from and to are Riyadh days, both included', async () => {
    const token = dated.company.token;
    const [d1, d2, d3, d4] = d.map((o) => o._id);
    expect(await found(token, { from: '2025-03-12' })).toEqual([d4, d3]);
    expect(await found(token, { to: '2025-03-11' })).toEqual([d2, d1]);
    expect(await found(token, { from: '2025-03-11', to: '2025-03-12' })).toEqual([d3, d2]);
    expect(await found(token, { from: '2025-03-10', to: '2025-03-10' })).toEqual([d1]);
    expect(await found(token, { from: '2025-03-14' })).toEqual([]);
    expect(await found(token, { to: '2025-03-09' })).toEqual([]);
    expect(await exportedRows(token, { from: '2025-03-11', to: '2025-03-12' })).toHaveLength(2);
    expect(await exportedRows(token, { from: '2025-03-12' })).toHaveLength(2);
  });

  it('a from after the to answers 400 naming to, for the list and the export', async () => {
    for (const url of [
      listUrl({ from: '2025-03-12', to: '2025-03-11' }),
      '/api/v1/orders/exports/?from=2025-03-12&to=2025-03-11',
    ]) {
      const answer = await t.api.get(url, { token: dated.company.token });
      expect(answer.statusCode, url).toBe(400);
      const error = answer.json<ErrorBody>();
      expect(error.errors?.map((e) => e.field)).toContain('to');
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('sort=oldest lists the longest wait first; newest is the default', async () => {
    const token = dated.company.token;
    const oldestFirst = d.map((o) => o._id);
    expect(await found(token, { sort: 'oldest' })).toEqual(oldestFirst);
    expect(await found(token, { sort: 'newest' })).toEqual([...oldestFirst].reverse());
    expect(await found(token, {})).toEqual([...oldestFirst].reverse());
    expect(await found(token, { sort: 'oldest', from: '2025-03-11' })).toEqual(
      oldestFirst.slice(1),
    );
  });

  it('refuses an unknown sort or claim tab (400)', async () => {
    const queries: Record<string, string>[] = [
      { sort: 'random' },
      { claim: 'theirs' },
      { from: '2025-13-01' },
    ];
    for (const query of queries) {
      const answer: ApiResponse = await t.api.get(listUrl(query), { token: dated.company.token });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
