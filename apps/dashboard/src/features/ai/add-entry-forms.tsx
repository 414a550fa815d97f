import { useEffect, useState } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Plus } from 'lucide-react';
import { Button } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { TextField } from '../../shared/forms/form-fields';
import {
  ANSWER_MAX,
  QUESTION_MAX,
  questionSchema,
  TASK_MAX,
  taskSchema,
  TITLE_MAX,
  type QuestionValues,
} from './ai.schemas';

interface AddFormProps<Values> {
  onAdd: (values: Values) => void;
  /** False once the batch is full: the form says to save first. */
  canAdd: boolean;
  /** Whether something is typed and not added yet (leaving would lose it). */
  onTypingChange: (typing: boolean) => void;
}

/**
 * Messages show once the add button is pressed, not while tabbing past an empty box; after that
 * they follow the typing.
 */
const VALIDATION = { shouldValidate: 'onSubmit', shouldRevalidate: 'onInput' } as const;

function TaskForm({ onAdd, canAdd, onTypingChange }: AddFormProps<string>) {
  const { t } = useI18n();
  const [form, fields] = useForm({
    id: 'ai-add-task',
    ...VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: taskSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      onAdd(submission.value.content);
    },
  });
  useEffect(() => onTypingChange(form.dirty), [form.dirty, onTypingChange]);

  return (
    <form {...getFormProps(form)} className="flex flex-col gap-3">
      <TextField
        meta={fields.content}
        label={t('ai.tasks.field')}
        placeholder={t('ai.tasks.placeholder')}
        multiline
        maxLength={TASK_MAX}
        hint={canAdd ? undefined : t('ai.batchFull')}
      />
      <Button
        type="submit"
        variant="secondary"
        icon={<Plus />}
        disabled={!canAdd}
        className="self-end"
      >
        {t('ai.tasks.add')}
      </Button>
    </form>
  );
}

function QuestionForm({ onAdd, canAdd, onTypingChange }: AddFormProps<QuestionValues>) {
  const { t } = useI18n();
  const [form, fields] = useForm({
    id: 'ai-add-question',
    ...VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: questionSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      onAdd(submission.value);
    },
  });
  useEffect(() => onTypingChange(form.dirty), [form.dirty, onTypingChange]);

  return (
    <form {...getFormProps(form)} className="flex flex-col gap-3">
      <TextField
        meta={fields.title}
        label={t('ai.questions.fieldTitle')}
        placeholder={t('ai.questions.titlePlaceholder')}
        maxLength={TITLE_MAX}
      />
      <TextField
        meta={fields.question}
        label={t('ai.questions.fieldQuestion')}
        placeholder={t('ai.questions.questionPlaceholder')}
        maxLength={QUESTION_MAX}
      />
      <TextField
        meta={fields.answer}
        label={t('ai.questions.fieldAnswer')}
        placeholder={t('ai.questions.answerPlaceholder')}
        multiline
        maxLength={ANSWER_MAX}
        hint={canAdd ? undefined : t('ai.batchFull')}
      />
      <Button
        type="submit"
        variant="secondary"
        icon={<Plus />}
        disabled={!canAdd}
        className="self-end"
      >
        {t('ai.questions.add')}
      </Button>
    </form>
  );
}

/**
 * Each added entry starts a fresh form (a new key), which empties the boxes and their messages;
 * resetting the form from inside its own submit handler would be undone by the submission.
 */
function useFreshFormAfterAdd<Values>(onAdd: (values: Values) => void) {
  const [round, setRound] = useState(0);
  const add = (values: Values) => {
    onAdd(values);
    setRound((current) => current + 1);
  };
  return { key: round, add };
}

export function AddTaskForm({ onAdd, ...props }: AddFormProps<string>) {
  const { key, add } = useFreshFormAfterAdd(onAdd);
  return <TaskForm key={key} onAdd={add} {...props} />;
}

export function AddQuestionForm({ onAdd, ...props }: AddFormProps<QuestionValues>) {
  const { key, add } = useFreshFormAfterAdd(onAdd);
  return <QuestionForm key={key} onAdd={add} {...props} />;
}
