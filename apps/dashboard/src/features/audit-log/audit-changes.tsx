import { ArrowRight } from 'lucide-react';
import { useI18n } from '../../i18n/i18n';
import { fieldText, isReplacedSecret, valueText } from './audit-views';
import type { AuditAction, AuditChange } from './audit-types';
import { useWideScreen } from './use-audit-filters';

/** A record created shows what it was given, a deleted one what it had, a change both. */
type Shown = 'after' | 'before' | 'both';

function shownOf(action: AuditAction): Shown {
  if (action.endsWith('.created')) return 'after';
  if (action.endsWith('.deleted')) return 'before';
  return 'both';
}

/**
 * An event's changes, each «field: before → after» (the arrow follows the reading direction; the
 * old value struck through), or only the values a record was created with or deleted with. On a
 * phone they fold under a summary that counts them, across the card, so it stays short until it
 * is opened.
 */
export function AuditChanges({
  changes,
  action,
}: {
  changes: readonly AuditChange[];
  action: AuditAction;
}) {
  const { t } = useI18n();
  const wide = useWideScreen();
  if (changes.length === 0) return wide ? <span className="text-fg-muted">—</span> : null;
  const shown = shownOf(action);
  const list = (
    <ul className="flex flex-col gap-1.5">
      {changes.map((change, index) => (
        <ChangeLine
          key={`${change.field}-${change.item ?? ''}-${index}`}
          change={change}
          shown={shown}
        />
      ))}
    </ul>
  );
  if (wide) return list;
  return (
    <details className="w-full rounded-lg border border-border px-3 py-2">
      <summary className="cursor-pointer py-1 font-medium text-primary-hover select-none">
        {t('audit.changesSummary', { count: changes.length })}
      </summary>
      <div className="pt-2 pb-1 text-start">{list}</div>
    </details>
  );
}

function ChangeLine({ change, shown }: { change: AuditChange; shown: Shown }) {
  const { t, lang } = useI18n();
  const field = fieldText(change, t);
  return (
    <li className="leading-relaxed [overflow-wrap:anywhere]">
      <span className="font-medium text-fg">
        {field}
        {change.item ? (
          <span className="font-normal text-fg-muted">
            {' '}
            (<bdi>{change.item}</bdi>)
          </span>
        ) : null}
        :{' '}
      </span>
      {isReplacedSecret(change) ? (
        <span>{t('audit.value.secretReplaced')}</span>
      ) : shown !== 'both' ? (
        <bdi className={shown === 'after' ? 'text-fg' : 'text-fg-muted'}>
          {valueText(change, shown === 'after' ? change.after : change.before, t, lang)}
        </bdi>
      ) : (
        <>
          <span className="sr-only">{t('audit.change.before')} </span>
          <bdi className="text-fg-muted line-through decoration-fg-muted/60">
            {valueText(change, change.before, t, lang)}
          </bdi>
          <ArrowRight
            aria-hidden="true"
            className="mx-1 inline size-3.5 align-[-2px] text-fg-muted rtl:rotate-180"
          />
          <span className="sr-only">{t('audit.change.after')} </span>
          <bdi className="font-medium text-fg">{valueText(change, change.after, t, lang)}</bdi>
        </>
      )}
    </li>
  );
}
