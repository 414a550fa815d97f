import { ChevronDown, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, formatNumber, type UiLocale } from '../../lib/format';
import { Button } from '../../primitives/button/button';
import { DeliveryAttemptList } from './delivery-attempt-list';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { eventLabel, type WebhookTexts } from './webhook-texts';
import type { WebhookDeliveryView } from './webhook-types';

export interface WebhookDeliveryListProps {
  /** Newest first, as the server lists them. */
  deliveries: readonly WebhookDeliveryView[];
  texts: WebhookTexts;
  locale?: UiLocale;
  /** «Resend»: the same event again, at once. */
  onResend: (delivery: WebhookDeliveryView) => void;
  /** The delivery whose resend is running (its button spins). */
  resendingId?: string | null;
  /** Deliveries whose attempts are open at first. */
  defaultExpanded?: readonly string[];
  className?: string;
}

/**
 * An endpoint's delivery log: for each event sent, what it was (and its order), when, where it
 * stands, how many attempts and when the next one is due; its attempts open under it, and a
 * button sends it again.
 */
export function WebhookDeliveryList({
  deliveries,
  texts,
  locale = 'ar',
  onResend,
  resendingId = null,
  defaultExpanded = [],
  className,
}: WebhookDeliveryListProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul aria-label={texts.delivery.list} className={cn('divide-y divide-border', className)}>
      {deliveries.map((delivery) => (
        <DeliveryItem
          key={delivery.id}
          delivery={delivery}
          texts={texts}
          locale={locale}
          expanded={expanded.has(delivery.id)}
          onToggle={() => toggle(delivery.id)}
          onResend={() => onResend(delivery)}
          resending={resendingId === delivery.id}
        />
      ))}
    </ul>
  );
}

interface DeliveryItemProps {
  delivery: WebhookDeliveryView;
  texts: WebhookTexts;
  locale: UiLocale;
  expanded: boolean;
  onToggle: () => void;
  onResend: () => void;
  resending: boolean;
}

function DeliveryItem({
  delivery,
  texts,
  locale,
  expanded,
  onToggle,
  onResend,
  resending,
}: DeliveryItemProps) {
  const words = texts.delivery;
  const attemptsId = useId();
  const count = (value: number) => formatNumber(value, { locale });
  const nextAttempt =
    delivery.status === 'pending' && delivery.nextAttemptAt
      ? formatDate(delivery.nextAttemptAt, { locale, style: 'dateTime' })
      : null;
  return (
    <li className="flex min-w-0 flex-col gap-3 py-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
            <span className="font-semibold text-fg">
              {eventLabel(texts.events, delivery.eventType)}
            </span>
            {delivery.orderRef ? (
              <span className="text-fg-muted">
                {words.order}{' '}
                <span dir="ltr" className="font-mono text-xs text-fg">
                  {delivery.orderRef}
                </span>
              </span>
            ) : null}
          </p>
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs tabular-nums text-fg-muted">
            <time dateTime={delivery.createdAt}>
              {formatDate(delivery.createdAt, { locale, style: 'dateTime' })}
            </time>
            <span>{words.attemptCount(count(delivery.attemptCount))}</span>
            {nextAttempt ? <span>{words.nextAttempt(nextAttempt)}</span> : null}
          </p>
        </div>
        <DeliveryStatusBadge status={delivery.status} labels={texts.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={attemptsId}
          iconEnd={
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', expanded && 'rotate-180')}
            />
          }
          onClick={onToggle}
          className="-ms-3"
        >
          {expanded ? words.hideAttempts : words.showAttempts(count(delivery.attempts.length))}
        </Button>
        <Button
          variant="outline"
          size="sm"
          icon={<RotateCw aria-hidden="true" />}
          loading={resending}
          onClick={onResend}
        >
          {words.resend}
        </Button>
      </div>
      <div id={attemptsId} hidden={!expanded} className="flex flex-col gap-2.5">
        {expanded ? (
          <>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-fg-muted">
              {words.deliveryId}
              <code dir="ltr" className="break-all font-mono text-fg">
                {delivery.id}
              </code>
            </p>
            {delivery.attempts.length > 0 ? (
              <DeliveryAttemptList
                attempts={delivery.attempts}
                texts={texts.attempt}
                locale={locale}
              />
            ) : (
              <p className="text-sm text-fg-muted">{words.noAttempts}</p>
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}
