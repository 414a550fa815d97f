import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { FormSection, toast } from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { ChoiceField } from '../../shared/forms/choice-field';

import { TextField } from '../../shared/forms/form-fields';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import type { useUpdateZatcaSettings } from './api/zatca-settings';
import {
  API_SECRET_MAX,
  CERTIFICATE_MAX,
  PRIVATE_KEY_MAX,
  ZATCA_FORM_FIELDS,
  zatcaConnectFormValues,
  zatcaConnectSchema,
  type ZatcaSettings,
} from './zatca-settings.schemas';

/** The form's id, which the card's save button names to submit it from the footer. */
export const ZATCA_CONNECT_FORM = 'zatca-connect';

/**
 * Connects to ZATCA's simulation or production with what ZATCA issued (or replaces the stamp in
 * use): the environment, the certificate, the private key and the API secret. The boxes always
 * start empty, as the key and the secret are never answered back. A refused save keeps all that
 * was pasted, each of the server's messages under its box. Its save button is the card's, in its
 * footer (`form={ZATCA_CONNECT_FORM}`), beside the removal.
 */
export function ZatcaConnectForm({
  saved,
  update,
  onDirtyChange,
}: {
  saved: ZatcaSettings;
  update: ReturnType<typeof useUpdateZatcaSettings>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const { showError } = useToastMessages();
  const connected = saved.environment !== null;
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [form, fields] = useForm({
    id: ZATCA_CONNECT_FORM,
    defaultValue: zatcaConnectFormValues(saved),
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: zatcaConnectSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      update.mutate(submission.value, {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            setLastResult(
              submission.reply({
                fieldErrors: serverFieldErrors(error.errors, ZATCA_FORM_FIELDS),
              }),
            );
          }
          showError(error);
        },
      });
    },
  });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);

  return (
    <form {...getFormProps(form)}>
      <FormSection
        title={t(connected ? 'taxSettings.zatca.replaceTitle' : 'taxSettings.zatca.connectTitle')}
        description={t(
          connected
            ? 'taxSettings.zatca.replaceDescription'
            : 'taxSettings.zatca.connectDescription',
        )}
      >
        <ChoiceField
          meta={fields.environment}
          legend={t('taxSettings.zatca.environment')}
          required
          choices={[
            {
              value: 'simulation',
              label: t('taxSettings.zatca.env.simulation'),
              description: t('taxSettings.zatca.env.simulationHint'),
            },
            {
              value: 'production',
              label: t('taxSettings.zatca.env.production'),
              description: t('taxSettings.zatca.env.productionHint'),
            },
          ]}
        />
        <TextField
          meta={fields.certificate}
          label={t('taxSettings.zatca.certificate')}
          required
          multiline
          rows={5}
          dir="ltr"
          maxLength={CERTIFICATE_MAX}
          autoComplete="off"
          placeholder="-----BEGIN CERTIFICATE-----"
          hint={t('taxSettings.zatca.certificateHint')}
        />
        <TextField
          meta={fields.privateKey}
          label={t('taxSettings.zatca.privateKey')}
          required
          multiline
          rows={5}
          dir="ltr"
          maxLength={PRIVATE_KEY_MAX}
          autoComplete="off"
          placeholder="-----BEGIN EC PRIVATE KEY-----"
          hint={t('taxSettings.zatca.privateKeyHint')}
        />
        <TextField
          meta={fields.apiSecret}
          type="password"
          label={t('taxSettings.zatca.apiSecret')}
          required
          dir="ltr"
          maxLength={API_SECRET_MAX}
          // Not a password of this site: the browser neither fills nor offers to save it.
          autoComplete="new-password"
          hint={t('taxSettings.zatca.apiSecretHint')}
        />
      </FormSection>
    </form>
  );
}
