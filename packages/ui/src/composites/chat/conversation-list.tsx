import {
  BellOff,
  Camera,
  FileText,
  Headset,
  MapPin,
  MessagesSquare,
  Mic,
  Music,
  SearchX,
  TimerOff,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { formatDate, type UiLocale } from '../../lib/format';
import { Avatar } from '../../primitives/avatar/avatar';
import { Badge } from '../../primitives/badge/badge';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Spinner } from '../../primitives/spinner/spinner';
import { SearchField } from '../search-field/search-field';
import { dayKey, dayKind } from './chat-days';
import { bodyPreview, formatChatPhone } from './chat-preview';
import type { ConversationListTexts } from './chat-texts';
import type { ChatMessageBody, ChatMessageView, ConversationSummaryView } from './chat-types';
import { windowState } from './chat-window';

export interface ConversationListProps {
  /** Newest first, as the app orders them. */
  conversations: ConversationSummaryView[];
  /** The conversation open beside the list. */
  selectedId?: string | null;
  onSelect: (id: string) => void;
  locale?: UiLocale;
  texts: ConversationListTexts;
  /** True while the list loads (skeleton rows, or a spinner over the rows shown). */
  loading?: boolean;
  /** Why the list could not be loaded (the server's message). */
  error?: string | null;
  onRetry?: () => void;
  /** Now, for times and the window's state; stories and tests pass a fixed one. */
  now?: Date;
  /** The search term in force ('' for none). */
  search?: string;
  /** Given, a search box heads the list; called once typing pauses (see `SearchField`). */
  onSearch?: (term: string) => void;
  /** Give it a height: the rows scroll inside it. */
  className?: string;
}

/**
 * The shop's WhatsApp conversations: who (initials, name or else the number), the last message
 * on one line (media by its label: «🎤 رسالة صوتية»), when, how many are unread, and what needs
 * doing — a conversation the assistant handed to staff, a closed 24-hour window (templates
 * only), a customer who asked to stop messages. Each row is a button; the open one is marked
 * `aria-current`.
 */
