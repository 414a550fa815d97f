import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import type { EventPickerTexts, WebhookEventLabels } from './webhook-texts';
import { WEBHOOK_EVENTS, type WebhookEventName } from './webhook-types';

export interface WebhookEventPickerProps {
  /** The chosen events, in any order; reported back in the list's order. */
  value: readonly string[];
  onValueChange: (events: WebhookEventName[]) => void;
  /** Called when focus leaves the group (validate on blur). */
  onBlur?: () => void;
  /** The events offered, in the order shown. */
  events?: readonly WebhookEventName[];
  labels: WebhookEventLabels;
  texts: EventPickerTexts;
  /** The validation message; shown under the group. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The events an endpoint receives: a box per event, with its technical name under its label, and
 * «all events» above them (mixed while only some are chosen).
 */
export function WebhookEventPicker({
  value,
  onValueChange,
  onBlur,
  events = WEBHOOK_EVENTS,
  labels,
  texts,
  error,
  required = false,
  disabled = false,
  className,
}: WebhookEventPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosen = events.filter((event) => value.includes(event));
  const all = chosen.length === events.length;
  const showError = error !== undefined && error !== null && error !== '';
  const set = (event: WebhookEventName, on: boolean) =>
    onValueChange(events.filter((item) => (item === event ? on : chosen.includes(item))));

  return (
    <fieldset
      aria-describedby={[hintId, showError ? errorId : null].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <legend className="mb-1.5 text-sm font-medium text-fg">
        {texts.legend}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-danger">
            *
          </span>
        ) : null}
      </legend>
      <Checkbox
        label={<span className="font-medium">{texts.all}</span>}
        checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
        onCheckedChange={() => onValueChange(all ? [] : [...events])}
        disabled={disabled}
      />
      <div
        className={cn(
          'grid gap-x-6 gap-y-3 rounded-lg border p-4 sm:grid-cols-2',
          showError ? 'border-danger' : 'border-border',
        )}
      >
        {events.map((event) => (
          <Checkbox
            key={event}
            label={labels[event]}
            description={
              <span dir="ltr" className="font-mono">
                {event}
              </span>
            }
            checked={chosen.includes(event)}
            onCheckedChange={(checked) => set(event, checked === true)}
            disabled={disabled}
          />
        ))}
      </div>
      <p id={hintId} className="text-xs leading-relaxed text-fg-muted">
        {texts.hint}
      </p>
      {showError ? (
        <p id={errorId} role="alert" className="text-xs font-medium leading-relaxed text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
