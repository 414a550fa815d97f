import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  addTask,
  canAddTask,
  draftCount,
  draftKeys,
  EMPTY_DRAFT,
  hasUnsavedWork,
  MAX_DRAFTS_PER_SAVE,
  removeDraft,
  removeDrafts,
  saveRequest,
  type AiDraft,
} from './ai-draft';

const hours = { title: 'ساعات العمل', question: 'متى تفتحون؟', answer: 'من 9 صباحًا' };
const notTyping = { task: false, question: false };

describe('bot content drafts', () => {
  it('starts with nothing to save and nothing to lose', () => {
    expect(saveRequest(EMPTY_DRAFT)).toBeNull();
    expect(hasUnsavedWork(EMPTY_DRAFT, notTyping)).toBe(false);
  });

  it('sends the added tasks and pairs in the order they were added, without their keys', () => {
    let draft = addTask(EMPTY_DRAFT, 'اطلب رقم الهيكل');
    draft = addQuestion(draft, hours);
    draft = addTask(draft, 'رحب بالعميل');
    expect(saveRequest(draft)).toEqual({
      task: [{ content: 'اطلب رقم الهيكل' }, { content: 'رحب بالعميل' }],
      questions: [hours],
    });
  });

  it('leaves out an empty list, as the contract wants at least one', () => {
    expect(saveRequest(addQuestion(EMPTY_DRAFT, hours))).toEqual({ questions: [hours] });
    expect(saveRequest(addTask(EMPTY_DRAFT, 'مهمة'))).toEqual({ task: [{ content: 'مهمة' }] });
  });

  it('removes one of two identical drafts by its key', () => {
    let draft = addTask(EMPTY_DRAFT, 'نفس النص');
    draft = addTask(draft, 'نفس النص');
    const [first] = draft.tasks;
    const after = removeDraft(draft, first!.key);
    expect(after.tasks).toHaveLength(1);
    expect(after.tasks[0]!.key).not.toBe(first!.key);
  });

  it('after a save, keeps only the drafts added while it ran', () => {
    let draft = addTask(EMPTY_DRAFT, 'أولى');
    draft = addQuestion(draft, hours);
    const sent = draftKeys(draft);
    draft = addTask(draft, 'أضيفت أثناء الحفظ');
    const after = removeDrafts(draft, sent);
    expect(after.tasks.map((task) => task.content)).toEqual(['أضيفت أثناء الحفظ']);
    expect(after.questions).toEqual([]);
    expect(draftCount(after)).toBe(1);
  });

  it('stops at the 50 entries one save may carry', () => {
    let draft: AiDraft = EMPTY_DRAFT;
    for (let index = 0; index < MAX_DRAFTS_PER_SAVE + 3; index += 1) {
      draft = addTask(draft, `مهمة ${index}`);
    }
    expect(draft.tasks).toHaveLength(MAX_DRAFTS_PER_SAVE);
    expect(canAddTask(draft)).toBe(false);
    expect(canAddTask(removeDraft(draft, draft.tasks[0]!.key))).toBe(true);
  });
});

describe('unsaved work on the bot content screen', () => {
  it('counts drafts not saved yet', () => {
    expect(hasUnsavedWork(addTask(EMPTY_DRAFT, 'مهمة'), notTyping)).toBe(true);
    expect(hasUnsavedWork(addQuestion(EMPTY_DRAFT, hours), notTyping)).toBe(true);
  });

  it('counts text typed into either add form and not added', () => {
    expect(hasUnsavedWork(EMPTY_DRAFT, { task: true, question: false })).toBe(true);
    expect(hasUnsavedWork(EMPTY_DRAFT, { task: false, question: true })).toBe(true);
  });

  it('is clear again once every draft is removed or saved', () => {
    const draft = addTask(EMPTY_DRAFT, 'مهمة');
    expect(hasUnsavedWork(removeDraft(draft, draft.tasks[0]!.key), notTyping)).toBe(false);
    expect(hasUnsavedWork(removeDrafts(draft, draftKeys(draft)), notTyping)).toBe(false);
  });
});
