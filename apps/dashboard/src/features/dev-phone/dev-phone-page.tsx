import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, MessageCircle, PowerOff, Settings, Smartphone, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Field,
  Input,
  Select,
  Spinner,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import {
  isCustomerNumber,
  PhoneApiError,
  phoneChannelsQueryOptions,
  phoneThreadQueryOptions,
  sendCustomerMessage,
  type PhoneChannel,
} from './api/phone-api';
import { PhoneComposer, type ComposedMessage } from './phone-composer';
import { PhoneThread } from './phone-thread';

/** The customer's number the page starts with. */
const DEFAULT_CUSTOMER = '966501234567';
/** Where a company connects its WhatsApp number (a local one among them). */
const WHATSAPP_SETTINGS = '/whatsapp';

/** A phone number kept left to right inside a sentence of either direction. */
function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

/** A name kept in its own direction, so the text around it keeps its order in either language. */
function ownDirection(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * /dev/phone (any signed-in account, development servers): a customer's WhatsApp, imitated by the
 * server's local stand-in, to talk to a company's assistant as its customers would — for
 * development and demos; nothing here reaches real WhatsApp. A production server does not mount
 * the stand-in, and the page says so.
 */
export function DevPhonePage() {
  const { t } = useI18n();
  const errorTexts = { network: t('common.errorNetwork'), generic: t('common.errorGeneric') };
  const channels = useQuery(phoneChannelsQueryOptions());
  return (
    <>
      <PageTitle>{t('devPhone.title')}</PageTitle>
      <div className="flex flex-col gap-6">
        <p className="flex items-start gap-2 text-sm leading-relaxed text-fg-muted">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('devPhone.intro')}
        </p>
        {channels.isPending ? (
          <div className="grid place-items-center py-16">
            <Spinner size="large" label={t('common.loading')} className="text-primary" />
          </div>
        ) : channels.isError ? (
          <Card>
            <ErrorState
              title={t('devPhone.loadError')}
              message={problemOf(channels.error, errorTexts)}
              onRetry={() => void channels.refetch()}
              retryLabel={t('list.retry')}
              retrying={channels.isFetching}
            />
          </Card>
        ) : channels.data.kind === 'off' ? (
          <Card>
            <EmptyState
              icon={<PowerOff />}
              title={t('devPhone.off.title')}
              description={t('devPhone.off.description')}
            />
          </Card>
        ) : channels.data.channels.length === 0 ? (
          <Card>
            <EmptyState
              icon={<Smartphone />}
              title={t('devPhone.noChannels.title')}
              description={t('devPhone.noChannels.description')}
              action={
                <Button asChild variant="outline">
                  <Link href={WHATSAPP_SETTINGS}>
                    <Settings aria-hidden="true" />
                    {t('devPhone.noChannels.action')}
                  </Link>
                </Button>
              }
            />
          </Card>
        ) : (
          <CustomerPhone channels={channels.data.channels} />
        )}
      </div>
    </>
  );
}

/**
 * What a failed call says: the stand-in's own words when it refused the request (a 4xx), the
 * generic sentence when the server failed, the network's when nothing answered.
 */
function problemOf(error: unknown, texts: { network: string; generic: string }): string {
  if (!(error instanceof PhoneApiError) || error.status === 0) return texts.network;
  return error.status < 500 ? error.message : texts.generic;
}

