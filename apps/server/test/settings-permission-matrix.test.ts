import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiQuestions, aiTasks, chatSettings } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiRequest, ApiResponse } from './support/contract-client.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import {
  branchPlace,
  CALLER,
  expectedStatus,
  reachOf,
  ROLES,
  TENANT_LABEL,
  type Place,
  type Role,
  type RowRule,
  type Tenant,
} from './support/permission-model.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The settings endpoints (bot content and its preview, chat messages, the salary) × every role ×
 * the caller's own company (tenant A) and another one (tenant B). Expected answers come from the
 * contract's x-roles and x-permissions table and the scope model (support/permission-model).
 *
 * Bot content and chat messages are written by their owner: a manager its branch's, a company its
 * shared record. The bot answers from the caller's branch and its company's shared pairs.
 */

/** Texts no other tenant shares a word with, so a match can only be the tenant's own. */
const WORDS: Record<Tenant, { branch: string; shared: string }> = {
  A: { branch: 'فلتر هواء تويوتا كامري', shared: 'صيانة دورية مجانية' },
  B: { branch: 'مساعدات نيسان باترول', shared: 'استرجاع خلال أسبوع' },
};

interface TenantWorld {
  org: Org;
  branchTaskId: string;
  branchQuestionId: string;
  sharedQuestionId: string;
  companyWelcome: string;
  branchWelcome: string;
}

interface Cell {
  role: Role;
  tenant: TenantWorld;
  tenantName: Tenant;
  token: string;
}

interface Sent {
  response: ApiResponse;
  shown?: string[];
  watched?: string;
  targetId?: string;
}

interface Row extends RowRule {
  name: string;
  tenants?: Tenant[];
  send(cell: Cell): Promise<Sent>;
  untouched?(cell: Cell, sent: Sent): Promise<void>;
}

let t: TestApp;
let tenants: Record<Tenant, TenantWorld>;
let tokens: Record<Role, string>;
const outcomes: string[] = [];

const call = (cell: Cell, request: Omit<ApiRequest, 'token'>) =>
  t.api.request({ ...request, token: cell.token });

/** The bot's reach: its own branch's pairs and its company's shared ones. */
const botReach = (role: Role, place: Place): boolean => {
  const caller = CALLER[role];
  if (place.company !== caller.company) return false;
  return place.branch === null || place.branch === caller.branch;
};

async function addEntry(token: string, kind: 'task' | 'question', text: string): Promise<string> {
  const body =
    kind === 'task'
      ? { task: [{ content: text }] }
      : { questions: [{ title: text, question: text, answer: `جواب ${text}` }] };
  const response = await t.api.request({ method: 'POST', url: '/api/v1/users/ai', body, token });
  expect(response.statusCode, response.body).toBe(200);
  const ai = response.json<{ ai: { task: { _id: string }[]; questions: { _id: string }[] } }>().ai;
  const list = kind === 'task' ? ai.task : ai.questions;
  return list.at(-1)?._id ?? '';
}

async function taskExists(id: string) {
  const rows = await t.database.db.select().from(aiTasks).where(eq(aiTasks.id, id));
  expect(rows, `task ${id} must still exist`).toHaveLength(1);
}

async function questionExists(id: string) {
  const rows = await t.database.db.select().from(aiQuestions).where(eq(aiQuestions.id, id));
  expect(rows, `question ${id} must still exist`).toHaveLength(1);
}

async function entryCounts() {
  const tasks = await t.database.db.select({ id: aiTasks.id }).from(aiTasks);
  const questions = await t.database.db.select({ id: aiQuestions.id }).from(aiQuestions);
  return { tasks: tasks.length, questions: questions.length };
}

async function chatRows() {
  return t.database.db.select().from(chatSettings);
}

const preview = (cell: Cell, question: string) =>
  call(cell, { method: 'POST', url: '/api/v1/users/ai/preview', body: { question } });

function matchedIds(response: ApiResponse): string[] {
  const answer = response.json<{ match: { questionId: string } | null; confident: boolean }>();
  return answer.match && answer.confident ? [answer.match.questionId] : [];
}

