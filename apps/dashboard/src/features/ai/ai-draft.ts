import type { components } from '@taseer/api';
import type { QuestionValues } from './ai.schemas';

type SaveAiConfigRequest = components['schemas']['SaveAiConfigRequest'];

/**
 * Tasks and pairs added on the screen but not saved yet. They are sent together by the save
 * button; until then they can be removed without asking the server, and leaving the screen asks
 * first. Each carries a key of its own, as two drafts may hold the same text.
 */
export interface DraftTask {
  key: string;
  content: string;
}

export interface DraftQuestion extends QuestionValues {
  key: string;
}

export interface AiDraft {
  tasks: readonly DraftTask[];
  questions: readonly DraftQuestion[];
  nextKey: number;
}

/** The contract takes at most 50 tasks and 50 pairs per save. */
export const MAX_DRAFTS_PER_SAVE = 50;

export const EMPTY_DRAFT: AiDraft = { tasks: [], questions: [], nextKey: 1 };

export function canAddTask(draft: AiDraft): boolean {
  return draft.tasks.length < MAX_DRAFTS_PER_SAVE;
}

export function canAddQuestion(draft: AiDraft): boolean {
  return draft.questions.length < MAX_DRAFTS_PER_SAVE;
}

/** Adds a task; a full batch is left as it is (the form says to save first). */
export function addTask(draft: AiDraft, content: string): AiDraft {
  if (!canAddTask(draft)) return draft;
  const task = { key: `task-${draft.nextKey}`, content };
  return { ...draft, tasks: [...draft.tasks, task], nextKey: draft.nextKey + 1 };
}

export function addQuestion(draft: AiDraft, values: QuestionValues): AiDraft {
  if (!canAddQuestion(draft)) return draft;
  const question = { key: `question-${draft.nextKey}`, ...values };
  return { ...draft, questions: [...draft.questions, question], nextKey: draft.nextKey + 1 };
}

export function removeDraft(draft: AiDraft, key: string): AiDraft {
  return {
    ...draft,
    tasks: draft.tasks.filter((task) => task.key !== key),
    questions: draft.questions.filter((question) => question.key !== key),
  };
}

/** Removes the drafts a save sent (those added meanwhile stay). */
export function removeDrafts(draft: AiDraft, keys: ReadonlySet<string>): AiDraft {
  return {
    ...draft,
    tasks: draft.tasks.filter((task) => !keys.has(task.key)),
    questions: draft.questions.filter((question) => !keys.has(question.key)),
  };
}

export function draftKeys(draft: AiDraft): ReadonlySet<string> {
  return new Set([...draft.tasks, ...draft.questions].map((entry) => entry.key));
}

export function draftCount(draft: AiDraft): number {
  return draft.tasks.length + draft.questions.length;
}

/** The save request: only the non-empty lists, as the contract wants at least one. */
export function saveRequest(draft: AiDraft): SaveAiConfigRequest | null {
  const request: SaveAiConfigRequest = {};
  if (draft.tasks.length > 0) request.task = draft.tasks.map(({ content }) => ({ content }));
  if (draft.questions.length > 0) {
    request.questions = draft.questions.map(({ title, question, answer }) => ({
      title,
      question,
      answer,
    }));
  }
  return Object.keys(request).length > 0 ? request : null;
}

/**
 * Whether leaving the screen would lose work: drafts not saved, or text typed into an add form
 * and not added yet.
 */
export function hasUnsavedWork(draft: AiDraft, typing: { task: boolean; question: boolean }) {
  return draftCount(draft) > 0 || typing.task || typing.question;
}
