import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { formatDate, formatHalalas, type UiLocale } from '../../lib/format';
import { Badge, type BadgeTone } from '../../primitives/badge/badge';
import { QuoteStatusBadge } from '../quote/quote-status-badge';
import { InlineError, InlineLoading } from './desk-states';
import type { CustomerHistoryTexts } from './desk-texts';
import type { CustomerOrderStatus, CustomerOrderView } from './desk-types';
import { orderOutcome } from './order-outcome';

const ORDER_TONES: Record<CustomerOrderStatus, BadgeTone> = {
  pending: 'primary',
  completed: 'success',
  canceled: 'danger',
};

export interface CustomerHistoryListProps {
  /** The customer's earlier orders, newest first. */
  orders: CustomerOrderView[];
  loading?: boolean;
  /** Why the orders could not be loaded (the server's message). */
  error?: string | null;
  /** Opens an order: each row becomes a button. */
  onOpen?: (id: string) => void;
  /** The words, in the reader's language. */
  texts: CustomerHistoryTexts;
  locale?: UiLocale;
  className?: string;
}

/**
 * A customer's earlier orders beside the one being priced: each with its number, date, total and
 * what came of it (the quote's status, or canceled / awaiting price when it was never quoted).
 * A customer's first order says so.
 */
export function CustomerHistoryList({
  orders,
  loading = false,
  error = null,
  onOpen,
  texts,
  locale = 'ar',
  className,
}: CustomerHistoryListProps) {
  const titleId = useId();
  let body;
  if (error) {
    body = <InlineError title={texts.error} message={error} className="py-2" />;
  } else if (loading && orders.length === 0) {
    body = <InlineLoading label={texts.loading} className="py-2" />;
  } else if (orders.length === 0) {
    body = <p className="py-2 text-sm text-fg-muted">{texts.empty}</p>;
  } else {
    body = (
      <ul
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        className="divide-y divide-border"
      >
        {orders.map((order) => {
          const outcome = orderOutcome(order);
          const content = (
            <>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <bdi dir="ltr" className="font-medium text-fg tabular-nums">
                    {order.orderRef}
                  </bdi>
                  {outcome.kind === 'quote' ? (
                    <QuoteStatusBadge status={outcome.status} texts={texts.quoteStatus} />
                  ) : (
                    <Badge tone={ORDER_TONES[outcome.status]} dot>
                      {texts.status[outcome.status]}
                    </Badge>
                  )}
                </span>
                <time dateTime={order.at} className="text-xs text-fg-muted tabular-nums">
                  {formatDate(order.at, { locale, style: 'date' })}
                </time>
              </span>
              <span className="shrink-0 font-semibold whitespace-nowrap text-fg tabular-nums">
                {formatHalalas(order.totalHalalas, { locale })}
              </span>
            </>
          );
          return (
            <li key={order.id}>
              {onOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen(order.id)}
                  className={cn(
                    '-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-md px-2 py-2.5 text-start text-sm transition-colors hover:bg-surface-muted',
                    focusRing,
                  )}
                >
                  {content}
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-fg-muted rtl:-scale-x-100"
                  />
                </button>
              ) : (
                <div className="flex items-center gap-3 py-2.5 text-sm">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby={titleId} className={cn('flex flex-col gap-1', className)}>
      <h3 id={titleId} className="text-sm font-semibold text-fg">
        {texts.title}
      </h3>
      {body}
    </section>
  );
}
