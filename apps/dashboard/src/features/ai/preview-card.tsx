import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import type { AiAnswer } from '@taseer/api';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  formatNumber,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { TextField } from '../../shared/forms/form-fields';
import { QUESTION_MAX, previewSchema } from './ai.schemas';
import { previewAnswer } from './api/preview-answer';

/**
 * "Try the bot": a customer's question, answered the way the bot would from the saved pairs (the
 * server's Arabic matching), with the score; below the confidence threshold the bot hands the
 * customer to an employee, and the screen says so.
 */
export function PreviewCard({ hasUnsavedQuestions }: { hasUnsavedQuestions: boolean }) {
  const { t } = useI18n();
  const { showError } = useToastMessages();
  const preview = useMutation({ mutationFn: previewAnswer, onError: showError });
  const [form, fields] = useForm({
    id: 'ai-preview',
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: previewSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') preview.mutate(submission.value.question);
    },
  });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle>{t('ai.preview.title')}</CardTitle>
          <CardDescription>{t('ai.preview.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form {...getFormProps(form)} className="flex flex-col gap-3">
          <TextField
            meta={fields.question}
            label={t('ai.preview.field')}
            placeholder={t('ai.preview.placeholder')}
            maxLength={QUESTION_MAX}
            hint={hasUnsavedQuestions ? t('ai.preview.unsavedNote') : undefined}
          />
          <Button
            type="submit"
            icon={<MessageCircleQuestion />}
            loading={preview.isPending}
            className="self-end"
          >
            {t('ai.preview.submit')}
          </Button>
        </form>
        <section aria-live="polite" aria-label={t('ai.preview.result')}>
          {preview.data ? <PreviewResult answer={preview.data} /> : null}
        </section>
      </CardContent>
    </Card>
  );
}

function PreviewResult({ answer }: { answer: AiAnswer }) {
  const { t, lang } = useI18n();
  const { match, confident } = answer;
  const score = match
    ? t('ai.preview.score', {
        score: formatNumber(Math.round(match.score * 100), { locale: lang }),
      })
    : null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-muted/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        {confident ? (
          <Badge tone="success" dot>
            {t('ai.preview.confident')}
          </Badge>
        ) : (
          <Badge tone="warning" dot className="h-auto whitespace-normal py-1">
            {t('ai.preview.handover')}
          </Badge>
        )}
        {score ? <span className="text-sm tabular-nums text-fg-muted">{score}</span> : null}
      </div>
      {match ? (
        <dl className="flex flex-col gap-2 text-sm">
          <div>
            <dt className="text-xs text-fg-muted">
              {confident ? t('ai.preview.matched') : t('ai.preview.closest')}
            </dt>
            <dd className="font-semibold text-fg">{match.title}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('ai.questions.fieldQuestion')}</dt>
            <dd className="text-fg">{match.question}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">
              {confident ? t('ai.preview.botAnswers') : t('ai.questions.fieldAnswer')}
            </dt>
            <dd className="whitespace-pre-line text-fg">{match.answer}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-fg-muted">{t('ai.preview.noMatch')}</p>
      )}
    </div>
  );
}
