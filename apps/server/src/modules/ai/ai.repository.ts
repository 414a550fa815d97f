import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { aiQuestions, aiTasks, branches } from '../../db/schema.js';
import { type Scope, withinScope } from '../scope/index.js';
import type { QaPair } from './arabic-match.js';
import type { ContentOwner } from './content-owner.js';

/** The contract's `AiTask`. */
export interface AiTaskView {
  _id: string;
  content: string;
  branchId: string | null;
}

/** The contract's `AiQuestion`. */
export interface AiQuestionView {
  _id: string;
  title: string;
  question: string;
  answer: string;
  branchId: string | null;
}

export interface AiConfigView {
  task: AiTaskView[];
  questions: AiQuestionView[];
}

export interface NewAiContent {
  tasks: { id: string; content: string }[];
  questions: { id: string; title: string; question: string; answer: string }[];
}

const taskReach = (scope: Scope) =>
  withinScope(scope, { companyId: aiTasks.companyId, branchId: aiTasks.branchId });
const questionReach = (scope: Scope) =>
  withinScope(scope, { companyId: aiQuestions.companyId, branchId: aiQuestions.branchId });

/** The entries within the scope, in the order they were added. */
export async function listAiContent(db: Database, scope: Scope): Promise<AiConfigView> {
  const task = await db
    .select({ _id: aiTasks.id, content: aiTasks.content, branchId: aiTasks.branchId })
    .from(aiTasks)
    .where(taskReach(scope))
    .orderBy(asc(aiTasks.seq));
  const questions = await db
    .select({
      _id: aiQuestions.id,
      title: aiQuestions.title,
      question: aiQuestions.question,
      answer: aiQuestions.answer,
      branchId: aiQuestions.branchId,
    })
    .from(aiQuestions)
    .where(questionReach(scope))
    .orderBy(asc(aiQuestions.seq));
  return { task, questions };
}

/**
 * Serialises saves into one owner's content for the rest of the transaction, so two saves at
 * once cannot both pass the size limit. An advisory lock, because the owner may be the company
 * itself (no row of its own to lock without blocking edits of the company's account).
 */
export async function lockContentOwner(tx: Database, owner: ContentOwner): Promise<void> {
  const key = `ai:${owner.companyId}:${owner.branchId ?? 'shared'}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const ownedBy = (columns: { companyId: PgColumn; branchId: PgColumn }, owner: ContentOwner) =>
  and(
    eq(columns.companyId, owner.companyId),
    owner.branchId === null ? isNull(columns.branchId) : eq(columns.branchId, owner.branchId),
  );

export async function countOwnedContent(
  tx: Database,
  owner: ContentOwner,
): Promise<{ tasks: number; questions: number }> {
  const [tasks] = await tx.select({ n: count() }).from(aiTasks).where(ownedBy(aiTasks, owner));
  const [questions] = await tx
    .select({ n: count() })
    .from(aiQuestions)
    .where(ownedBy(aiQuestions, owner));
  return { tasks: tasks?.n ?? 0, questions: questions?.n ?? 0 };
}

/** Appends in the order given: `seq` comes from the insert order. */
export async function insertAiContent(
  tx: Database,
  owner: ContentOwner,
  createdBy: string,
  content: NewAiContent,
): Promise<void> {
  if (content.tasks.length > 0) {
    await tx
      .insert(aiTasks)
      .values(content.tasks.map((task) => ({ ...task, ...owner, createdBy })));
  }
  if (content.questions.length > 0) {
    await tx
      .insert(aiQuestions)
      .values(content.questions.map((question) => ({ ...question, ...owner, createdBy })));
  }
}

/** Deletes the task when it is within the scope; answers whether it was. */
export async function deleteTaskInScope(tx: Database, scope: Scope, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(aiTasks)
    .where(and(taskReach(scope), eq(aiTasks.id, id)))
    .returning({ id: aiTasks.id });
  return deleted.length > 0;
}

export async function deleteQuestionInScope(
  tx: Database,
  scope: Scope,
  id: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(aiQuestions)
    .where(and(questionReach(scope), eq(aiQuestions.id, id)))
    .returning({ id: aiQuestions.id });
  return deleted.length > 0;
}

/** The pairs a bot answers from: the company's shared ones and, given a branch, that branch's. */
export async function pairsForBot(
  db: Database,
  companyId: string,
  branchId: string | null,
): Promise<QaPair[]> {
  const branchCondition =
    branchId === null
      ? isNull(aiQuestions.branchId)
      : or(isNull(aiQuestions.branchId), eq(aiQuestions.branchId, branchId));
  return db
    .select({
      id: aiQuestions.id,
      title: aiQuestions.title,
      question: aiQuestions.question,
      answer: aiQuestions.answer,
    })
    .from(aiQuestions)
    .where(and(eq(aiQuestions.companyId, companyId), branchCondition))
    .orderBy(asc(aiQuestions.seq));
}

/** Whether the branch is one of the company's (for calls naming a branch from outside). */
export async function isCompanyBranch(
  db: Database,
  companyId: string,
  branchId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)))
    .limit(1);
  return rows.length > 0;
}
