import { useId } from 'react';
import { Checkbox, formatDate, Select } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import type { Lang } from '../../i18n/translate';
import { timeChoices, type DayHours, type Weekday } from './working-hours';

const DAY_NAMES: Record<Weekday, MessageKey> = {
  0: 'branchHours.day.0',
  1: 'branchHours.day.1',
  2: 'branchHours.day.2',
  3: 'branchHours.day.3',
  4: 'branchHours.day.4',
  5: 'branchHours.day.5',
  6: 'branchHours.day.6',
};

interface WorkingHoursEditorProps {
  days: readonly DayHours[];
  onChange: (days: DayHours[]) => void;
  /** What is wrong with a day (already in the reader's language), under its row. */
  errors: Partial<Record<Weekday, string>>;
  /** What is wrong with the hours as a whole (the server's), under the list. */
  error?: string;
}

/**
 * The week, Saturday first: each day ticked open with its opening and closing time (half hours,
 * closing up to midnight), or closed. A day with a second period set through the API says it
 * stays as it is.
 */
export function WorkingHoursEditor({ days, onChange, errors, error }: WorkingHoursEditorProps) {
  const { t, lang } = useI18n();
  const titleId = useId();
  const hintId = useId();
  const change = (day: Weekday, patch: Partial<DayHours>) =>
    onChange(days.map((row) => (row.day === day ? { ...row, ...patch } : row)));
  const timeText = (time: string) =>
    time === '24:00' ? t('branchHours.midnight') : clockTime(time, lang);

  return (
    <fieldset aria-labelledby={titleId} aria-describedby={hintId} className="flex flex-col gap-2">
      <legend id={titleId} className="text-sm font-medium text-fg">
        {t('branchHours.title')}
      </legend>
      <p id={hintId} className="text-xs leading-relaxed text-fg-muted">
        {t('branchHours.hint')}
      </p>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border px-3">
        {days.map((row) => {
          const name = t(DAY_NAMES[row.day]);
          const rowError = errors[row.day];
          const errorId = `${titleId}-${row.day}-error`;
          const described = rowError ? { 'aria-describedby': errorId } : {};
          return (
            <li key={row.day} className="flex flex-col gap-1.5 py-2.5" data-day={row.day}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <Checkbox
                  label={name}
                  checked={row.isOpen}
                  onCheckedChange={(checked) => change(row.day, { isOpen: checked === true })}
                  className="w-28 shrink-0"
                />
                {row.isOpen ? (
                  <div className="flex min-w-56 flex-1 items-center gap-2">
                    <Select
                      aria-label={t('branchHours.openAt', { day: name })}
                      {...described}
                      invalid={rowError !== undefined}
                      value={row.open}
                      onValueChange={(open) => change(row.day, { open })}
                      options={timeChoices('open', row.open).map((time) => ({
                        id: time,
                        value: timeText(time),
                      }))}
                      className="min-w-0 flex-1"
                    />
                    <span className="shrink-0 text-sm text-fg-muted">{t('branchHours.to')}</span>
                    <Select
                      aria-label={t('branchHours.closeAt', { day: name })}
                      {...described}
                      invalid={rowError !== undefined}
                      value={row.close}
                      onValueChange={(close) => change(row.day, { close })}
                      options={timeChoices('close', row.close).map((time) => ({
                        id: time,
                        value: timeText(time),
                      }))}
                      className="min-w-0 flex-1"
                    />
                  </div>
                ) : (
                  <span className="text-sm text-fg-muted">{t('branchHours.closed')}</span>
                )}
              </div>
              {row.isOpen
                ? row.kept.map((period) => (
                    // A sentence each: joining them would need each language's own separator.
                    <p key={`${period.open}-${period.close}`} className="text-xs text-fg-muted">
                      {t('branchHours.kept', {
                        from: timeText(period.open),
                        to: timeText(period.close),
                      })}
                    </p>
                  ))
                : null}
              {rowError ? (
                <p id={errorId} role="alert" className="text-xs font-medium text-danger">
                  {rowError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'HH:MM' as the reader's clock reads it («8:00 ص», "8:00 AM"), Western digits. */
function clockTime(time: string, lang: Lang): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatDate(new Date(Date.UTC(2000, 0, 1, hours, minutes)), {
    locale: lang,
    style: 'time',
    timeZone: 'UTC',
  });
}
