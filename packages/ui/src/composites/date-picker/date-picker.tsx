import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Direction, Popover } from 'radix-ui';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import type { UiLocale } from '../../lib/format';
import { controlClasses } from '../../primitives/input/input';
import {
  addDays,
  addMonths,
  clampDay,
  dayLabel,
  dayNumber,
  dayText,
  isOutside,
  monthTitle,
  monthWeeks,
  parseDay,
  weekBounds,
  weekdayNames,
  type Day,
} from './calendar-days';

export interface DatePickerLabels {
  previousMonth: string;
  nextMonth: string;
  clear: string;
}

const AR_LABELS: DatePickerLabels = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  clear: 'مسح التاريخ',
};

export interface DatePickerProps {
  /** The chosen day (`YYYY-MM-DD`), or undefined for none. */
  value: Day | undefined;
  /** A day picked from the calendar, or undefined when cleared. */
  onChange: (day: Day | undefined) => void;
  /** What the day is (the field's label): the button's name starts with it. */
  label: string;
  /** The language of the month and weekday names and of the chosen day's text. */
  locale?: UiLocale;
  /** The first and last days that may be picked. */
  min?: Day;
  max?: Day;
  /** Where the calendar opens when no day is chosen (today, in the app's time zone). */
  today?: Day;
  /** Shown on the button when no day is chosen. */
  placeholder?: string;
  labels?: DatePickerLabels;
  /** 0 Sunday (the Saudi work week), 6 Saturday, 1 Monday. */
  weekStart?: number;
  disabled?: boolean;
  /** From Field: the id its label points at, the hint and error ids, the error state. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  className?: string;
}

/**
 * A day chosen from a calendar in the app's language and calendar (Gregorian, Western digits,
 * lib/format.ts), not the browser's own date box: the button shows the chosen day as the app
 * writes dates («9 مارس 2025»), and opens a month whose names come from Intl. Keyboard: the
 * arrows move by a day (following the reading direction) and a week, Page Up / Page Down by a
 * month (with Shift, a year), Home / End to the week's ends, Enter or Space picks, Escape closes
 * and gives focus back to the button. Days outside `min`…`max` cannot be picked.
 */
export function DatePicker({
  value,
  onChange,
  label,
  locale = 'ar',
  min,
  max,
  today,
  placeholder = 'اختر',
  labels = AR_LABELS,
  weekStart = 0,
  disabled = false,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  className,
}: DatePickerProps) {
  const chosen = parseDay(value) ? value : undefined;
  const [open, setOpen] = useState(false);
  const start = () => clampDay(chosen ?? today ?? new Date().toISOString().slice(0, 10), min, max);
  const [focused, setFocused] = useState<Day>(start);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const dir = Direction.useDirection();

  const openWith = (next: boolean) => {
    if (next) setFocused(start());
    setOpen(next);
  };

  // The focused day takes the keyboard focus whenever it moves while the calendar is open.
  useEffect(() => {
    if (!open) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, open]);

  const move = (to: Day) => setFocused(clampDay(to, min, max));

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const steps: Record<string, () => Day> = {
      ArrowRight: () => addDays(focused, forward),
      ArrowLeft: () => addDays(focused, -forward),
      ArrowDown: () => addDays(focused, 7),
      ArrowUp: () => addDays(focused, -7),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      Home: () => weekBounds(focused, weekStart)[0],
      End: () => weekBounds(focused, weekStart)[1],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step());
  };

  const pick = (day: Day) => {
    if (isOutside(day, min, max)) return;
    onChange(day);
    setOpen(false);
  };

  const shown = chosen ? dayText(chosen, locale) : null;
  const names = weekdayNames(locale, weekStart);
  const PreviousIcon = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = dir === 'rtl' ? ChevronLeft : ChevronRight;
  const previousMonth = addMonths(focused, -1);
  const nextMonth = addMonths(focused, 1);
  const canGoBack = !min || `${previousMonth.slice(0, 7)}` >= min.slice(0, 7);
  const canGoOn = !max || `${nextMonth.slice(0, 7)}` <= max.slice(0, 7);

