import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiQuestions, aiTasks } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  createManagedBranch,
  createManager,
  createOrg,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface AiConfig {
  task: { _id: string; content: string; branchId: string | null }[];
  questions: {
    _id: string;
    title: string;
    question: string;
    answer: string;
    branchId: string | null;
  }[];
}

let t: TestApp;
let superadminToken: string;
/** Company A with a branch (manager, section, employee); company B likewise. */
let a: Org;
let b: Org;
/** A second branch of company A, with its signed-in manager. */
let otherBranch: { branchId: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  a = await createOrg(t, superadminToken);
  b = await createOrg(t, superadminToken);
  const second = await createManagedBranch(t, a.company.token, 'فرع جدة');
  otherBranch = {
    branchId: second.branchId,
    managerToken: (await signIn(t, second.manager.phone)).accessToken,
  };
});

afterAll(async () => {
  await t?.close();
});

const save = (token: string, body: unknown) =>
  t.api.request({ method: 'POST', url: '/api/v1/users/ai', body, token });
const read = async (token: string): Promise<AiConfig> => {
  const response = await t.api.request({ method: 'GET', url: '/api/v1/users/ai', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AiConfig>();
};
const remove = (token: string, taskId: string, questionId: string) =>
  t.api.request({ method: 'DELETE', url: `/api/v1/users/deleteAi/${taskId}/${questionId}`, token });

function aiOf(response: ApiResponse): AiConfig {
  return response.json<{ ai: AiConfig }>().ai;
}

/** Saves and answers the ids of what was added (the last entries of each list). */
async function add(token: string, body: { task?: string[]; questions?: string[] }) {
  const response = await save(token, {
    ...(body.task ? { task: body.task.map((content) => ({ content })) } : {}),
    ...(body.questions
      ? {
          questions: body.questions.map((title) => ({
            title,
            question: `${title}؟`,
            answer: `جواب ${title}`,
          })),
        }
      : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  const ai = aiOf(response);
  return {
    taskIds: ai.task.slice(-(body.task?.length ?? 0) || ai.task.length).map((e) => e._id),
    questionIds: ai.questions
      .slice(-(body.questions?.length ?? 0) || ai.questions.length)
      .map((e) => e._id),
  };
}

async function stored() {
  const tasks = await t.database.db.select({ id: aiTasks.id }).from(aiTasks);
  const questions = await t.database.db.select({ id: aiQuestions.id }).from(aiQuestions);
  return { tasks: tasks.length, questions: questions.length };
}

describe('saving bot content', () => {
  it("adds a manager's entries to its branch, trimmed, in the order sent, and answers them all", async () => {
    const response = await save(a.manager.token, {
      task: [{ content: '  رحب بالعميل واطلب رقم الهيكل ' }, { content: 'لا تعد بموعد تسليم' }],
      questions: [
        {
          title: ' ساعات العمل ',
          question: 'ما هي ساعات العمل؟',
          answer: 'من 9 صباحًا حتى 10 مساءً',
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('تم انشاء الذكاء الاصطناعي بنجاح');
    const ai = aiOf(response);
    expect(ai.task.map((e) => e.content)).toEqual([
      'رحب بالعميل واطلب رقم الهيكل',
      'لا تعد بموعد تسليم',
    ]);
    expect(ai.task.every((e) => e.branchId === a.branchId)).toBe(true);
    expect(ai.questions).toEqual([
      {
        _id: expect.any(String),
        title: 'ساعات العمل',
        question: 'ما هي ساعات العمل؟',
        answer: 'من 9 صباحًا حتى 10 مساءً',
        branchId: a.branchId,
      },
    ]);
    expect(await read(a.manager.token)).toEqual(ai);
  });

  it('appends a later save after what is there, keeping the earlier entries', async () => {
    const before = await read(a.manager.token);
    const response = await save(a.manager.token, { task: [{ content: 'اسأل عن سنة الصنع' }] });
    expect(response.statusCode).toBe(200);
    const after = aiOf(response);
    expect(after.task.slice(0, -1)).toEqual(before.task);
    expect(after.task.at(-1)?.content).toBe('اسأل عن سنة الصنع');
    expect(after.questions).toEqual(before.questions);
  });

  it("keeps branches apart: another branch's manager neither sees nor reaches these entries", async () => {
    const other = await read(otherBranch.managerToken);
    expect(other.task.some((e) => e.branchId === a.branchId)).toBe(false);
    await add(otherBranch.managerToken, { task: ['مهمة فرع جدة'] });
    const own = await read(a.manager.token);
    expect(own.task.map((e) => e.content)).not.toContain('مهمة فرع جدة');
  });

  it("saves a company's entries as its shared content and shows it every branch's entries", async () => {
    const response = await save(a.company.token, { task: [{ content: 'مهمة مشتركة للشركة' }] });
    expect(response.statusCode).toBe(200);
    const companyView = aiOf(response);
    const shared = companyView.task.find((e) => e.content === 'مهمة مشتركة للشركة');
    expect(shared?.branchId).toBeNull();
    const branchesSeen = new Set(companyView.task.map((e) => e.branchId));
    expect(branchesSeen).toEqual(new Set([null, a.branchId, otherBranch.branchId]));
    // The manager's screen holds its branch's entries only.
    const managerView = await read(a.manager.token);
    expect(managerView.task.every((e) => e.branchId === a.branchId)).toBe(true);
  });

  it("keeps companies apart: another company sees none of A's entries", async () => {
    const otherCompany = await read(b.company.token);
    const otherManager = await read(b.manager.token);
    expect(otherCompany).toEqual({ task: [], questions: [] });
    expect(otherManager).toEqual({ task: [], questions: [] });
  });

  it('refuses a manager that runs no branch with 409, saving nothing', async () => {
    const loose = await createManager(t, a.company.token);
    const token = (await signIn(t, loose.phone)).accessToken;
    const before = await stored();
    const response = await save(token, { task: [{ content: 'مهمة' }] });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'لست مسؤولًا عن أي فرع حاليًا، اطلب من الشركة تعيينك على فرع أولًا',
    );
    expect(await stored()).toEqual(before);
    expect(await read(token)).toEqual({ task: [], questions: [] });
  });
});

describe('bad bot content changes nothing', () => {
  const long = (n: number) => 'ق'.repeat(n);
  const question = { title: 'الضمان', question: 'هل يوجد ضمان؟', answer: 'نعم، سنة كاملة' };
  const cases: [string, unknown, string][] = [
    [
      'a title of spaces',
      { questions: [{ ...question, title: '   ' }] },
      'عنوان السؤال رقم 1 مطلوب',
    ],
    [
      'an answer of spaces in the second pair',
      { questions: [question, { ...question, answer: ' \n ' }] },
      'نص الإجابة رقم 2 مطلوب',
    ],
    ['a task of spaces', { task: [{ content: '  ' }] }, 'نص المهمة رقم 1 مطلوب'],
    [
      'a title over 100 characters',
      { questions: [{ ...question, title: long(101) }] },
      'عنوان السؤال رقم 1: يجب ألا يتجاوز 100 حرفًا',
    ],
    [
      'a question over 500 characters',
      { questions: [{ ...question, question: long(501) }] },
      'نص السؤال رقم 1: يجب ألا يتجاوز 500 حرفًا',
    ],
    [
      'an answer over 2000 characters',
      { questions: [{ ...question, answer: long(2001) }] },
      'نص الإجابة رقم 1: يجب ألا يتجاوز 2000 حرفًا',
    ],
    [
      'a task over 1000 characters',
      { task: [{ content: long(1001) }] },
      'نص المهمة رقم 1: يجب ألا يتجاوز 1000 حرفًا',
    ],
    [
      'a pair without its answer',
      { questions: [{ title: 'x', question: 'y' }] },
      'نص الإجابة رقم 1 مطلوب',
    ],
    ['nothing to add', { task: [], questions: [] }, 'أضف مهمة أو سؤالًا واحدًا على الأقل'],
    ['an empty body', {}, ''],
    [
      'more than 50 tasks at once',
      { task: Array.from({ length: 51 }, () => ({ content: 'م' })) },
      'المهام: يجب ألا تحتوي على أكثر من 50 عنصرًا',
    ],
    [
      'a task that is not text',
      { task: [{ content: 5 }] },
      'نص المهمة رقم 1: يجب أن تكون القيمة نصًا',
    ],
    ['an unknown field', { task: [{ content: 'م' }], extra: 1 }, 'الحقل extra: حقل غير معروف'],
  ];

  for (const [name, body, message] of cases) {
    it(`answers 400 for ${name}, even beside valid entries`, async () => {
      const before = await stored();
      const withValid =
        typeof body === 'object' && body !== null && !('task' in body) && 'questions' in body
          ? { ...body, task: [{ content: 'مهمة صالحة' }] }
          : body;
      const response = await save(a.manager.token, withValid);
      expect(response.statusCode, response.body).toBe(400);
      const text = response.json<{ message: string }>().message;
      if (message) expect(text).toBe(message);
      else expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(await stored()).toEqual(before);
    });
  }

  it('accepts texts exactly at their limits, counted in Arabic letters', async () => {
    const response = await save(b.manager.token, {
      task: [{ content: long(1000) }],
      questions: [{ title: long(100), question: long(500), answer: long(2000) }],
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const before = await stored();
    const response = await t.api.request({
      method: 'POST',
      url: '/api/v1/users/ai',
      rawBody: 'task=x',
      contentType: 'text/plain',
      token: a.manager.token,
    });
    expect(response.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});

describe('content limits', () => {
  it('holds 200 tasks per branch: the save that would pass it answers 409 and adds nothing', async () => {
    const { branchId, manager } = await createManagedBranch(t, b.company.token, 'فرع الحد');
    const token = (await signIn(t, manager.phone)).accessToken;
    for (let batch = 0; batch < 4; batch += 1) {
      const fifty = Array.from({ length: 50 }, (_, i) => ({ content: `مهمة ${batch}-${i}` }));
      expect((await save(token, { task: fifty })).statusCode).toBe(200);
    }
    const full = await save(token, {
      task: [{ content: 'واحدة زيادة' }],
      questions: [{ title: 'س', question: 'س؟', answer: 'ج' }],
    });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(
      'لا يمكن أن تزيد مهام البوت على 200 مهمة (لديك 200)، احذف بعضها أولًا',
    );
    const after = await read(token);
    expect(after.task).toHaveLength(200);
    expect(after.questions).toHaveLength(0);
    expect(after.task.every((e) => e.branchId === branchId)).toBe(true);
    // Another owner's allowance is its own: the company still adds shared tasks.
    expect((await save(b.company.token, { task: [{ content: 'مشتركة' }] })).statusCode).toBe(200);
  });

  it('lets only one of two saves racing for the last places in', async () => {
    const { manager } = await createManagedBranch(t, b.company.token, 'فرع السباق');
    const token = (await signIn(t, manager.phone)).accessToken;
    const batch = (label: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ content: `${label} ${i}` }));
    for (let i = 0; i < 3; i += 1) {
      expect((await save(token, { task: batch(`أساس ${i}`, 50) })).statusCode).toBe(200);
    }
    // 150 held; each save alone fits, both together would make 230.
    const raced = await Promise.all([
      save(token, { task: batch('أولى', 40) }),
      save(token, { task: batch('ثانية', 40) }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await read(token)).task).toHaveLength(190);
  });
});

describe('deleting bot content', () => {
  it('deletes a task alone, a question alone, or both, and answers what is left', async () => {
    const { taskIds, questionIds } = await add(a.manager.token, {
      task: ['للحذف 1', 'للحذف 2'],
      questions: ['سؤال للحذف 1', 'سؤال للحذف 2'],
    });
    const [t1, t2] = taskIds as [string, string];
    const [q1, q2] = questionIds as [string, string];

    const taskOnly = await remove(a.manager.token, t1, '-');
    expect(taskOnly.statusCode, taskOnly.body).toBe(200);
    expect(taskOnly.json<{ message: string }>().message).toBe('تم الحذف بنجاح');
    expect(aiOf(taskOnly).task.map((e) => e._id)).not.toContain(t1);
    expect(aiOf(taskOnly).questions.map((e) => e._id)).toContain(q1);

    const questionOnly = await remove(a.manager.token, '0', q1);
    expect(questionOnly.statusCode).toBe(200);
    expect(aiOf(questionOnly).questions.map((e) => e._id)).not.toContain(q1);
    expect(aiOf(questionOnly).task.map((e) => e._id)).toContain(t2);

    const both = await remove(a.manager.token, t2, q2);
    expect(both.statusCode).toBe(200);
    const left = await read(a.manager.token);
    expect(left.task.map((e) => e._id)).not.toContain(t2);
    expect(left.questions.map((e) => e._id)).not.toContain(q2);
  });

  it('answers 400 when neither side names an entry, and for an id that is not one', async () => {
    const none = await remove(a.manager.token, '-', '-');
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe('حدد المهمة أو السؤال المراد حذفه');
    expect((await remove(a.manager.token, 'abc', '-')).statusCode).toBe(400);
  });

  it("answers 404 for another company's, another branch's or an unknown entry, deleting nothing", async () => {
    const theirs = await add(b.manager.token, { task: ['مهمة الشركة ب'], questions: ['سؤال ب'] });
    const otherBranchEntry = await add(otherBranch.managerToken, { task: ['مهمة فرع آخر'] });
    const mine = await add(a.manager.token, { task: ['مهمة تبقى'] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const before = await stored();

    for (const [taskId, questionId] of [
      [theirs.taskIds[0], '-'],
      ['-', theirs.questionIds[0]],
      [otherBranchEntry.taskIds[0], '-'],
      [unknown, '-'],
      // A found task beside an unknown question: neither is deleted.
      [mine.taskIds[0], unknown],
    ] as [string, string][]) {
      const response = await remove(a.manager.token, taskId, questionId);
      expect(response.statusCode, `${taskId}/${questionId}`).toBe(404);
    }
    // A company reaches neither another company's entries.
    expect((await remove(a.company.token, theirs.taskIds[0] ?? '', '-')).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("lets a company delete its branches' entries (they are within its reach)", async () => {
    const entry = await add(otherBranch.managerToken, { task: ['مهمة تحذفها الشركة'] });
    const response = await remove(a.company.token, entry.taskIds[0] ?? '', '-');
    expect(response.statusCode).toBe(200);
    const managerView = await read(otherBranch.managerToken);
    expect(managerView.task.map((e) => e._id)).not.toContain(entry.taskIds[0]);
  });
});

describe('trying the bot', () => {
  const preview = (token: string, question: unknown) =>
    t.api.request({ method: 'POST', url: '/api/v1/users/ai/preview', body: { question }, token });

  interface Answer {
    match: { questionId: string; title: string; answer: string; score: number } | null;
    confident: boolean;
  }

  beforeAll(async () => {
    await save(a.manager.token, {
      questions: [
        { title: 'التوصيل', question: 'هل يوجد توصيل إلى المنزل؟', answer: 'نعم داخل الرياض' },
      ],
    });
    await save(a.company.token, {
      questions: [{ title: 'الضمان', question: 'هل القطع الأصلية عليها ضمان؟', answer: 'سنة' }],
    });
    await save(otherBranch.managerToken, {
      questions: [{ title: 'موقع الفرع', question: 'أين يقع فرع جدة؟', answer: 'حي الروضة' }],
    });
  });

  it("answers a manager from its branch's pairs, whatever the spelling", async () => {
    const response = await preview(a.manager.token, 'التوصيـــل الى المنزل');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.match?.answer).toBe('نعم داخل الرياض');
    expect(answer.confident).toBe(true);
  });

  it("answers a manager from the company's shared pairs too", async () => {
    const answer = (await preview(a.manager.token, 'عندكم ضمان على القطع الاصليه')).json<Answer>();
    expect(answer.match?.answer).toBe('سنة');
    expect(answer.confident).toBe(true);
  });

  it("never answers from another branch's or another company's pairs", async () => {
    const otherBranchAnswer = (await preview(a.manager.token, 'أين يقع فرع جدة')).json<Answer>();
    expect(otherBranchAnswer.match?.answer).not.toBe('حي الروضة');
    const otherCompany = (
      await preview(b.manager.token, 'هل يوجد توصيل إلى المنزل')
    ).json<Answer>();
    expect(otherCompany.match?.answer).not.toBe('نعم داخل الرياض');
  });

  it('answers a company from its shared pairs only, as a bot that knows no branch', async () => {
    const shared = (await preview(a.company.token, 'ضمان القطع الأصلية')).json<Answer>();
    expect(shared.match?.answer).toBe('سنة');
    const branchOnly = (await preview(a.company.token, 'التوصيل إلى المنزل')).json<Answer>();
    expect(branchOnly.match?.answer).not.toBe('نعم داخل الرياض');
  });

  it('hands over to an employee when nothing matches', async () => {
    const response = await preview(a.manager.token, 'كم عمرك؟');
    expect(response.json<Answer>()).toEqual({ match: null, confident: false });
  });

  it('refuses an empty question, one of spaces and one over 500 characters', async () => {
    for (const [question, message] of [
      ['', 'السؤال: يجب ألا يقل عن 1 أحرف'],
      ['   ', 'السؤال مطلوب'],
      ['س'.repeat(501), 'السؤال: يجب ألا يتجاوز 500 حرفًا'],
    ] as const) {
      const response = await preview(a.manager.token, question);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('bot content goes with its branch', () => {
  it("deletes a branch's entries with the branch", async () => {
    const { branchId, manager } = await createManagedBranch(t, b.company.token, 'فرع مؤقت');
    const token = (await signIn(t, manager.phone)).accessToken;
    await add(token, { task: ['مهمة مؤقتة'] });
    const left = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/users/${manager.id}`,
      token: b.company.token,
    });
    expect(left.statusCode).toBe(200);
    const deleted = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/branches/${branchId}`,
      token: b.company.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await t.database.db.select().from(aiTasks).where(eq(aiTasks.branchId, branchId));
    expect(rows).toHaveLength(0);
  });
});
