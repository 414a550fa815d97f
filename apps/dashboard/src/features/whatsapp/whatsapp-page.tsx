import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Copy, MessagesSquare, Smartphone, Unplug } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { can } from '@taseer/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Modal,
  ModalClose,
  toast,
} from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { copyText } from '../../lib/copy-text';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import { ChoiceField } from '../../shared/forms/choice-field';
import { TextField } from '../../shared/forms/form-fields';
import { RecordScreen } from '../../shared/forms/record-screen';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import {
  useDeleteWhatsappConnection,
  useSaveWhatsappConnection,
  whatsappConnectionQueryOptions,
  type WhatsappConnection,
} from './api/whatsapp-connection';
import {
  ACCESS_TOKEN_MAX,
  APP_SECRET_MAX,
  DISPLAY_PHONE_MAX,
  PHONE_NUMBER_ID_MAX,
  VERIFY_TOKEN_MAX,
  whatsappConnectionSchema,
} from './whatsapp-connection.schemas';

const FORM_FIELDS = [
  'provider',
  'displayPhone',
  'phoneNumberId',
  'accessToken',
  'appSecret',
  'verifyToken',
] as const;

/**
 * /whatsapp (a company): its own WhatsApp Business number on Meta's Cloud API — the credentials
 * (kept sealed and never shown again), the webhook URL and verify token to give Meta, and
 * disconnecting. On a development server the local stand-in connects in one step.
 */
export function WhatsappPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'whatsapp.manage')) return <NotAllowedPage titleKey="page.whatsapp.title" />;
  return <WhatsappScreen />;
}

function WhatsappScreen() {
  const { t } = useI18n();
  const connection = useQuery(whatsappConnectionQueryOptions());
  return (
    <RecordScreen title={t('page.whatsapp.title')} record={connection}>
      {(data) => (
        <div className="flex max-w-3xl flex-col gap-6">
          {data.connected ? <ConnectedCard connection={data} /> : null}
          <ConnectionForm key={data.updatedAt ?? 'none'} connection={data} />
        </div>
      )}
    </RecordScreen>
  );
}

function ConnectedCard({ connection }: { connection: WhatsappConnection }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const copy = async () => {
    if (await copyText(connection.webhookUrl ?? '')) toast.success(t('whatsapp.copied'));
    else toast.error(t('whatsapp.copyFailed'));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('whatsapp.connected.title')}</CardTitle>
        <CardDescription>
          {connection.provider === 'local'
            ? t('whatsapp.connected.local')
            : t('whatsapp.connected.cloud')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-fg-muted">{t('whatsapp.field.displayPhone')}</dt>
            <dd dir="ltr" className="text-end font-medium text-fg rtl:text-right ltr:text-left">
              {connection.displayPhone}
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('whatsapp.field.phoneNumberId')}</dt>
            <dd dir="ltr" className="font-mono text-fg rtl:text-right ltr:text-left">
              {connection.phoneNumberId}
            </dd>
          </div>
        </dl>
        {connection.provider === 'cloud' ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm text-fg-muted">{t('whatsapp.webhookUrl')}</span>
            <div className="flex flex-wrap items-center gap-2">
              <code
                dir="ltr"
                className="min-w-0 break-all rounded-md bg-surface-muted px-2 py-1 text-xs text-fg"
              >
                {connection.webhookUrl}
              </code>
              <Button
                size="sm"
                variant="secondary"
                icon={<Copy aria-hidden="true" />}
                onClick={() => void copy()}
              >
                {t('whatsapp.copyWebhook')}
              </Button>
            </div>
            <p className="text-xs text-fg-muted">{t('whatsapp.webhookHint')}</p>
          </div>
        ) : null}
        {connection.readable ? null : (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('whatsapp.unreadable')}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Link
          href="/conversations"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <MessagesSquare aria-hidden="true" className="size-4" />
          {t('whatsapp.openConversations')}
        </Link>
        {connection.provider === 'local' ? (
          <Link
            href="/dev/phone"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <Smartphone aria-hidden="true" className="size-4" />
            {t('whatsapp.openPhone')}
          </Link>
        ) : null}
        <Button
          variant="ghost"
          className="ms-auto text-danger"
          icon={<Unplug aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t('whatsapp.disconnect')}
        </Button>
      </CardFooter>
      <DisconnectDialog open={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}

function DisconnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const remove = useDeleteWhatsappConnection();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !remove.isPending && onClose()}
      title={t('whatsapp.disconnectTitle')}
      description={t('whatsapp.disconnectDescription')}
      closeLabel={t('form.close')}
      size="sm"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost" disabled={remove.isPending}>
              {t('form.back')}
            </Button>
          </ModalClose>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: (answer) => {
                  showSuccess(answer);
                  onClose();
                },
                onError: showError,
              })
            }
          >
            {t('whatsapp.disconnectConfirm')}
          </Button>
        </>
      }
    />
  );
}