  return (
    <Popover.Root open={open} onOpenChange={openWith}>
      <div className={cn('relative w-full', className)}>
        <Popover.Trigger asChild>
          <button
            type="button"
            id={id}
            disabled={disabled}
            aria-label={shown ? `${label}: ${shown}` : label}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-haspopup="dialog"
            className={cn(
              controlClasses,
              'flex h-10 items-center gap-2 ps-3 text-start',
              chosen ? 'pe-10' : 'pe-3',
            )}
          >
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-fg-subtle" />
            <span className={cn('min-w-0 flex-1 truncate', !shown && 'text-fg-subtle')}>
              {shown ?? placeholder}
            </span>
          </button>
        </Popover.Trigger>
        {chosen && !disabled ? (
          <button
            type="button"
            aria-label={`${labels.clear}: ${label}`}
            onClick={() => onChange(undefined)}
            className={cn(
              'absolute inset-y-0 end-1 my-auto grid size-8 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          role="dialog"
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          onOpenAutoFocus={(event) => {
            // Focus goes to the chosen day (or today), as in a calendar one reads.
            event.preventDefault();
            grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
          }}
          className="z-50 w-[19rem] max-w-[calc(100vw-24px)] rounded-lg border border-border bg-surface p-3 shadow-popover motion-safe:data-[state=open]:animate-fade-in"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <button
              type="button"
              aria-label={labels.previousMonth}
              disabled={!canGoBack}
              onClick={() => move(previousMonth)}
              className={cn(
                'grid size-8 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg disabled:pointer-events-none disabled:opacity-40',
                focusRing,
              )}
            >
              <PreviousIcon aria-hidden="true" className="size-4" />
            </button>
            <p id={titleId} aria-live="polite" className="text-sm font-semibold text-fg">
              {monthTitle(focused, locale)}
            </p>
            <button
              type="button"
              aria-label={labels.nextMonth}
              disabled={!canGoOn}
              onClick={() => move(nextMonth)}
              className={cn(
                'grid size-8 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg disabled:pointer-events-none disabled:opacity-40',
                focusRing,
              )}
            >
              <NextIcon aria-hidden="true" className="size-4" />
            </button>
          </div>
          <table
            ref={grid}
            role="grid"
            aria-labelledby={titleId}
            onKeyDown={onKeyDown}
            className="w-full table-fixed border-collapse text-center text-sm"
          >
            <thead>
              <tr>
                {names.map((name) => (
                  <th
                    key={name.long}
                    scope="col"
                    abbr={name.long}
                    className="pb-1 text-xs font-medium text-fg-muted"
                  >
                    <span aria-hidden="true">{name.short}</span>
                    <span className="sr-only">{name.long}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(focused, weekStart).map((week, row) => (
                <tr key={row}>
                  {week.map((day, column) => {
                    if (!day) return <td key={`blank-${column}`} role="gridcell" />;
                    const selected = day === chosen;
                    const outside = isOutside(day, min, max);
                    return (
                      <td key={day} role="gridcell" aria-selected={selected || undefined}>
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={day === focused ? 0 : -1}
                          aria-label={dayLabel(day, locale)}
                          aria-disabled={outside || undefined}
                          aria-current={day === today ? 'date' : undefined}
                          onClick={() => pick(day)}
                          className={cn(
                            'mx-auto grid size-9 place-items-center rounded-md tabular-nums',
                            focusRing,
                            selected
                              ? 'bg-primary font-semibold text-primary-fg'
                              : 'text-fg hover:bg-primary-soft hover:text-primary-hover',
                            day === today &&
                              !selected &&
                              'font-semibold text-primary ring-1 ring-primary/40',
                            outside &&
                              'cursor-not-allowed text-fg-subtle opacity-50 hover:bg-transparent',
                          )}
                        >
                          {dayNumber(day, locale)}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
