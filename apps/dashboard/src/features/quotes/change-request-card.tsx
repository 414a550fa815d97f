import { FilePenLine } from 'lucide-react';
import type { ChangeWant, Quote } from '@taseer/api';
import { Badge, formatDate } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import type { Lang } from '../../i18n/translate';

const WANTS: Record<ChangeWant, MessageKey> = {
  another_brand: 'quote.change.want.another_brand',
  cheaper: 'quote.change.want.cheaper',
  not_needed: 'quote.change.want.not_needed',
};

/** The request the next version should answer: the newest version's, while it is still open. */
export function openChangeRequest(quote: Quote | undefined): Quote['changeRequest'] {
  if (!quote || (quote.status !== 'sent' && quote.status !== 'viewed')) return null;
  return quote.changeRequest;
}

function lineName(line: Quote['lines'][number], lang: Lang): string {
  return lang === 'en' ? line.name_en?.trim() || line.name_ar : line.name_ar;
}

/**
 * What the customer asked to change in the version (from his link): per part another brand,
 * cheaper or not needed, and his note, with when he sent it and how to answer (a new version).
 * Shown on the order's quote and above the form of the next version.
 */
export function ChangeRequestCard({ quote }: { quote: Quote }) {
  const { t, lang } = useI18n();
  const request = quote.changeRequest;
  if (!request) return null;
  const lines = new Map(quote.lines.map((line) => [line.pieceId, line]));
  const titleId = `change-request-${quote._id}`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="change-request"
      className="flex flex-col gap-3 rounded-lg border border-warning/30 bg-warning-soft/60 p-4 text-sm"
    >
      <div className="flex flex-col gap-0.5">
        <h4 id={titleId} className="flex items-center gap-2 font-semibold text-fg">
          <FilePenLine aria-hidden="true" className="size-4 shrink-0 text-warning" />
          {t('quote.change.title')}
        </h4>
        <p className="text-xs text-fg-muted">
          {t('quote.change.when', {
            when: formatDate(request.requestedAt, { locale: lang, style: 'dateTime' }),
            version: quote.version,
          })}
        </p>
      </div>
      {request.lines.length > 0 ? (
        <ul
          aria-label={t('quote.change.parts')}
          className="flex flex-col divide-y divide-warning/20"
        >
          {request.lines.map((asked) => {
            const line = lines.get(asked.pieceId);
            return (
              <li
                key={asked.pieceId}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5"
              >
                <span className="font-medium text-fg">{line ? lineName(line, lang) : '—'}</span>
                <ChangeWantBadge want={asked.want} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {request.note ? (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-xs text-fg-muted">{t('quote.change.note')}</figcaption>
          <blockquote
            dir="auto"
            className="rounded-md bg-surface px-3 py-2 leading-relaxed whitespace-pre-line text-fg"
          >
            {request.note}
          </blockquote>
        </figure>
      ) : null}
      <p className="text-xs text-fg-muted">{t('quote.change.answer')}</p>
    </section>
  );
}

export function ChangeWantBadge({ want }: { want: ChangeWant }) {
  const { t } = useI18n();
  return <Badge tone="warning">{t(WANTS[want])}</Badge>;
}

/** Under a part in the form of the next version: what the customer asked for it. */
export function ChangeWantHint({ want }: { want: ChangeWant }) {
  const { t } = useI18n();
  return (
    <p className="w-fit rounded-md bg-warning-soft px-2 py-1 text-xs font-medium text-warning">
      {t('quote.change.onLine', { want: t(WANTS[want]) })}
    </p>
  );
}
