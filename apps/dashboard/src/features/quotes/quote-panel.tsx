import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, FilePenLine, Link2, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { quoteLineView, type OrderQuotes, type Quote } from '@taseer/api';
import {
  Button,
  formatDate,
  formatHalalas,
  MoneySummary,
  QuoteLine,
  QuoteStatusBadge,
  Textarea,
  toast,
} from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import { copyText } from '../../lib/copy-text';
import { useToastMessages } from '../../lib/use-toast-messages';
import { refreshLists } from '../../shared/lists/list-keys';
import { orderQuotesQueryOptions } from '../../shared/orders/api/order-quotes';
import { shareQuote } from './api/order-mutations';
import { ORDER_CHANGE_REFRESHES } from '../../shared/orders/order-changes';
import { useQuoteTexts } from '../../shared/orders/quote-texts';
import { ChangeRequestCard, openChangeRequest } from './change-request-card';

const DECLINE_REASONS: Record<string, MessageKey> = {
  too_expensive: 'quote.reason.too_expensive',
  found_elsewhere: 'quote.reason.found_elsewhere',
  not_needed: 'quote.reason.not_needed',
  other: 'quote.reason.other',
};

interface QuotePanelProps {
  orderId: string;
  quotes: OrderQuotes;
  /** Sharing and a new version are for staff who price, on an order still open to it. */
  canShare: boolean;
  canReprice: boolean;
  onReprice: () => void;
  /** Why a new version is not offered though the reader prices (a colleague holds the order). */
  repriceNote?: string;
  /** The withdraw button (it cancels the order), when the caller may. */
  withdraw?: ReactNode;
}

/**
 * The order's quote as it stands: status and version, the lines as offered (the customer's
 * choices once answered), the server's totals, and the ways to get it to the customer — copy the
 * filled message or open WhatsApp with it — plus the older versions.
 */
