import { z } from 'zod';
import type { MessageKey } from '../../i18n/ar';
import { message, requiredText } from '../../shared/forms/form-rules';

/**
 * The bot content forms: a task, a question/answer pair and the preview question, with the
 * contract's lengths (SaveAiConfigRequest, AiQuestionRequest). Texts are trimmed, as the server
 * trims them, so a text of spaces is missing, not saved.
 */
export const TASK_MAX = 1000;
export const TITLE_MAX = 100;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 2000;

function text(required: MessageKey, tooLong: MessageKey, max: number) {
  return requiredText(required).pipe(z.string().max(max, message(tooLong)));
}

export const taskSchema = z.object({
  content: text('ai.validation.taskRequired', 'ai.validation.taskMax', TASK_MAX),
});
export type TaskValues = z.infer<typeof taskSchema>;

export const questionSchema = z.object({
  title: text('ai.validation.titleRequired', 'ai.validation.titleMax', TITLE_MAX),
  question: text('ai.validation.questionRequired', 'ai.validation.questionMax', QUESTION_MAX),
  answer: text('ai.validation.answerRequired', 'ai.validation.answerMax', ANSWER_MAX),
});
export type QuestionValues = z.infer<typeof questionSchema>;

export const previewSchema = z.object({
  question: text('ai.validation.previewRequired', 'ai.validation.questionMax', QUESTION_MAX),
});
export type PreviewValues = z.infer<typeof previewSchema>;