let countsBefore: { tasks: number; questions: number };
let chatBefore: unknown;

const ROWS: Row[] = [
  {
    name: 'GET /users/ai',
    operationId: 'getAiConfig',
    kind: 'list',
    place: (x) => branchPlace(x),
    async send(cell) {
      const response = await call(cell, { method: 'GET', url: '/api/v1/users/ai' });
      const shown =
        response.statusCode === 200
          ? response.json<{ task: { _id: string }[] }>().task.map((e) => e._id)
          : [];
      return { response, shown, watched: cell.tenant.branchTaskId };
    },
  },
  {
    name: 'POST /users/ai',
    operationId: 'saveAiConfig',
    kind: 'create',
    success: 200,
    tenants: ['A'],
    place: (x) => branchPlace(x),
    async send(cell) {
      countsBefore = await entryCounts();
      const body = { task: [{ content: 'مهمة من المصفوفة' }] };
      return { response: await call(cell, { method: 'POST', url: '/api/v1/users/ai', body }) };
    },
    untouched: async () => expect(await entryCounts()).toEqual(countsBefore),
  },
  {
    name: 'DELETE /users/deleteAi/{taskId}/-',
    operationId: 'deleteAiEntries',
    kind: 'record',
    place: (x) => branchPlace(x),
    async send(cell) {
      const id = await addEntry(cell.tenant.org.manager.token, 'task', 'مهمة للحذف');
      const url = `/api/v1/users/deleteAi/${id}/-`;
      return { response: await call(cell, { method: 'DELETE', url }), targetId: id };
    },
    untouched: async (_cell, sent) => taskExists(sent.targetId ?? ''),
  },
  {
    name: 'DELETE /users/deleteAi/-/{questionId}',
    operationId: 'deleteAiEntries',
    kind: 'record',
    place: (x) => branchPlace(x),
    async send(cell) {
      const id = await addEntry(cell.tenant.org.manager.token, 'question', 'سؤال للحذف');
      const url = `/api/v1/users/deleteAi/-/${id}`;
      return { response: await call(cell, { method: 'DELETE', url }), targetId: id };
    },
    untouched: async (_cell, sent) => questionExists(sent.targetId ?? ''),
  },
  {
    name: "POST /users/ai/preview (a branch's pair)",
    operationId: 'previewAiAnswer',
    kind: 'list',
    reach: botReach,
    place: (x) => branchPlace(x),
    async send(cell) {
      const response = await preview(cell, WORDS[cell.tenantName].branch);
      const shown = response.statusCode === 200 ? matchedIds(response) : [];
      return { response, shown, watched: cell.tenant.branchQuestionId };
    },
  },
  {
    name: 'POST /users/ai/preview (a shared pair)',
    operationId: 'previewAiAnswer',
    kind: 'list',
    reach: botReach,
    place: (x) => ({ company: x, branch: null, section: null }),
    async send(cell) {
      const response = await preview(cell, WORDS[cell.tenantName].shared);
      const shown = response.statusCode === 200 ? matchedIds(response) : [];
      return { response, shown, watched: cell.tenant.sharedQuestionId };
    },
  },
  {
    // The caller reads its own record: a company its company's, a manager its branch's.
    name: 'GET /users/chatsetting',
    operationId: 'getChatSetting',
    kind: 'list',
    place: (x) => branchPlace(x),
    async send(cell) {
      const response = await call(cell, { method: 'GET', url: '/api/v1/users/chatsetting' });
      const shown =
        response.statusCode === 200
          ? [
              response.json<{ chatSetting: { welcomeMessage: string } }>().chatSetting
                .welcomeMessage,
            ]
          : [];
      const watched =
        cell.role === 'admin' ? cell.tenant.companyWelcome : cell.tenant.branchWelcome;
      return { response, shown, watched };
    },
  },
  {
    name: 'PUT /users/chatsetting/1',
    operationId: 'updateChatSetting',
    kind: 'create',
    success: 200,
    tenants: ['A'],
    place: (x) => branchPlace(x),
    async send(cell) {
      chatBefore = await chatRows();
      // The text each record already holds, so a wrong 2xx shows only as a status.
      const welcomeMessage =
        cell.role === 'admin' ? cell.tenant.companyWelcome : cell.tenant.branchWelcome;
      const url = '/api/v1/users/chatsetting/1';
      return { response: await call(cell, { method: 'PUT', url, body: { welcomeMessage } }) };
    },
    untouched: async () => expect(await chatRows()).toEqual(chatBefore),
  },
  {
    name: 'GET /users/salary',
    operationId: 'getSalary',
    kind: 'list',
    tenants: ['A'],
    place: () => ({ company: null, branch: null, section: null }),
    send: async (cell) => ({
      response: await call(cell, { method: 'GET', url: '/api/v1/users/salary' }),
    }),
  },
  {
    name: 'PUT /users/salary',
    operationId: 'updateSalary',
    kind: 'create',
    success: 200,
    tenants: ['A'],
    place: () => ({ company: null, branch: null, section: null }),
    send: async (cell) => ({
      response: await call(cell, {
        method: 'PUT',
        url: '/api/v1/users/salary',
        body: { salary: 321 },
      }),
    }),
    async untouched() {
      const response = await t.api.request({
        method: 'GET',
        url: '/api/v1/users/salary',
        token: tokens.superadmin,
      });
      expect(response.json<{ salary: number }>().salary).not.toBe(321);
    },
  },
];

