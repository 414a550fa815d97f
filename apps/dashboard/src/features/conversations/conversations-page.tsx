import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ArrowRight, MessagesSquare } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { can } from '@taseer/api';
import {
  Card,
  ChatComposer,
  ChatThread,
  ConversationList,
  EmptyState,
  Tabs,
  TabsList,
  TabsTrigger,
  cn,
  formatChatPhone,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import {
  conversationQueryOptions,
  conversationsQueryOptions,
  useMarkConversationRead,
  useSendConversationMessage,
  useSendConversationTemplate,
  type ConversationFilter,
} from './api/conversations';
import { conversationView, messageView } from '../../shared/conversations/chat-views';
import { NotConnectedNotice } from './not-connected-notice';
import { useChatTexts } from '../../shared/conversations/use-chat-texts';
import { useMediaUrls } from './use-media-urls';

const FILTERS: {
  value: ConversationFilter;
  label:
    'conversations.filter.all' | 'conversations.filter.needsStaff' | 'conversations.filter.unread';
}[] = [
  { value: 'all', label: 'conversations.filter.all' },
  { value: 'needs_staff', label: 'conversations.filter.needsStaff' },
  { value: 'unread', label: 'conversations.filter.unread' },
];

/**
 * /conversations and /conversations/:id (the company's staff): its customers' WhatsApp
 * conversations, newest first, beside the open one — its messages as they arrive (the live
 * stream refreshes both) and the reply box, which keeps to WhatsApp's 24-hour window. On a phone
 * the list and the open conversation are a screen each.
 */
export function ConversationsPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'conversation.read')) {
    return <NotAllowedPage titleKey="page.conversations.title" />;
  }
  return <ConversationsScreen />;
}

function ConversationsScreen() {
  const { t, lang } = useI18n();
  const texts = useChatTexts();
  const [, params] = useRoute<{ id: string }>('/conversations/:id');
  const [, navigate] = useLocation();
  const openId = params?.id ?? null;
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const list = useQuery(conversationsQueryOptions(filter));
  const [search, setSearch] = useState('');
  const conversations = useMemo(() => {
    const rows = (list.data?.conversations ?? []).map(conversationView);
    const term = search.trim().toLowerCase();
    if (!term) return rows;
    return rows.filter(
      (row) => (row.customerName ?? '').toLowerCase().includes(term) || row.phone.includes(term),
    );
  }, [list.data, search]);

  return (
    <>
      <PageTitle>{t('page.conversations.title')}</PageTitle>
      <NotConnectedNotice />
      <Card className="flex h-[calc(100dvh-11rem)] min-h-[28rem] overflow-hidden p-0">
        <div
          className={cn(
            'flex w-full min-w-0 flex-col border-border lg:w-96 lg:shrink-0 lg:border-e',
            openId ? 'max-lg:hidden' : '',
          )}
        >
          <Tabs value={filter} onValueChange={(value) => setFilter(value as ConversationFilter)}>
            <TabsList aria-label={t('conversations.filter.label')} className="m-3 mb-0">
              {FILTERS.map((item) => (
                <TabsTrigger key={item.value} value={item.value}>
                  {t(item.label)}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <ConversationList
            className="min-h-0 flex-1"
            conversations={conversations}
            selectedId={openId}
            onSelect={(id) => navigate(`/conversations/${id}`)}
            locale={lang}
            texts={texts.list}
            loading={list.isPending}
            error={
              list.isError
                ? errorMessage(list.error, {
                    generic: t('common.errorGeneric'),
                    network: t('common.errorNetwork'),
                  })
                : null
            }
            onRetry={() => void list.refetch()}
            search={search}
            onSearch={setSearch}
          />
        </div>
        <div className={cn('flex min-w-0 flex-1 flex-col', openId ? '' : 'max-lg:hidden')}>
          {openId ? (
            <ConversationPanel key={openId} id={openId} />
          ) : (
            <div className="grid flex-1 place-items-center p-6">
              <EmptyState
                icon={<MessagesSquare aria-hidden="true" />}
                title={t('conversations.pick')}
                description={t('conversations.pickHint')}
              />
            </div>
          )}
        </div>
      </Card>
    </>
  );
}

function ConversationPanel({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const texts = useChatTexts();
  const detail = useQuery(conversationQueryOptions(id));
  const markRead = useMarkConversationRead();
  const sendText = useSendConversationMessage(id);
  const sendTemplate = useSendConversationTemplate(id);
  const [sendError, setSendError] = useState<string | null>(null);
  const data = detail.data;
  const mediaIds = useMemo(
    () => (data?.messages ?? []).flatMap((message) => (message.mediaId ? [message.mediaId] : [])),
    [data],
  );
  const media = useMediaUrls(id, mediaIds);
  const messages = useMemo(
    () => (data?.messages ?? []).map((message) => messageView(message, media)),
    [data, media],
  );
  const unread = data?.conversation.unreadCount ?? 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread > 0) read(id);
  }, [id, unread, read]);

  const failed = (error: unknown) => {
    setSendError(
      errorMessage(error, { generic: t('common.errorGeneric'), network: t('common.errorNetwork') }),
    );
    throw error;
  };
  const conversation = data?.conversation;
  const name =
    conversation?.customerName ?? (conversation ? formatChatPhone(conversation.customerPhone) : '');

  return (
    <>
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <Link
          href="/conversations"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary lg:hidden"
        >
          <ArrowRight aria-hidden="true" className="size-4 ltr:rotate-180" />
          {t('conversations.back')}
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-fg">{name}</h2>
          {conversation?.customerName ? (
            <p dir="ltr" className="text-xs text-fg-muted rtl:text-right">
              {formatChatPhone(conversation.customerPhone)}
            </p>
          ) : null}
        </div>
      </header>
      {conversation?.needsStaff ? (
        <p role="status" className="bg-warning-soft px-4 py-2 text-sm text-fg">
          {t('conversations.needsStaffBanner')}
        </p>
      ) : null}
      <ChatThread
        key={id}
        className="min-h-0 flex-1"
        messages={messages}
        locale={lang}
        texts={texts.thread}
        loading={detail.isPending}
        error={
          detail.isError
            ? errorMessage(detail.error, {
                generic: t('common.errorGeneric'),
                network: t('common.errorNetwork'),
              })
            : null
        }
        onRetry={() => void detail.refetch()}
      />
      {conversation ? (
        <ChatComposer
          className="border-t border-border"
          windowClosesAt={conversation.windowClosesAt}
          optedOut={conversation.optedOut}
          templates={(data?.templates ?? []).map((template) => ({
            name: template.name,
            label: template.label,
            preview: template.text,
          }))}
          onSendText={async (text) => {
            setSendError(null);
            await sendText.mutateAsync(text).catch(failed);
          }}
          onSendTemplate={async (template) => {
            setSendError(null);
            await sendTemplate.mutateAsync(template).catch(failed);
          }}
          sending={sendText.isPending || sendTemplate.isPending}
          error={sendError}
          locale={lang}
          texts={texts.composer}
        />
      ) : null}
    </>
  );
}