function CustomerPhone({ channels }: { channels: readonly PhoneChannel[] }) {
  const { t } = useI18n();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [customer, setCustomer] = useState(DEFAULT_CUSTOMER);
  const [name, setName] = useState(() => t('devPhone.defaultName'));
  const [numberTouched, setNumberTouched] = useState(false);
  const channel = channels.find((each) => each.phoneNumberId === chosenId) ?? channels[0]!;
  const validNumber = isCustomerNumber(customer);

  return (
    <div className="flex flex-col items-center gap-6 lg:flex-row lg:items-start lg:justify-center">
      <Card className="w-full max-w-[420px] lg:w-96 lg:shrink-0">
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            {t('devPhone.setup.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field label={t('devPhone.business')}>
            <Select
              options={channels.map((each) => ({
                id: each.phoneNumberId,
                value: t('devPhone.businessOption', {
                  company: ownDirection(each.company),
                  phone: leftToRight(each.displayPhone),
                }),
              }))}
              value={channel.phoneNumberId}
              onValueChange={(id) => setChosenId(id)}
              placeholder={t('form.selectPlaceholder')}
            />
          </Field>
          <Field
            label={t('devPhone.customerNumber')}
            hint={t('devPhone.customerNumberHint')}
            error={validNumber ? undefined : t('devPhone.customerNumberInvalid')}
            touched={numberTouched || customer !== ''}
          >
            <Input
              value={customer}
              onChange={(event) => setCustomer(event.target.value.replace(/[^0-9]/g, ''))}
              onBlur={() => setNumberTouched(true)}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              maxLength={20}
            />
          </Field>
          <Field label={t('devPhone.customerName')}>
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              dir="auto"
              autoComplete="off"
            />
          </Field>
        </CardContent>
      </Card>
      <PhoneScreen
        // Another business or customer is another phone: its own sent photos and warnings.
        key={`${channel.phoneNumberId}:${validNumber ? customer : ''}`}
        channel={channel}
        customer={validNumber ? customer : null}
        name={name.trim()}
      />
    </div>
  );
}

function PhoneScreen({
  channel,
  customer,
  name,
}: {
  channel: PhoneChannel;
  /** The customer's number, or null while the one typed is not a number. */
  customer: string | null;
  name: string;
}) {
  const { t } = useI18n();
  const errorTexts = { network: t('common.errorNetwork'), generic: t('common.errorGeneric') };
  const client = useQueryClient();
  const threadOptions = phoneThreadQueryOptions(channel.phoneNumberId, customer ?? '');
  const thread = useQuery({ ...threadOptions, enabled: customer !== null });
  const [sentImages, setSentImages] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [warning, setWarning] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: ({ content }: ComposedMessage) =>
      sendCustomerMessage({
        phoneNumberId: channel.phoneNumberId,
        from: customer ?? '',
        ...(name ? { name } : {}),
        content,
      }),
    onMutate: () => setWarning(null),
    onSuccess: (sent, { preview }) => {
      if (preview) setSentImages((images) => new Map(images).set(sent.id, preview));
      if (sent.webhookStatus < 200 || sent.webhookStatus >= 300) {
        setWarning(t('devPhone.webhookFailed', { status: sent.webhookStatus }));
      }
      void client.invalidateQueries({ queryKey: threadOptions.queryKey });
    },
  });
  const title = t('devPhone.phoneLabel', { business: channel.company });

  return (
    <section
      aria-label={title}
      className="flex h-[min(46rem,calc(100dvh-15rem))] min-h-[30rem] w-full max-w-[420px] flex-col overflow-hidden rounded-[1.75rem] border-[6px] border-fg bg-surface shadow-card"
    >
      <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-fg">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-fg/20"
        >
          <Store className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col">
          <p className="truncate text-sm font-semibold">{channel.company}</p>
          <p className="truncate text-xs opacity-90">
            <bdi dir="ltr">{channel.displayPhone}</bdi>
          </p>
        </div>
      </header>
      <div
        data-phone-screen
        aria-busy={thread.isFetching && !thread.data}
        className="min-h-0 flex-1 overflow-y-auto bg-canvas px-3 py-4"
      >
        {customer === null ? null : thread.data ? (
          thread.data.length === 0 ? (
            <EmptyState
              icon={<MessageCircle />}
              title={t('devPhone.thread.empty')}
              className="h-full py-6"
            />
          ) : (
            <PhoneThread
              messages={thread.data}
              onChoose={(choice) => send.mutate({ content: { choice } })}
              choosing={send.isPending}
              sentImages={sentImages}
            />
          )
        ) : thread.isError ? (
          <ErrorState
            title={t('devPhone.thread.loadError')}
            message={problemOf(thread.error, errorTexts)}
            onRetry={() => void thread.refetch()}
            retryLabel={t('list.retry')}
            retrying={thread.isFetching}
            className="h-full py-6"
          />
        ) : (
          <div className="grid h-full place-items-center">
            <Spinner size="medium" label={t('common.loading')} className="text-primary" />
          </div>
        )}
      </div>
      {send.isError || warning ? (
        <p
          role="alert"
          className="border-t border-border bg-danger-soft px-4 py-2 text-xs font-medium text-danger"
        >
          {send.isError
            ? t('devPhone.sendError', {
                reason: problemOf(send.error, errorTexts),
              })
            : warning}
        </p>
      ) : null}
      <PhoneComposer
        onSend={(message) => send.mutateAsync(message)}
        sending={send.isPending}
        disabled={customer === null}
      />
    </section>
  );
}
