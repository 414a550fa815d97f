import {
  Check,
  CheckCheck,
  CircleAlert,
  ExternalLink,
  FileText,
  Image as ImageIcon,
  List,
  MapPin,
  Mic,
  Reply,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, useEffect, useRef, type ComponentPropsWithRef } from 'react';
import {
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  formatDate,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { PhoneMessage, PhoneMessageStatus } from './api/phone-api';
import {
  phoneMessageBody,
  quotePath,
  type PhoneChoice,
  type PhoneMessageBody,
} from './phone-message-view';

/** A tap on a business's reply button (`list` false) or list row (`list` true). */
export interface PhoneChoiceTap {
  id: string;
  title: string;
  list: boolean;
}

const STATUS_LOOK: Record<PhoneMessageStatus, { icon: LucideIcon; className: string }> = {
  sent: { icon: Check, className: 'text-fg-muted' },
  delivered: { icon: CheckCheck, className: 'text-fg-muted' },
  read: { icon: CheckCheck, className: 'text-primary' },
  failed: { icon: CircleAlert, className: 'text-danger' },
};

/**
 * The thread as the customer's phone shows it: the business's messages at the line's start, the
 * customer's own at its end (the left in Arabic, as WhatsApp draws the sender's). Reply buttons
 * and list rows are tappable; the business's messages say whether they were delivered and read.
 */
export function PhoneThread({
  messages,
  onChoose,
  choosing,
  sentImages,
}: {
  messages: readonly PhoneMessage[];
  onChoose: (choice: PhoneChoiceTap) => void;
  /** True while a message is on its way: the buttons wait. */
  choosing: boolean;
  /** The photos this page sent, by message id, to show them rather than a placeholder. */
  sentImages: ReadonlyMap<string, string>;
}) {
  const { t } = useI18n();
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id ?? '';
  useEffect(() => {
    // A new message brings the phone's screen (not the page) to the thread's end.
    const screen = end.current?.closest<HTMLElement>('[data-phone-screen]');
    if (lastId && screen) screen.scrollTop = screen.scrollHeight;
  }, [lastId]);
  return (
    <div className="flex flex-col gap-2">
      <ol aria-label={t('devPhone.thread.label')} className="flex flex-col gap-2">
        {messages.map((message) => (
          <PhoneBubble
            key={message.id}
            message={message}
            onChoose={onChoose}
            choosing={choosing}
            imageUrl={sentImages.get(message.id) ?? null}
          />
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}

function PhoneBubble({
  message,
  onChoose,
  choosing,
  imageUrl,
}: {
  message: PhoneMessage;
  onChoose: (choice: PhoneChoiceTap) => void;
  choosing: boolean;
  imageUrl: string | null;
}) {
  const { t, lang } = useI18n();
  const own = message.from === 'customer';
  const body = phoneMessageBody(message);
  const status = STATUS_LOOK[message.status];
  const StatusIcon = status.icon;
  return (
    <li
      data-from={message.from}
      className={cn('flex w-full', own ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col rounded-xl shadow-card',
          own ? 'rounded-se-sm bg-success-soft' : 'rounded-ss-sm border border-border bg-surface',
        )}
      >
        <div className="flex min-w-0 flex-col gap-1 px-3 pt-2 pb-1.5">
          <BubbleBody body={body} imageUrl={imageUrl} />
          <p className="flex items-center justify-end gap-1 self-end text-xs text-fg-muted tabular-nums">
            <time dateTime={message.at}>
              {formatDate(message.at, { locale: lang, style: 'time' })}
            </time>
            {own ? null : (
              <span className={cn('inline-flex items-center gap-0.5', status.className)}>
                <StatusIcon aria-hidden="true" className="size-3.5" />
                {t(`devPhone.status.${message.status}`)}
              </span>
            )}
          </p>
        </div>
        {body.kind === 'buttons' && body.buttons.length > 0 ? (
          <div className="flex flex-col border-t border-border">
            {body.buttons.map((button, index) => (
              <ChoiceButton
                key={button.id}
                className={index > 0 ? 'border-t border-border' : undefined}
                disabled={choosing}
                onClick={() => onChoose({ id: button.id, title: button.title, list: false })}
                icon={Reply}
              >
                {button.title}
              </ChoiceButton>
            ))}
          </div>
        ) : null}
        {body.kind === 'list' ? (
          <ListRows body={body} choosing={choosing} onChoose={onChoose} />
        ) : null}
        {body.kind === 'template' && body.quoteToken ? (
          <div className="flex flex-col border-t border-border">
            <a
              href={quotePath(body.quoteToken)}
              target="_blank"
              rel="noreferrer"
              className="flex min-h-10 items-center justify-center gap-1.5 rounded-b-xl px-3 text-sm font-medium text-primary hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
            >
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              {t('devPhone.viewQuote')}
            </a>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function ChoiceButton({
  icon: Icon,
  className,
  children,
  ...props
}: ComponentPropsWithRef<'button'> & { icon: LucideIcon }) {
  return (
    <button
      type="button"
      className={cn(
        'flex min-h-10 w-full items-center justify-center gap-1.5 px-3 py-2 text-sm font-medium text-primary',
        'last:rounded-b-xl hover:bg-surface-muted disabled:opacity-50',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      <span className="min-w-0 truncate">{children}</span>
    </button>
  );
}

function ListRows({
  body,
  choosing,
  onChoose,
}: {
  body: Extract<PhoneMessageBody, { kind: 'list' }>;
  choosing: boolean;
  onChoose: (choice: PhoneChoiceTap) => void;
}) {
  const choose = (row: PhoneChoice) => onChoose({ id: row.id, title: row.title, list: true });
  return (
    <div className="flex flex-col border-t border-border">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <ChoiceButton icon={List} disabled={choosing}>
            {body.button}
          </ChoiceButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="center" className="w-72 max-w-[calc(100vw-2rem)]">
          {body.sections.map((section, index) => (
            <Fragment key={`${index}-${section.title ?? ''}`}>
              {index > 0 ? <DropdownMenuSeparator /> : null}
              {section.title ? <DropdownMenuLabel>{section.title}</DropdownMenuLabel> : null}
              {section.rows.map((row) => (
                <DropdownMenuItem key={row.id} onSelect={() => choose(row)}>
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{row.title}</span>
                    {row.description ? (
                      <span className="truncate text-xs text-fg-muted">{row.description}</span>
                    ) : null}
                  </span>
                </DropdownMenuItem>
              ))}
            </Fragment>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function BubbleBody({ body, imageUrl }: { body: PhoneMessageBody; imageUrl: string | null }) {
  const { t } = useI18n();
  switch (body.kind) {
    case 'text':
      return <BubbleText text={body.text} />;
    case 'buttons':
    case 'list':
      return <BubbleText text={body.text} />;
    case 'template':
      return (
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-primary-hover">
            <FileText aria-hidden="true" className="size-3.5 shrink-0" />
            <span dir="auto" className="min-w-0 wrap-break-word">
              {t('devPhone.template', { name: body.name })}
            </span>
          </p>
          {body.params.length > 0 ? (
            <ul className="flex flex-col gap-0.5 text-sm text-fg">
              {body.params.map((param, index) => (
                <li key={index} dir="auto" className="wrap-break-word">
                  {param}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    case 'choice':
      return (
        <p className="flex items-center gap-1.5 text-sm text-fg">
          <Reply aria-hidden="true" className="size-4 shrink-0 text-fg-muted rtl:-scale-x-100" />
          <span dir="auto" className="min-w-0 wrap-break-word">
            {body.title}
          </span>
        </p>
      );
    case 'image':
      return (
        <figure className="flex flex-col gap-1">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={body.caption ?? t('devPhone.image')}
              className="block max-h-64 w-56 max-w-full rounded-lg bg-surface-muted object-cover"
            />
          ) : (
            <MediaLine icon={ImageIcon} label={t('devPhone.image')} />
          )}
          {body.caption ? (
            <figcaption>
              <BubbleText text={body.caption} />
            </figcaption>
          ) : null}
        </figure>
      );
    case 'audio':
      return <MediaLine icon={Mic} label={t('devPhone.audio')} />;
    case 'document':
      return <MediaLine icon={FileText} label={body.filename ?? t('devPhone.document')} />;
    case 'location':
      return (
        <a
          href={`https://maps.google.com/?q=${body.latitude},${body.longitude}`}
          target="_blank"
          rel="noreferrer"
          className="flex items-start gap-1.5 text-sm text-fg hover:underline"
        >
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{body.name ?? t('devPhone.location')}</span>
            {body.address ? <span className="text-fg-muted">{body.address}</span> : null}
            <span dir="ltr" className="text-xs text-fg-muted tabular-nums">
              {body.latitude}, {body.longitude}
            </span>
          </span>
        </a>
      );
    case 'other':
      return (
        <p className="text-sm text-fg-muted italic">{t('devPhone.other', { type: body.type })}</p>
      );
  }
}

function BubbleText({ text }: { text: string }) {
  return (
    <p dir="auto" className="text-sm leading-relaxed wrap-break-word whitespace-pre-wrap text-fg">
      {text}
    </p>
  );
}

function MediaLine({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-fg">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      <span className="min-w-0 wrap-break-word">{label}</span>
    </p>
  );
}