export function ConversationList({
  conversations,
  selectedId = null,
  onSelect,
  locale = 'ar',
  texts,
  loading = false,
  error = null,
  onRetry,
  now,
  search = '',
  onSearch,
  className,
}: ConversationListProps) {
  const today = now ?? new Date();
  let body;
  if (error) {
    body = (
      <ErrorState
        title={texts.errorTitle}
        message={error}
        retryLabel={texts.retry}
        retrying={loading}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  } else if (loading && conversations.length === 0) {
    body = <ListSkeleton label={texts.loading} />;
  } else if (conversations.length === 0) {
    body = search.trim() ? (
      <EmptyState icon={<SearchX />} title={texts.noMatches(search.trim())} />
    ) : (
      <EmptyState icon={<MessagesSquare />} title={texts.empty} description={texts.emptyHint} />
    );
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-border">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              selected={conversation.id === selectedId}
              onSelect={onSelect}
              locale={locale}
              texts={texts}
              now={today}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={cn('relative flex min-h-0 flex-col bg-surface', className)}>
      {onSearch ? (
        <div className="border-b border-border p-3">
          <SearchField
            value={search}
            onSearch={onSearch}
            label={texts.search}
            clearLabel={texts.clearSearch}
          />
        </div>
      ) : null}
      <nav
        aria-label={texts.list}
        aria-busy={loading || undefined}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        {body}
      </nav>
      {loading && conversations.length > 0 && !error ? (
        <div className="absolute inset-0 grid place-items-center bg-surface/60">
          <Spinner label={texts.loading} className="text-primary" />
        </div>
      ) : null}
    </div>
  );
}

/** The last message's time: the time today, «أمس», else the date. */
function lastTime(at: string, now: Date, locale: UiLocale, texts: ConversationListTexts) {
  const kind = dayKind(dayKey(at), now);
  if (kind === 'today') return formatDate(at, { locale, style: 'time' });
  if (kind === 'yesterday') return texts.yesterday;
  return formatDate(at, { locale, style: 'short' });
}

/** The picture before a media message's label in the preview. */
function previewIcon(body: ChatMessageBody): LucideIcon | null {
  switch (body.kind) {
    case 'image':
      return Camera;
    case 'audio':
      return body.voice ? Mic : Music;
    case 'video':
      return Video;
    case 'document':
      return FileText;
    case 'location':
      return MapPin;
    default:
      return null;
  }
}

function lastPreview(message: ChatMessageView | null, texts: ConversationListTexts): string {
  if (!message) return texts.noMessages;
  const preview = bodyPreview(message.body, texts.media);
  if (message.direction === 'in') return preview;
  return message.author.kind === 'staff'
    ? texts.fromStaff(message.author.name, preview)
    : texts.fromAssistant(preview);
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
  locale,
  texts,
  now,
}: {
  conversation: ConversationSummaryView;
  selected: boolean;
  onSelect: (id: string) => void;
  locale: UiLocale;
  texts: ConversationListTexts;
  now: Date;
}) {
  const { customerName, lastMessage, unread, needsStaff, optedOut } = conversation;
  const name = customerName?.trim() || null;
  const phone = formatChatPhone(conversation.phone);
  const windowClosed = !windowState(conversation.windowClosesAt, now).open;
  const hasUnread = unread > 0;
  const PreviewIcon = lastMessage ? previewIcon(lastMessage.body) : null;
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      data-conversation={conversation.id}
      onClick={() => onSelect(conversation.id)}
      className={cn(
        'relative flex w-full items-start gap-3 px-4 py-3 text-start transition-colors',
        selected
          ? 'bg-primary-soft before:absolute before:inset-y-0 before:start-0 before:w-1 before:bg-primary'
          : 'hover:bg-surface-muted',
        focusRing,
        '-outline-offset-2',
      )}
    >
      {/* The name is read from the row itself; the avatar is only a picture of it. */}
      <span aria-hidden="true" className="shrink-0">
        <Avatar name={name ?? ''} size="md" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">
            {name ? <bdi>{name}</bdi> : <span dir="ltr">{phone}</span>}
          </span>
          {lastMessage ? (
            <time
              dateTime={lastMessage.at}
              className={cn(
                'shrink-0 text-xs tabular-nums',
                hasUnread ? 'font-semibold text-primary-hover' : 'text-fg-muted',
              )}
            >
              {lastTime(lastMessage.at, now, locale, texts)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={cn(
              'flex min-w-0 flex-1 items-center gap-1 text-sm',
              hasUnread ? 'font-medium text-fg' : 'text-fg-muted',
            )}
          >
            {PreviewIcon ? <PreviewIcon aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            <span className="min-w-0 truncate">
              <bdi>{lastPreview(lastMessage, texts)}</bdi>
            </span>
          </span>
          {hasUnread ? (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-fg tabular-nums">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{texts.unread(unread)}</span>
            </span>
          ) : null}
        </span>
        {name || needsStaff || windowClosed || optedOut ? (
          <span className="mt-1 flex flex-wrap items-center gap-1.5">
            {name ? (
              <span dir="ltr" className="me-1 text-xs text-fg-muted tabular-nums">
                {phone}
              </span>
            ) : null}
            {needsStaff ? (
              <Badge tone="warning" size="sm" data-flag="needs-staff">
                <Headset aria-hidden="true" className="size-3" />
                {texts.needsStaff}
              </Badge>
            ) : null}
            {windowClosed ? (
              <Badge tone="neutral" size="sm" data-flag="window-closed">
                <TimerOff aria-hidden="true" className="size-3" />
                {texts.windowClosed}
              </Badge>
            ) : null}
            {optedOut ? (
              <Badge tone="danger" size="sm" data-flag="opted-out">
                <BellOff aria-hidden="true" className="size-3" />
                {texts.optedOut}
              </Badge>
            ) : null}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** Rows in the shape of conversations while the list loads; the spinner speaks for them. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col">
      <div className="flex justify-center py-3">
        <Spinner label={label} className="text-primary" />
      </div>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} aria-hidden="true" className="flex items-start gap-3 px-4 py-3">
          <div className="size-10 shrink-0 rounded-full bg-surface-muted motion-safe:animate-pulse" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <div className="h-3 w-2/5 rounded-full bg-surface-muted motion-safe:animate-pulse" />
            <div className="h-3 w-4/5 rounded-full bg-surface-muted motion-safe:animate-pulse" />
          </div>
        </div>
      ))}
    </div>
  );
}