function ConnectionForm({ connection }: { connection: WhatsappConnection }) {
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const save = useSaveWhatsappConnection();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const schema = useMemo(() => whatsappConnectionSchema(), []);
  const [form, fields] = useForm({
    id: 'whatsapp-connection',
    defaultValue: {
      provider: connection.provider ?? (connection.localAvailable ? 'local' : 'cloud'),
      displayPhone: connection.displayPhone ?? '',
      phoneNumberId: connection.provider === 'cloud' ? (connection.phoneNumberId ?? '') : '',
    },
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      save.mutate(submission.value, {
        onSuccess: showSuccess,
        onError: (error) => {
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            setLastResult(
              submission.reply({ fieldErrors: serverFieldErrors(error.errors, FORM_FIELDS) }),
            );
          }
          showError(error);
        },
      });
    },
  });
  const cloud = fields.provider.value !== 'local';
  const choices = [
    {
      value: 'cloud',
      label: t('whatsapp.provider.cloud'),
      description: t('whatsapp.provider.cloudHint'),
    },
    ...(connection.localAvailable
      ? [
          {
            value: 'local',
            label: t('whatsapp.provider.local'),
            description: t('whatsapp.provider.localHint'),
          },
        ]
      : []),
  ];
  return (
    <Card>
      <form {...getFormProps(form)} noValidate>
        <CardHeader>
          <CardTitle>
            {connection.connected ? t('whatsapp.form.replaceTitle') : t('whatsapp.form.title')}
          </CardTitle>
          <CardDescription>{t('whatsapp.form.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ChoiceField
            meta={fields.provider}
            legend={t('whatsapp.field.provider')}
            choices={choices}
            required
          />
          <TextField
            meta={fields.displayPhone}
            label={t('whatsapp.field.displayPhone')}
            required
            maxLength={DISPLAY_PHONE_MAX}
            inputMode="tel"
            dir="ltr"
            placeholder="+966 55 123 4567"
          />
          {cloud ? (
            <>
              <TextField
                meta={fields.phoneNumberId}
                label={t('whatsapp.field.phoneNumberId')}
                required
                maxLength={PHONE_NUMBER_ID_MAX}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                hint={t('whatsapp.field.phoneNumberIdHint')}
              />
              <TextField
                meta={fields.accessToken}
                label={t('whatsapp.field.accessToken')}
                required
                type="password"
                maxLength={ACCESS_TOKEN_MAX}
                dir="ltr"
                autoComplete="off"
                hint={t('whatsapp.field.secretHint')}
              />
              <TextField
                meta={fields.appSecret}
                label={t('whatsapp.field.appSecret')}
                required
                type="password"
                maxLength={APP_SECRET_MAX}
                dir="ltr"
                autoComplete="off"
              />
              <TextField
                meta={fields.verifyToken}
                label={t('whatsapp.field.verifyToken')}
                required
                maxLength={VERIFY_TOKEN_MAX}
                dir="ltr"
                autoComplete="off"
                hint={t('whatsapp.field.verifyTokenHint')}
              />
            </>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button type="submit" loading={save.isPending}>
            {connection.connected ? t('whatsapp.form.replace') : t('whatsapp.form.connect')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
