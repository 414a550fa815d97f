import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { eventLabel, type WebhookEventLabels } from './webhook-texts';

export interface WebhookEventBadgesProps {
  /** The subscribed events, as the server lists them. */
  events: readonly string[];
  labels: WebhookEventLabels;
  /** The list's accessible name ('الأحداث'). */
  label: string;
  className?: string;
}

/**
 * The events an endpoint receives, as small badges in the reader's language; an event this
 * version does not know shows its technical name, left to right.
 */
export function WebhookEventBadges({ events, labels, label, className }: WebhookEventBadgesProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {events.map((event) => {
        const text = eventLabel(labels, event);
        return (
          <li key={event} className="flex">
            <Badge
              tone="neutral"
              size="sm"
              title={event}
              dir={text === event ? 'ltr' : undefined}
              className="border border-border bg-surface-muted text-fg"
            >
              {text}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
