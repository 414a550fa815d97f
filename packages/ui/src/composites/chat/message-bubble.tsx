import {
  Bot,
  Check,
  CheckCheck,
  CircleAlert,
  Clock,
  Download,
  ExternalLink,
  FileText,
  ImageOff,
  MapPin,
  Mic,
  Music,
  Play,
  Reply,
  UserRound,
  VideoOff,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { formatDate, type UiLocale } from '../../lib/format';
import type { MessageBubbleTexts } from './chat-texts';
import type {
  ChatAuthor,
  ChatDeliveryStatus,
  ChatMessageBody,
  ChatMessageView,
} from './chat-types';

/** Each delivery status's icon (WhatsApp's ticks); read is the only one in colour. */
const STATUS_ICONS: Record<ChatDeliveryStatus, { icon: LucideIcon; className: string }> = {
  pending: { icon: Clock, className: 'text-fg-muted' },
  sent: { icon: Check, className: 'text-fg-muted' },
  delivered: { icon: CheckCheck, className: 'text-fg-muted' },
  read: { icon: CheckCheck, className: 'text-primary' },
  failed: { icon: CircleAlert, className: 'text-danger' },
};

/** Google Maps' search link for a point: opens the app on a phone, the site elsewhere. */
export function mapsUrl(latitude: number, longitude: number): string {
  return `https://maps.google.com/?q=${latitude},${longitude}`;
}

/** Pictures and videos fill the bubble up to its edge; everything else sits in its padding. */
const EDGE_TO_EDGE = new Set<ChatMessageBody['kind']>(['image', 'video']);

export interface MessageBubbleProps {
  message: ChatMessageView;
  /** The words, in the reader's language. */
  texts: MessageBubbleTexts;
  locale?: UiLocale;
  /**
   * The first message of a run from one author (see `groupThread`): it carries the author line
   * and the bubble's pointed corner. Later ones in the run sit close under it without them.
   */
  startsRun?: boolean;
  className?: string;
}

/**
 * One WhatsApp message. The customer's sit at the line's start (the right in Arabic) on white,
 * the shop's at its end on violet, with who wrote them (the assistant or a staff member), the
 * time and the delivery ticks; a failed one says why in red under it. Text keeps its line breaks
 * and takes its own direction; media plays in the browser's own controls; nothing is fetched
 * beyond the message's own files (a location is a link to the maps, not a map).
 */
export function MessageBubble({
  message,
  texts,
  locale = 'ar',
  startsRun = true,
  className,
}: MessageBubbleProps) {
  const outbound = message.direction === 'out';
  const edgeToEdge = EDGE_TO_EDGE.has(message.body.kind);
  const failed = outbound && message.status === 'failed';
  return (
    <div
      data-message-id={message.id}
      data-direction={message.direction}
      className={cn('flex w-full', outbound ? 'justify-end' : 'justify-start', className)}
    >
      <div
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col gap-1 sm:max-w-[70%]',
          outbound ? 'items-end' : 'items-start',
        )}
      >
        <div
          className={cn(
            'flex max-w-full min-w-0 flex-col gap-1 rounded-xl shadow-card',
            outbound ? 'bg-primary-soft' : 'border border-border bg-surface',
            startsRun && (outbound ? 'rounded-se-sm' : 'rounded-ss-sm'),
            edgeToEdge ? 'p-1' : 'px-3 py-2',
            failed && 'ring-1 ring-danger/40',
          )}
        >
          <AuthorLine
            author={message.author}
            outbound={outbound}
            visible={outbound && startsRun}
            texts={texts}
            className={edgeToEdge ? 'px-2 pt-1' : undefined}
          />
          <MessageBody
            body={message.body}
            outbound={outbound}
            texts={texts}
            edgeToEdge={edgeToEdge}
          />
          <p
            className={cn(
              'flex items-center justify-end gap-1 self-end text-xs text-fg-muted tabular-nums',
              edgeToEdge && 'px-2 pb-0.5',
            )}
          >
            <time dateTime={message.at}>{formatDate(message.at, { locale, style: 'time' })}</time>
            {outbound && message.status ? (
              <StatusIcon status={message.status} label={texts.status[message.status]} />
            ) : null}
          </p>
        </div>
        {failed ? (
          <p className="flex max-w-full items-start gap-1 text-xs leading-snug font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span dir="auto" className="min-w-0 wrap-break-word">
              {texts.failed(message.failure ?? null)}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function StatusIcon({ status, label }: { status: ChatDeliveryStatus; label: string }) {
  const { icon: Icon, className } = STATUS_ICONS[status];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      className={cn('inline-flex', className)}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

/**
 * Who wrote the message: shown on the shop's (the assistant or the staff member's name), read
 * out only on the customer's and on later messages of a run, so each message in the log says
 * who wrote it.
 */
function AuthorLine({
  author,
  outbound,
  visible,
  texts,
  className,
}: {
  author: ChatAuthor;
  outbound: boolean;
  visible: boolean;
  texts: MessageBubbleTexts;
  className?: string | undefined;
}) {
  const name =
    author.kind === 'assistant'
      ? texts.assistant
      : author.kind === 'staff'
        ? texts.staff(author.name)
        : texts.customer;
  if (!visible || !outbound) return <span className="sr-only">{`${name}: `}</span>;
  const Icon = author.kind === 'assistant' ? Bot : UserRound;
  return (
    <p
      data-author={author.kind}
      className={cn(
        'flex min-w-0 items-center gap-1 text-xs font-semibold text-primary-hover',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 truncate">{name}</span>
      <span className="sr-only">: </span>
    </p>
  );
}

function MessageBody({
  body,
  outbound,
  texts,
  edgeToEdge,
}: {
  body: ChatMessageBody;
  outbound: boolean;
  texts: MessageBubbleTexts;
  edgeToEdge: boolean;
}) {
  // Cards inside a bubble stand out from it: grey in the customer's white, white in the violet.
  const inset = outbound ? 'bg-surface' : 'bg-surface-muted';
  switch (body.kind) {
    case 'text':
      return <MessageText text={body.text} />;
    case 'image':
      return (
        <figure className="flex flex-col gap-1">
          {body.url ? (
            <img
              src={body.url}
              alt={body.caption?.trim() || texts.image}
              className="block max-h-72 w-64 max-w-full rounded-lg bg-surface-muted object-cover"
            />
          ) : (
            <Unavailable icon={ImageOff} kind={texts.image} text={texts.mediaUnavailable} media />
          )}
          {body.caption ? (
            <figcaption className={cn(edgeToEdge && 'px-2')}>
              <MessageText text={body.caption} />
            </figcaption>
          ) : null}
        </figure>
      );
    case 'video':
      return (
        <figure className="flex flex-col gap-1">
          {body.url ? (
            <VideoPlayer
              url={body.url}
              label={body.caption?.trim() || texts.video}
              playLabel={texts.playVideo}
            />
          ) : (
            <Unavailable icon={VideoOff} kind={texts.video} text={texts.mediaUnavailable} media />
          )}
          {body.caption ? (
            <figcaption className={cn(edgeToEdge && 'px-2')}>
              <MessageText text={body.caption} />
            </figcaption>
          ) : null}
        </figure>
      );
    case 'audio': {
      const label = body.voice ? texts.voiceNote : texts.audio;
      const Icon = body.voice ? Mic : Music;
      return (
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-primary-fg"
          >
            <Icon className="size-4" />
          </span>
          {body.url ? (
            <audio
              controls
              preload="none"
              src={body.url}
              aria-label={label}
              className="h-10 w-56 max-w-full min-w-0"
            />
          ) : (
            <Unavailable icon={null} kind={label} text={texts.mediaUnavailable} />
          )}
        </div>
      );
    }
    case 'document': {
      const card = (
        <>
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-md bg-primary text-primary-fg"
          >
            <FileText className="size-5" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="line-clamp-2 text-sm font-medium wrap-anywhere text-fg">
              <bdi>{body.filename}</bdi>
            </span>
            <span className="text-xs text-fg-muted">
              {body.url ? texts.downloadHint : texts.mediaUnavailable}
            </span>
          </span>
        </>
      );
      const cardClasses = cn('flex w-64 max-w-full items-center gap-3 rounded-lg p-2.5', inset);
      return (
        <div className="flex flex-col gap-1">
          {body.url ? (
            <a
              href={body.url}
              download={body.filename}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={texts.download(body.filename)}
              className={cn(cardClasses, 'transition-colors hover:bg-surface-muted/60', focusRing)}
            >
              {card}
              <Download aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
            </a>
          ) : (
            <div className={cardClasses}>{card}</div>
          )}
          {body.caption ? <MessageText text={body.caption} /> : null}
        </div>
      );
    }
    case 'location': {
      const coordinates = `${body.latitude.toFixed(5)}, ${body.longitude.toFixed(5)}`;
      return (
        <div className={cn('flex w-64 max-w-full flex-col overflow-hidden rounded-lg', inset)}>
          <div className="flex gap-2.5 p-2.5">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-md bg-danger-soft text-danger"
            >
              <MapPin className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="text-sm font-medium wrap-break-word text-fg">
                <bdi>{body.name?.trim() || texts.location}</bdi>
              </p>
              {body.address ? (
                <p className="text-xs leading-snug wrap-break-word text-fg-muted">
                  <bdi>{body.address}</bdi>
                </p>
              ) : null}
              <p className="text-xs text-fg-muted tabular-nums">
                <span dir="ltr">{coordinates}</span>
              </p>
            </div>
          </div>
          <a
            href={mapsUrl(body.latitude, body.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'flex items-center justify-center gap-1.5 border-t border-border px-3 py-2 text-sm font-medium text-primary-hover',
              'transition-colors hover:bg-primary-soft',
              focusRing,
              '-outline-offset-2',
            )}
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            {texts.openInMaps}
          </a>
        </div>
      );
    }
    case 'choices':
      return (
        <div className="flex flex-col gap-2">
          <MessageText text={body.text} />
          {/* The buttons the customer saw: a picture of them here, nothing to press. */}
          <ul aria-label={texts.choices} className="flex flex-col gap-1.5">
            {body.choices.map((choice, index) => (
              <li
                key={`${index}-${choice}`}
                className="flex items-center justify-center gap-1.5 rounded-md bg-surface px-3 py-1.5 text-center text-sm font-medium text-primary-hover shadow-card"
              >
                <Reply aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
                <bdi className="min-w-0 wrap-break-word">{choice}</bdi>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'choice':
      return (
        <p className="flex items-center gap-1.5 text-sm font-medium text-fg">
          <Reply aria-hidden="true" className="size-4 shrink-0 text-fg-muted rtl:-scale-x-100" />
          <span className="sr-only">{`${texts.choiceTapped} `}</span>
          <bdi className="min-w-0 wrap-break-word">{body.title}</bdi>
        </p>
      );
    case 'template':
      return (
        <div className="flex flex-col gap-1.5">
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-fg-muted">
            <FileText aria-hidden="true" className="size-3" />
            {texts.template}
          </span>
          <MessageText text={body.text} />
          {body.button ? (
            <a
              href={body.button.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                'mt-1 flex items-center justify-center gap-1.5 rounded-md bg-surface px-3 py-2 text-sm font-medium text-primary-hover shadow-card',
                'transition-colors hover:bg-surface-muted',
                focusRing,
              )}
            >
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <bdi>{body.button.label}</bdi>
            </a>
          ) : null}
        </div>
      );
    default:
      return <p className="text-sm text-fg-muted italic">{texts.unsupported}</p>;
  }
}

/**
 * A video waits behind a play button: nothing is fetched until the reader asks for it (and the
 * browser's player, which would show a loading ring before anything loads, appears only then),
 * like WhatsApp's videos before they are downloaded. Pressed, the browser's own player takes its
 * place and starts.
 */
function VideoPlayer({ url, label, playLabel }: { url: string; label: string; playLabel: string }) {
  const [started, setStarted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // The button that was pressed is gone: the keyboard carries on from the player.
  useEffect(() => {
    if (started) video.current?.focus();
  }, [started]);
  const classes = 'block aspect-video w-64 max-w-full rounded-lg bg-fg';
  if (started) {
    return (
      <video
        ref={video}
        controls
        autoPlay
        src={url}
        aria-label={label}
        className={cn(classes, focusRing)}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setStarted(true)}
      aria-label={`${playLabel}: ${label}`}
      className={cn(classes, 'group grid place-items-center', focusRing)}
    >
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-surface/90 text-fg shadow-popover transition-transform group-hover:scale-105"
      >
        {/* A play triangle points right in every language, like the players' own. */}
        <Play className="size-5 translate-x-px fill-current" />
      </span>
    </button>
  );
}

/** Text as written: its line breaks kept, its own direction, long words broken at the edge. */
function MessageText({ text }: { text: string }) {
  return (
    <p
      dir="auto"
      className="text-start text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere text-fg"
    >
      {text}
    </p>
  );
}

/** In place of media still being fetched, or lost. */
function Unavailable({
  icon: Icon,
  kind,
  text,
  media = false,
}: {
  icon: LucideIcon | null;
  kind: string;
  text: string;
  media?: boolean;
}): ReactNode {
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-xs text-fg-muted',
        media && 'h-36 w-64 max-w-full flex-col justify-center rounded-lg bg-surface-muted',
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-6" /> : null}
      <span className="sr-only">{`${kind}: `}</span>
      <span>{text}</span>
    </p>
  );
}
