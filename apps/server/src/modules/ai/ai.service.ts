import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import type { Body } from '../../openapi/operation-types.js';
import { fieldLabel } from '../../openapi/phone-input.js';
import type { AuthContext } from '../identity/index.js';
import { scopeOf } from '../scope/index.js';
import { findBestAnswer } from './arabic-match.js';
import {
  countOwnedContent,
  deleteQuestionInScope,
  deleteTaskInScope,
  insertAiContent,
  isCompanyBranch,
  listAiContent,
  lockContentOwner,
  pairsForBot,
  type AiConfigView,
  type NewAiContent,
} from './ai.repository.js';
import { contentOwnerOf, requireContentOwner } from './content-owner.js';

/** The contract's `AiAnswer`. */
export interface AiAnswerView {
  match: {
    questionId: string;
    title: string;
    question: string;
    answer: string;
    score: number;
  } | null;
  confident: boolean;
}

/** Per owner (a branch, or the company's shared content), as the contract states. */
export const MAX_TASKS = 200;
export const MAX_QUESTIONS = 500;

/** Path value meaning "delete nothing on this side". */
const NOTHING = new Set(['-', '0']);

export async function getAiConfig(db: Database, auth: AuthContext): Promise<AiConfigView> {
  return listAiContent(db, await scopeOf(db, auth));
}

/** Appends the entries sent to the caller's own content: all of them or, on any refusal, none. */
export async function saveAiConfig(
  db: Database,
  auth: AuthContext,
  input: Body<'saveAiConfig'>,
): Promise<{ message: string; ai: AiConfigView }> {
  const content = cleanContent(input);
  const scope = await scopeOf(db, auth);
  const owner = requireContentOwner(scope);

  await inTransaction(db, async (tx) => {
    await lockContentOwner(tx, owner);
    const held = await countOwnedContent(tx, owner);
    if (held.tasks + content.tasks.length > MAX_TASKS) {
      throw new AppError('AI_CONTENT_FULL', {
        message: `لا يمكن أن تزيد مهام البوت على ${MAX_TASKS} مهمة (لديك ${held.tasks})، احذف بعضها أولًا`,
      });
    }
    if (held.questions + content.questions.length > MAX_QUESTIONS) {
      throw new AppError('AI_CONTENT_FULL', {
        message: `لا يمكن أن تزيد أسئلة البوت على ${MAX_QUESTIONS} سؤال (لديك ${held.questions})، احذف بعضها أولًا`,
      });
    }
    await insertAiContent(tx, owner, auth.userId, content);
  });

  return { message: 'تم انشاء الذكاء الاصطناعي بنجاح', ai: await listAiContent(db, scope) };
}

/**
 * Deletes a task and/or a question within the caller's reach. Both must be found, or nothing is
 * deleted: a half-done delete would leave the screen and the request disagreeing.
 */
export async function deleteAiEntries(
  db: Database,
  auth: AuthContext,
  taskId: string,
  questionId: string,
): Promise<{ message: string; ai: AiConfigView }> {
  const deletesTask = !NOTHING.has(taskId);
  const deletesQuestion = !NOTHING.has(questionId);
  if (!deletesTask && !deletesQuestion) {
    throw new AppError('BAD_REQUEST', { message: 'حدد المهمة أو السؤال المراد حذفه' });
  }
  const scope = await scopeOf(db, auth);

  await inTransaction(db, async (tx) => {
    if (deletesTask && !(await deleteTaskInScope(tx, scope, taskId))) {
      throw new AppError('NOT_FOUND', { message: 'المهمة غير موجودة' });
    }
    if (deletesQuestion && !(await deleteQuestionInScope(tx, scope, questionId))) {
      throw new AppError('NOT_FOUND', { message: 'السؤال غير موجود' });
    }
  });

  return { message: 'تم الحذف بنجاح', ai: await listAiContent(db, scope) };
}

/** The caller's bot: a manager's branch's (with the shared pairs), a company's shared one. */
export async function previewAiAnswer(
  db: Database,
  auth: AuthContext,
  question: string,
): Promise<AiAnswerView> {
  const scope = await scopeOf(db, auth);
  const owner = contentOwnerOf(scope);
  // A manager running no branch previews what a bot that knows no branch answers.
  const companyId = owner?.companyId ?? auth.companyId;
  if (!companyId) throw new AppError('FORBIDDEN');
  const asked = askedQuestion(question);
  return answerFromPairs(asked, await pairsForBot(db, companyId, owner?.branchId ?? null));
}

/** What the company's chat bot answers; `branchId` narrows it to one of the company's branches. */
export async function answerForBot(
  db: Database,
  companyId: string,
  input: Body<'answerIntegrationQuestion'>,
): Promise<AiAnswerView> {
  const asked = askedQuestion(input.question);
  const branchId = input.branchId ?? null;
  if (branchId && !(await isCompanyBranch(db, companyId, branchId))) {
    throw new AppError('BRANCH_NOT_FOUND');
  }
  return answerFromPairs(asked, await pairsForBot(db, companyId, branchId));
}

function askedQuestion(question: string): string {
  if (!question.trim()) throw fieldError('question', `${fieldLabel('question')} مطلوب`);
  return question;
}

function answerFromPairs(
  question: string,
  pairs: Awaited<ReturnType<typeof pairsForBot>>,
): AiAnswerView {
  const { match, confident } = findBestAnswer(question, pairs);
  if (!match) return { match: null, confident: false };
  const { pair, score } = match;
  return {
    match: {
      questionId: pair.id,
      title: pair.title,
      question: pair.question,
      answer: pair.answer,
      score,
    },
    confident,
  };
}

/** Trims every text; one of spaces only is refused by its field, so nothing is saved. */
function cleanContent(input: Body<'saveAiConfig'>): NewAiContent {
  const required = (field: string, value: string): string => {
    const trimmed = value.trim();
    if (!trimmed) throw fieldError(field, `${fieldLabel(field)} مطلوب`);
    return trimmed;
  };
  const tasks = (input.task ?? []).map((task, i) => ({
    id: randomUUID(),
    content: required(`task.${i}.content`, task.content),
  }));
  const questions = (input.questions ?? []).map((entry, i) => ({
    id: randomUUID(),
    title: required(`questions.${i}.title`, entry.title),
    question: required(`questions.${i}.question`, entry.question),
    answer: required(`questions.${i}.answer`, entry.answer),
  }));
  if (tasks.length === 0 && questions.length === 0) {
    throw new AppError('VALIDATION_FAILED', { message: 'أضف مهمة أو سؤالًا واحدًا على الأقل' });
  }
  return { tasks, questions };
}