export function QuotePanel({
  orderId,
  quotes,
  canShare,
  canReprice,
  onReprice,
  repriceNote,
  withdraw,
}: QuotePanelProps) {
  const { t, lang } = useI18n();
  const texts = useQuoteTexts();
  const [newest, ...older] = quotes.quotes;
  if (!newest) return null;
  const open = newest.status === 'sent' || newest.status === 'viewed';
  const chosen = new Map(newest.answer?.lines.map((line) => [line.pieceId, line.option]));

  return (
    <section aria-labelledby={`${orderId}-quote`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={`${orderId}-quote`} className="text-sm font-semibold text-fg">
          {t('quote.panel.title', { version: newest.version })}
        </h3>
        <QuoteStatusBadge status={newest.status} shared={newest.sharedAt !== null} texts={texts} />
        <span className="text-xs text-fg-muted">
          {t(open ? 'quote.panel.validUntil' : 'quote.panel.wasValidUntil', {
            date: formatDate(newest.validUntil, { locale: lang, style: 'dateTime' }),
          })}
        </span>
        {newest.createdByName ? (
          <span className="text-xs text-fg-muted">
            {t('quote.panel.by', { name: newest.createdByName })}
          </span>
        ) : null}
      </div>

      <Answer quote={newest} />
      {openChangeRequest(newest) ? <ChangeRequestCard quote={newest} /> : null}

      <ul className="flex flex-col">
        {newest.lines.map((line) => (
          <QuoteLine
            key={line.pieceId}
            line={quoteLineView(line, lang)}
            texts={texts}
            locale={lang}
            {...(newest.answer?.decision === 'accepted'
              ? {
                  selection: {
                    accepted: chosen.has(line.pieceId),
                    option: chosen.get(line.pieceId) ?? 0,
                  },
                }
              : {})}
          />
        ))}
      </ul>

      <MoneySummary totals={newest.totals} texts={texts} locale={lang} />
      {newest.answer?.totals ? (
        <MoneySummary
          title={t('quote.panel.acceptedTotals')}
          totals={newest.answer.totals}
          texts={texts}
          locale={lang}
        />
      ) : null}

      {canShare && open && quotes.chatMessage ? (
        <ShareBox orderId={orderId} quotes={quotes} shared={newest.sharedAt !== null} />
      ) : null}

      {repriceNote ? <p className="text-sm text-fg-muted">{repriceNote}</p> : null}

      {canReprice || withdraw ? (
        <div className="flex flex-wrap gap-2">
          {canReprice ? (
            <Button
              type="button"
              variant="outline"
              icon={<FilePenLine aria-hidden="true" />}
              onClick={onReprice}
            >
              {t('quote.panel.reprice')}
            </Button>
          ) : null}
          {withdraw}
        </div>
      ) : null}

      {older.length > 0 ? (
        <details className="rounded-lg border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium text-fg">
            {t('quote.panel.older', { count: older.length })}
          </summary>
          <ul className="mt-2 flex flex-col gap-2">
            {older.map((quote) => (
              <li key={quote._id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">
                  {t('quote.panel.version', { version: quote.version })}
                </span>
                <QuoteStatusBadge status={quote.status} texts={texts} />
                <span className="text-fg-muted tabular-nums">
                  {formatDate(quote.createdAt, { locale: lang, style: 'dateTime' })}
                </span>
                <span className="font-semibold tabular-nums">
                  {formatHalalas(quote.totals.totalHalalas, { locale: lang })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function Answer({ quote }: { quote: Quote }) {
  const { t, lang } = useI18n();
  const answer = quote.answer;
  if (!answer) return null;
  const when = formatDate(answer.answeredAt, { locale: lang, style: 'dateTime' });
  if (answer.decision === 'declined') {
    const reason =
      answer.reasonText ?? t(DECLINE_REASONS[answer.reason ?? 'other'] ?? 'quote.reason.other');
    return (
      <p className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger">
        {t('quote.panel.declined', { when, reason })}
      </p>
    );
  }
  const priced = quote.lines.filter((line) => line.state === 'priced').length;
  return (
    <p className="rounded-lg bg-success-soft px-4 py-3 text-sm text-success">
      {t('quote.panel.accepted', { when, count: answer.lines.length, of: priced })}
    </p>
  );
}

/** The filled message, copied or opened in WhatsApp; the first share is recorded on the order. */
function ShareBox({
  orderId,
  quotes,
  shared,
}: {
  orderId: string;
  quotes: OrderQuotes;
  shared: boolean;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const record = useMutation({
    mutationFn: (channel: 'copy' | 'whatsapp') => shareQuote(orderId, channel),
    onSuccess: () =>
      refreshLists(client, [orderQuotesQueryOptions(orderId).queryKey, ...ORDER_CHANGE_REFRESHES]),
    onError: showError,
  });
  const markShared = (channel: 'copy' | 'whatsapp') => {
    if (!shared) record.mutate(channel);
  };
  const copy = async (text: string, done: MessageKey) => {
    if (await copyText(text)) {
      toast.success(t(done));
      markShared('copy');
    } else {
      toast.error(t('quote.share.copyFailed'));
    }
  };
  const message = quotes.chatMessage ?? '';

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft/40 p-4">
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-fg">{t('quote.share.title')}</span>
        <span className="text-xs text-fg-muted">
          {t(shared ? 'quote.share.sharedHint' : 'quote.share.hint')}
        </span>
      </div>
      <Textarea
        aria-label={t('quote.share.message')}
        readOnly
        value={message}
        rows={4}
        className="bg-surface text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          icon={<Copy aria-hidden="true" />}
          onClick={() => void copy(message, 'quote.share.copiedMessage')}
        >
          {t('quote.share.copyMessage')}
        </Button>
        {quotes.whatsappUrl ? (
          <Button asChild variant="outline" icon={<MessageCircle aria-hidden="true" />}>
            <a
              href={quotes.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => markShared('whatsapp')}
            >
              {t('quote.share.whatsapp')}
            </a>
          </Button>
        ) : null}
        {quotes.link ? (
          <Button
            type="button"
            variant="ghost"
            icon={<Link2 aria-hidden="true" />}
            onClick={() => void copy(quotes.link ?? '', 'quote.share.copiedLink')}
          >
            {t('quote.share.copyLink')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
