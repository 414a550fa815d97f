import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ExternalLink, Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { can } from '@taseer/api';
import {
  Button,
  Card,
  DeletePhraseDialog,
  EmptyState,
  ErrorState,
  Spinner,
  toast,
  WebhookEndpointCard,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow } from '../../shared/lists/delete-flow';
import { deleteWebhookEndpoint } from './api/delete-webhook-endpoint';
import { WEBHOOK_ENDPOINTS_KEY, webhookEndpointsQueryOptions } from './api/list-webhook-endpoints';
import { useRotateWebhookSecret } from './api/rotate-webhook-secret';
import { useTestWebhookEndpoint } from './api/test-webhook-endpoint';
import { useUpdateWebhookEndpoint } from './api/update-webhook-endpoint';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { SecretDialog, type IssuedSecret } from './secret-dialog';
import { useWebhookTexts } from './use-webhook-texts';
import { ENDPOINT_LIMIT } from './webhook.schemas';
import { WebhookFormModal } from './webhook-form-modal';
import type { WebhookEndpoint } from './webhook-types';

/** Where the contract's reference (ReDoc of openapi.json) is served. */
export const API_REFERENCE_PATH = '/docs/api';

/** /webhooks (a company): the URLs its events are sent to, their secrets and delivery logs. */
export function WebhooksPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'webhooks.manage')) return <NotAllowedPage titleKey="page.webhooks.title" />;
  return <WebhooksScreen />;
}

type FormState = { mode: 'add' } | { mode: 'edit'; endpoint: WebhookEndpoint } | null;

function WebhooksScreen() {
  const { t, lang } = useI18n();
  const texts = useWebhookTexts();
  const { showError } = useToastMessages();
  const endpoints = useQuery(webhookEndpointsQueryOptions());
  const list = endpoints.data?.endpoints ?? [];
  const atLimit = list.length >= ENDPOINT_LIMIT;

  const [form, setForm] = useState<FormState>(null);
  const [issued, setIssued] = useState<IssuedSecret | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  const update = useUpdateWebhookEndpoint();
  const test = useTestWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const deletion = useDeleteFlow<WebhookEndpoint>({
    remove: (endpoint) => deleteWebhookEndpoint(endpoint._id),
    invalidates: [WEBHOOK_ENDPOINTS_KEY],
    nameOf: (endpoint) => endpoint.url,
  });
  // A toggle or a test of one endpoint spins on that endpoint only.
  const switching = update.isPending ? update.variables?.id : undefined;
  const testing = test.isPending ? test.variables : undefined;

  const sendTest = (endpoint: WebhookEndpoint) =>
    test.mutate(endpoint._id, {
      // The catalogue's words: the server's message is Arabic whatever the language.
      onSuccess: () => toast.success(t('webhooks.toast.testSent')),
      onError: showError,
    });
  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    update.mutate(
      { id: endpoint._id, changes: { enabled } },
      { onSuccess: () => toast.success(t('webhooks.toast.saved')), onError: showError },
    );
  const confirmRotate = (endpoint: WebhookEndpoint) =>
    rotate.mutate(endpoint._id, {
      onSuccess: (answer) => {
        setRotating(null);
        setIssued({ secret: answer.secret, url: answer.endpoint.url, rotated: true });
      },
      onError: showError,
    });

  const addButton = (label: string) => (
    <Button icon={<Plus aria-hidden="true" />} onClick={() => setForm({ mode: 'add' })}>
      {label}
    </Button>
  );

  let body;
  if (endpoints.isPending) {
    body = (
      <div className="grid place-items-center py-24">
        <Spinner size="large" label={t('common.loading')} className="text-primary" />
      </div>
    );
  } else if (endpoints.isError) {
    body = (
      <Card>
        <ErrorState
          title={t('list.errorTitle')}
          message={errorMessage(endpoints.error, {
            network: t('common.errorNetwork'),
            generic: t('common.errorGeneric'),
          })}
          onRetry={() => void endpoints.refetch()}
          retryLabel={t('list.retry')}
          retrying={endpoints.isFetching}
        />
      </Card>
    );
  } else if (list.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={<Webhook />}
          title={t('webhooks.empty.title')}
          description={t('webhooks.empty.description')}
          action={addButton(t('webhooks.addFirst'))}
        />
      </Card>
    );
  } else {
    body = (
      <ul aria-label={t('webhooks.list')} className="flex flex-col gap-4">
        {list.map((endpoint) => (
          <li key={endpoint._id}>
            <WebhookEndpointCard
              endpoint={endpoint}
              texts={texts}
              locale={lang}
              headingLevel="h2"
              enabledPending={switching === endpoint._id}
              onEnabledChange={(enabled) => setEnabled(endpoint, enabled)}
              testPending={testing === endpoint._id}
              onSendTest={() => sendTest(endpoint)}
              onShowDeliveries={() => setLogOf(endpoint)}
              onEdit={() => setForm({ mode: 'edit', endpoint })}
              onRotateSecret={() => setRotating(endpoint)}
              onDelete={() => deletion.request(endpoint)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageTitle>{t('page.webhooks.title')}</PageTitle>
      <section className="flex max-w-4xl flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex max-w-2xl flex-col gap-2">
            <p className="text-sm leading-relaxed text-fg-muted">{t('webhooks.intro')}</p>
            <a
              href={API_REFERENCE_PATH}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:text-primary-hover hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t('webhooks.apiReference')}
              <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <span className="sr-only">{t('webhooks.newTab')}</span>
            </a>
          </div>
          {list.length > 0 && !atLimit ? addButton(t('webhooks.add')) : null}
        </div>
        {atLimit ? <p className="text-sm text-fg-muted">{t('webhooks.limitReached')}</p> : null}
        {body}
      </section>

      {form ? (
        <WebhookFormModal
          endpoint={form.mode === 'edit' ? form.endpoint : undefined}
          onClose={() => setForm(null)}
          onCreated={(answer) => {
            setForm(null);
            setIssued({ secret: answer.secret, url: answer.endpoint.url, rotated: false });
          }}
        />
      ) : null}
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
      <RotateSecretDialog
        url={rotating?.url ?? null}
        pending={rotate.isPending}
        onConfirm={() => rotating && confirmRotate(rotating)}
        onClose={() => setRotating(null)}
      />
      {logOf ? (
        <DeliveryLogDialog
          endpoint={logOf}
          onClose={() => setLogOf(null)}
          onSendTest={() => sendTest(logOf)}
          testPending={testing === logOf._id}
        />
      ) : null}
      <DeletePhraseDialog
        {...deletion.dialog}
        title={t('delete.title')}
        description={t('webhooks.delete.description', {
          url: `\u2068${deletion.dialog.itemName ?? ''}\u2069`,
        })}
        instruction={t('delete.instruction')}
        inputLabel={t('delete.inputLabel')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
      />
    </>
  );
}
