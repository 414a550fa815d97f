import type { ReactNode } from 'react';
import type { Order, Piece } from '@taseer/api';
import { formatMoney } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { Lang } from '../../i18n/translate';
import { NoData } from '../../shared/lists/no-data';
import { OrderStatusBadge } from '../../shared/orders/order-status';
import { orderTotal } from './order-total';
import { pieceName } from './quote-line-editor';

/** The parts of an order nobody may price here: names, quantities and prices as they stand. */
export function ReadOnlyPieces({ order, lang }: { order: Order; lang: Lang }) {
  const { t } = useI18n();
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-fg">{t('offers.modal.pieces')}</h3>
      <ul>
        {order.pieces.map((piece) => (
          <li
            key={piece._id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-border py-3 last:border-b-0"
          >
            <div className="flex min-w-0 flex-1 basis-40 flex-col gap-0.5">
              <span className="font-medium text-fg">{pieceName(piece, lang)}</span>
              <span className="text-xs text-fg-muted">
                {t('offers.piece.quantity')}: <span className="tabular-nums">{piece.quantity}</span>
              </span>
            </div>
            <ReadOnlyPrice piece={piece} />
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between rounded-lg bg-primary-soft px-4 py-3 text-primary-hover">
        <span className="font-semibold">{t('offers.total')}</span>
        <span className="text-lg font-bold tabular-nums" data-testid="offer-total">
          {formatMoney(orderTotal(order.pieces), { locale: lang })}
        </span>
      </p>
    </section>
  );
}

function ReadOnlyPrice({ piece }: { piece: Piece }) {
  const { t, lang } = useI18n();
  let value: ReactNode;
  if (piece.status === 'canceled') value = <OrderStatusBadge status="canceled" />;
  else if (piece.price === null) value = <NoData>{t('offers.piece.notPriced')}</NoData>;
  else {
    value = (
      <span className="font-semibold tabular-nums">
        {formatMoney(piece.price, { locale: lang })}
      </span>
    );
  }
  return (
    <div className="flex flex-col gap-0.5 sm:items-end">
      <span className="text-xs text-fg-muted">{t('offers.piece.price')}</span>
      {value}
    </div>
  );
}
