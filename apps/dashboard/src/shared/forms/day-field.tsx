import { DatePicker, Field } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { riyadhToday } from '../stats/recent-days';

interface DayFieldProps {
  label: string;
  /** The day in force (`YYYY-MM-DD`), from the address. */
  value: string | undefined;
  min?: string;
  max?: string;
  error?: string;
  onCommit: (day: string | undefined) => void;
  className?: string;
}

/**
 * A filter's day, picked from the ui's calendar in the interface's language (Gregorian, Western
 * digits, as the app writes dates) rather than the browser's own "mm/dd/yyyy" box: only a whole
 * day within `min`…`max`, or none, reaches the address. The calendar opens on today in Riyadh,
 * the day the server counts by.
 */
export function DayField({ label, value, min, max, error, onCommit, className }: DayFieldProps) {
  const { t, lang } = useI18n();
  return (
    <Field label={label} error={error} touched className={className}>
      <DatePicker
        value={value}
        onChange={onCommit}
        label={label}
        locale={lang}
        min={min}
        max={max}
        today={riyadhToday()}
        placeholder={t('datePicker.placeholder')}
        labels={{
          previousMonth: t('datePicker.previousMonth'),
          nextMonth: t('datePicker.nextMonth'),
          clear: t('datePicker.clear'),
        }}
      />
    </Field>
  );
}
