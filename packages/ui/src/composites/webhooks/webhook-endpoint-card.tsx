import {
  CircleAlert,
  CirclePause,
  Ellipsis,
  KeyRound,
  OctagonX,
  Pencil,
  ScrollText,
  Send,
  Trash2,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, type UiLocale } from '../../lib/format';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { EnabledSwitch } from './enabled-switch';
import { WebhookEventBadges } from './webhook-event-badges';
import type { WebhookTexts } from './webhook-texts';
import type { WebhookEndpointView } from './webhook-types';

export interface WebhookEndpointCardProps {
  endpoint: WebhookEndpointView;
  texts: WebhookTexts;
  locale?: UiLocale;
  /** The switch: turn deliveries to this endpoint on or off. */
  onEnabledChange: (enabled: boolean) => void;
  /** True while a change of the switch is saved. */
  enabledPending?: boolean;
  onShowDeliveries: () => void;
  onSendTest: () => void;
  /** True while the test event is being queued. */
  testPending?: boolean;
  onEdit: () => void;
  onRotateSecret: () => void;
  onDelete: () => void;
  /** The URL's heading level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** Which state the endpoint is in, for its badge and notice. */
export type EndpointState = 'active' | 'failing' | 'stopped' | 'paused';

export function endpointState(endpoint: WebhookEndpointView): EndpointState {
  if (!endpoint.enabled) return endpoint.disabledReason === 'failing' ? 'stopped' : 'paused';
  return endpoint.failingSince ? 'failing' : 'active';
}

/**
 * One webhook endpoint of the company: its URL (left to right, cut with an ellipsis), what it is
 * for, the events it receives, a switch to turn it off and on, a clear notice while its
 * deliveries fail or after they stopped it, and its actions: the delivery log, a test event,
 * edit, and in a menu the signing-secret rotation and delete.
 */
export function WebhookEndpointCard({
  endpoint,
  texts,
  locale = 'ar',
  onEnabledChange,
  enabledPending = false,
  onShowDeliveries,
  onSendTest,
  testPending = false,
  onEdit,
  onRotateSecret,
  onDelete,
  headingLevel: Heading = 'h3',
  className,
}: WebhookEndpointCardProps) {
  const headingId = useId();
  const words = texts.endpoint;
  const state = endpointState(endpoint);
  const since = formatDate(endpoint.failingSince, { locale, style: 'dateTime' });
  const description = endpoint.description?.trim();

  return (
    <article
      aria-labelledby={headingId}
      data-state={state}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border bg-surface text-fg shadow-card',
        state === 'stopped' ? 'border-danger/40' : 'border-border/60',
        className,
      )}
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5">
            <div className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1.5">
              <Heading id={headingId} className="flex min-w-0 max-w-full">
                {/* A URL reads left to right in both languages; a long one ends in an ellipsis. */}
                <span
                  dir="ltr"
                  title={endpoint.url}
                  className="truncate font-mono text-sm font-semibold leading-6 text-fg"
                >
                  {endpoint.url}
                </span>
              </Heading>
              <StateBadge state={state} texts={texts} />
            </div>
            {description ? (
              <p dir="auto" className="break-words text-sm leading-relaxed text-fg-muted">
                {description}
              </p>
            ) : null}
          </div>
          <EnabledSwitch
            checked={endpoint.enabled}
            onCheckedChange={onEnabledChange}
            label={words.sendEvents}
            pending={enabledPending}
          />
        </div>

        <WebhookEventBadges events={endpoint.events} labels={texts.events} label={words.events} />

        {state === 'stopped' ? (
          <Notice tone="danger" icon={<OctagonX />} title={words.stoppedTitle}>
            {words.stoppedBody(since)}
          </Notice>
        ) : state === 'failing' ? (
          <Notice tone="warning" icon={<CircleAlert />} title={words.failingTitle}>
            {words.failingBody(since)}
          </Notice>
        ) : state === 'paused' ? (
          <p className="flex items-start gap-2 text-sm text-fg-muted">
            <CirclePause aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {words.pausedNote}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-border px-5 py-3">
        <Button variant="secondary" size="sm" icon={<ScrollText />} onClick={onShowDeliveries}>
          {words.deliveries}
        </Button>
        <Button
          variant="outline"
          size="sm"
          // A paper plane points the way the text runs.
          icon={<Send className="rtl:-scale-x-100" />}
          loading={testPending}
          onClick={onSendTest}
        >
          {words.sendTest}
        </Button>
        <Button variant="ghost" size="sm" icon={<Pencil />} onClick={onEdit}>
          {words.edit}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton label={words.more} size="sm" className="sm:ms-auto">
              <Ellipsis />
            </IconButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem icon={<KeyRound />} onSelect={onRotateSecret}>
              {words.rotateSecret}
            </DropdownMenuItem>
            <DropdownMenuItem icon={<Trash2 />} danger onSelect={onDelete}>
              {words.delete}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </article>
  );
}

function StateBadge({ state, texts }: { state: EndpointState; texts: WebhookTexts }) {
  if (state === 'stopped') {
    return (
      <Badge tone="danger" dot>
        {texts.endpoint.stopped}
      </Badge>
    );
  }
  if (state === 'failing') {
    return (
      <Badge tone="warning" dot>
        {texts.endpoint.failing}
      </Badge>
    );
  }
  if (state === 'paused') {
    return (
      <Badge tone="neutral" dot>
        {texts.endpoint.paused}
      </Badge>
    );
  }
  return null;
}

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'danger' | 'warning';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg px-4 py-3 text-sm',
        tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-warning-soft text-warning',
      )}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0 [&_svg]:size-5">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold">{title}</p>
        <p className="leading-relaxed text-fg">{children}</p>
      </div>
    </div>
  );
}