async function buildTenant(superadminToken: string, x: Tenant): Promise<TenantWorld> {
  const org = await createOrg(t, superadminToken);
  const companyWelcome = `أهلاً بك في الشركة ${x}`;
  const branchWelcome = `أهلاً بك في الفرع ${x}`;
  for (const [token, welcomeMessage] of [
    [org.company.token, companyWelcome],
    [org.manager.token, branchWelcome],
  ] as const) {
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/users/chatsetting/1',
      body: { welcomeMessage },
      token,
    });
    expect(saved.statusCode).toBe(200);
  }
  return {
    org,
    branchTaskId: await addEntry(org.manager.token, 'task', `مهمة الفرع ${x}`),
    branchQuestionId: await addEntry(org.manager.token, 'question', WORDS[x].branch),
    sharedQuestionId: await addEntry(org.company.token, 'question', WORDS[x].shared),
    companyWelcome,
    branchWelcome,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  const a = await buildTenant(superadminToken, 'A');
  const b = await buildTenant(superadminToken, 'B');
  tenants = { A: a, B: b };
  tokens = {
    superadmin: superadminToken,
    admin: a.org.company.token,
    manager: a.org.manager.token,
    agent: a.org.agent.token,
  };
});

afterAll(async () => {
  console.log(`settings permission matrix (${outcomes.length} cells)\n${outcomes.join('\n')}`);
  await t?.close();
});

describe('settings permission matrix: endpoint × role × tenant, expected from x-permissions and scope', () => {
  for (const row of ROWS) {
    // The salary is set last by the superadmin, so earlier cells see the default.
    const roles = row.operationId === 'updateSalary' ? [...ROLES].reverse() : ROLES;
    for (const role of roles) {
      for (const tenant of row.tenants ?? (['A', 'B'] as Tenant[])) {
        const status = expectedStatus(row, role, tenant);
        const label = row.tenants ? 'platform or own' : TENANT_LABEL[tenant];
        it(`${row.name} · ${role} · ${label} → ${status}`, async () => {
          const cell: Cell = {
            role,
            tenant: tenants[tenant],
            tenantName: tenant,
            token: tokens[role],
          };
          const sent = await row.send(cell);
          outcomes.push(
            `${row.name.padEnd(40)} ${role.padEnd(10)} ${label.padEnd(15)} expected ${status} got ${sent.response.statusCode}`,
          );
          expect(sent.response.statusCode, sent.response.body).toBe(status);
          if (row.kind === 'list' && status === 200 && sent.watched !== undefined) {
            const place = row.place(tenant);
            expect(sent.shown?.includes(sent.watched)).toBe(reachOf(row, role, place));
          }
          if (status >= 400) await row.untouched?.(cell, sent);
        });
      }
    }
  }
});
