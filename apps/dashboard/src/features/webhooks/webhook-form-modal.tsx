import {
  getFormProps,
  useForm,
  useInputControl,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { formatNumber, toast, WebhookEventPicker } from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { hasChanges } from '../../shared/forms/changes';
import { TextField } from '../../shared/forms/form-fields';
import { FormModal } from '../../shared/forms/form-modal';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import { useCreateWebhookEndpoint } from './api/create-webhook-endpoint';
import { useUpdateWebhookEndpoint } from './api/update-webhook-endpoint';
import { useWebhookTexts } from './use-webhook-texts';
import {
  DESCRIPTION_MAX,
  formField,
  URL_MAX,
  WEBHOOK_FIELDS,
  webhookChanges,
  webhookFormValues,
  webhookSchema,
} from './webhook.schemas';
import type { WebhookEndpoint, WebhookSecretIssued } from './webhook-types';

interface WebhookFormModalProps {
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  /** A new endpoint was added: its secret is to be shown (the form closes). */
  onCreated: (answer: WebhookSecretIssued) => void;
}

/**
 * Add ('إضافة رابط') or edit ('تعديل الرابط') an endpoint: its URL, a description and the events
 * it receives. A refused save keeps everything typed and puts the server's messages under their
 * fields (its URL rules: https in production, no internal address).
 */
export function WebhookFormModal({ endpoint, onClose, onCreated }: WebhookFormModalProps) {
  const { t, lang } = useI18n();
  const { showError } = useToastMessages();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();

  const [form, fields] = useForm({
    id: endpoint ? `edit-webhook-${endpoint._id}` : 'add-webhook',
    defaultValue: webhookFormValues(endpoint),
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: webhookSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const onError = (error: Error) => {
        // The server names the field it refused (`url`, `events.0`): its message goes under it.
        if (error instanceof ApiRequestError && error.errors.length > 0) {
          const errors = error.errors.map((item) => ({ ...item, field: formField(item.field) }));
          setLastResult(
            submission.reply({ fieldErrors: serverFieldErrors(errors, WEBHOOK_FIELDS) }),
          );
        }
        showError(error);
      };
      if (!endpoint) {
        create.mutate(submission.value, { onSuccess: onCreated, onError });
        return;
      }
      const changes = webhookChanges(endpoint, submission.value);
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(
        { id: endpoint._id, changes },
        {
          onSuccess: () => {
            toast.success(t('webhooks.toast.saved'));
            onClose();
          },
          onError,
        },
      );
    },
  });
  const description = typeof fields.description.value === 'string' ? fields.description.value : '';

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(endpoint ? 'webhooks.form.editTitle' : 'webhooks.form.addTitle')}
      formId={form.id}
      pending={create.isPending || update.isPending}
      submitLabel={endpoint ? undefined : t('webhooks.form.submitAdd')}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-5">
        <TextField
          meta={fields.url}
          label={t('webhooks.form.url')}
          required
          dir="ltr"
          maxLength={URL_MAX}
          placeholder="https://example.com/webhooks/taseer"
          hint={t('webhooks.form.urlHint')}
        />
        <TextField
          meta={fields.description}
          label={t('webhooks.form.description')}
          dir="auto"
          maxLength={DESCRIPTION_MAX}
          placeholder={t('webhooks.form.descriptionPlaceholder')}
          hint={t('webhooks.form.descriptionHint', {
            count: formatNumber(description.length, { locale: lang }),
            max: formatNumber(DESCRIPTION_MAX, { locale: lang }),
          })}
        />
        <EventsField meta={fields.events} />
      </form>
    </FormModal>
  );
}

/**
 * The events boxes, rendered inside the form: their control looks for the form when it mounts
 * (to keep the chosen events in the form's data), and the modal's form is not in the page before
 * its content is.
 */
function EventsField({ meta }: { meta: FieldMetadata<string[] | undefined> }) {
  const { tMessage } = useI18n();
  const texts = useWebhookTexts();
  const events = useInputControl(meta);
  const chosen = Array.isArray(events.value) ? events.value : events.value ? [events.value] : [];
  const error = meta.errors?.[0];
  return (
    <WebhookEventPicker
      value={chosen}
      onValueChange={(next) => events.change(next)}
      onBlur={events.blur}
      labels={texts.events}
      texts={texts.picker}
      error={error ? tMessage(error) : undefined}
      required
    />
  );
}
