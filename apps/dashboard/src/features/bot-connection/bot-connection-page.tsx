import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ExternalLink, FlaskConical, Webhook } from 'lucide-react';
import { Link } from 'wouter';
import { can } from '@taseer/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CodeSamples,
  ErrorState,
  RoutingPlaces,
  Spinner,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { copyText } from '../../lib/copy-text';
import { useToastMessages } from '../../lib/use-toast-messages';
import { PageTitle } from '../../navigation/page-title';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import {
  integrationKeyQueryOptions,
  integrationPlacesQueryOptions,
  sendTestOrder,
} from './api/integration-key';
import { useBotConnectionTexts } from './bot-connection-texts';
import { botSamples } from './bot-samples';
import { DefaultSectionCard } from './default-section-card';
import { IntegrationKeyCard } from './integration-key-card';

/** Where the server's API reference is served (apps/server, api-reference). */
const API_REFERENCE = '/docs/api';

/**
 * /connect-bot (a company): all a bot developer needs in one place — the integration key, where
 * orders go (the branches and sections with their ids, the default section), a test order with
 * the request and the answer, samples to copy, and the way to the webhooks and the reference.
 */
export function BotConnectionPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'integrationKey.manage')) {
    return <NotAllowedPage titleKey="page.botConnection.title" />;
  }
  return <BotConnectionScreen />;
}

function BotConnectionScreen() {
  const { t } = useI18n();
  const samples = botSamples(window.location.origin);
  const texts = useBotConnectionTexts();
  return (
    <>
      <PageTitle>{t('page.botConnection.title')}</PageTitle>
      <div className="flex max-w-3xl flex-col gap-6">
        <section aria-labelledby="bot-steps" className="flex flex-col gap-2">
          <h2 id="bot-steps" className="text-base font-semibold text-fg">
            {t('botConnection.steps.title')}
          </h2>
          <ol className="flex list-decimal flex-col gap-1.5 ps-5 text-sm leading-relaxed text-fg-muted">
            <li>
              {t('botConnection.steps.key')} <TechnicalName>x-integration-key</TechnicalName>
            </li>
            <li>
              {t('botConnection.steps.route')}{' '}
              <TechnicalName>GET /api/v1/integration/places</TechnicalName>
            </li>
            <li>{t('botConnection.steps.follow')}</li>
          </ol>
          <a
            href={API_REFERENCE}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            {t('botConnection.reference')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </section>
        <IntegrationKeyCard />
        <PlacesCard texts={texts} />
        <DefaultSectionCard />
        <TestOrderCard />
        <Card role="region" aria-labelledby="bot-samples-title">
          <CardHeader>
            <div className="flex flex-col gap-1">
              <CardTitle id="bot-samples-title">{t('botConnection.samples.title')}</CardTitle>
              <CardDescription>{t('botConnection.samples.description')}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {(['submit', 'read', 'verify'] as const).map((kind) => (
              <section
                key={kind}
                aria-labelledby={`sample-${kind}`}
                className="flex flex-col gap-2"
              >
                <h3 id={`sample-${kind}`} className="text-sm font-semibold text-fg">
                  {t(`botConnection.samples.${kind}`)}
                </h3>
                <CodeSamples samples={samples[kind]} onCopy={copyText} texts={texts.samples} />
              </section>
            ))}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="bot-webhooks-title">
          <CardHeader>
            <div className="flex flex-col gap-1">
              <CardTitle id="bot-webhooks-title">{t('botConnection.webhooks.title')}</CardTitle>
              <CardDescription>{t('botConnection.webhooks.description')}</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <Link
              href="/webhooks"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              <Webhook aria-hidden="true" className="size-4" />
              {t('botConnection.webhooks.open')}
            </Link>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

function PlacesCard({ texts }: { texts: ReturnType<typeof useBotConnectionTexts> }) {
  const { t } = useI18n();
  const places = useQuery(integrationPlacesQueryOptions());
  return (
    <Card role="region" aria-labelledby="bot-places-title">
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle id="bot-places-title">{t('botConnection.places.title')}</CardTitle>
          <CardDescription>{t('botConnection.places.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {places.isPending ? (
          <Spinner size="medium" label={t('common.loading')} className="text-primary" />
        ) : places.isError ? (
          <ErrorState
            title={t('botConnection.places.loadError')}
            message={errorMessage(places.error, {
              network: t('common.errorNetwork'),
              generic: t('common.errorGeneric'),
            })}
            onRetry={() => void places.refetch()}
            retryLabel={t('list.retry')}
            retrying={places.isFetching}
          />
        ) : (
          <RoutingPlaces
            branches={places.data.branches}
            defaultSectionId={places.data.defaultSectionId}
            onCopy={copyText}
            texts={texts.places}
          />
        )}
      </CardContent>
    </Card>
  );
}

function TestOrderCard() {
  const { t } = useI18n();
  const { showError } = useToastMessages();
  const test = useMutation({ mutationFn: sendTestOrder, onError: showError });
  // A test goes with the current key: without one there is nothing to try yet.
  const key = useQuery(integrationKeyQueryOptions());
  const hasKey = Boolean(key.data?.keyPrefix);
  const result = test.data;
  const order = result && 'order' in result.answer.body ? result.answer.body.order : null;
  return (
    <Card role="region" aria-labelledby="bot-test-title">
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle id="bot-test-title">{t('botConnection.test.title')}</CardTitle>
          <CardDescription>{t('botConnection.test.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button
          variant="outline"
          className="w-fit"
          icon={<FlaskConical aria-hidden="true" />}
          loading={test.isPending}
          disabled={!hasKey}
          onClick={() => test.mutate()}
        >
          {t('botConnection.test.send')}
        </Button>
        {key.isSuccess && !hasKey ? (
          <p className="text-sm text-fg-muted">{t('botConnection.test.needsKey')}</p>
        ) : null}
        {result ? (
          <div className="flex flex-col gap-3" aria-live="polite">
            <p className="text-sm font-medium text-fg">
              {order
                ? order.sectionName
                  ? t('botConnection.test.lands', {
                      place: [order.branchName, order.sectionName].filter(Boolean).join(' — '),
                    })
                  : t('botConnection.test.unrouted')
                : t('botConnection.test.refused', { status: result.answer.status })}
            </p>
            <Exchange
              title={t('botConnection.test.request')}
              text={`${result.request.method} ${result.request.path}\n${Object.entries(
                result.request.headers,
              )
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}\n\n${JSON.stringify(result.request.body, null, 2)}`}
            />
            <Exchange
              title={t('botConnection.test.answer', { status: result.answer.status })}
              text={JSON.stringify(result.answer.body, null, 2)}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Exchange({ title, text }: { title: string; text: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-1.5">
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      <pre
        dir="ltr"
        tabIndex={0}
        className="max-h-72 min-w-0 overflow-auto rounded-lg border border-border bg-surface-muted p-3 text-start font-mono text-xs leading-relaxed text-fg"
      >
        {text}
      </pre>
    </section>
  );
}

/** A header or a path inside a sentence, kept whole and left to right in an Arabic line. */
function TechnicalName({ children }: { children: string }) {
  return (
    <code dir="ltr" className="rounded-sm bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-fg">
      {children}
    </code>
  );
}
