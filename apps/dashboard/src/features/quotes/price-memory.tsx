import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Order, Piece } from '@taseer/api';
import { Button, CustomerHistoryList, PriceMemoryPanel } from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { priceMemoryQueryOptions } from '../../shared/desk/api/desk';
import { useDeskTexts } from '../../shared/desk/desk-texts';
import {
  customerOrderView,
  priceMemoryByPiece,
  type CustomerOrder,
} from '../../shared/desk/desk-views';
import { offerPath } from '../../shared/orders/offer-address';
import { pieceName } from './quote-line-editor';

/** The customer's earlier orders shown before «عرض الكل»: the pieces stay near the top. */
const HISTORY_SHOWN = 3;

export interface PriceMemory {
  /** The customer's earlier orders, above the pieces. */
  customerHistory: ReactNode;
  /** What was quoted before for a piece, under its price; «استخدم» puts a price in. */
  panelOf: (piece: Piece, onReuse: (halalas: number) => void) => ReactNode;
}

/**
 * The price memory of the order being priced: one request per open offer (contract:
 * getPriceMemory), its loading and error shown by each panel in place.
 */
export function usePriceMemory(order: Order, enabled: boolean): PriceMemory {
  const { t, lang } = useI18n();
  const texts = useDeskTexts();
  const answer = useQuery({
    ...priceMemoryQueryOptions(order._id),
    enabled,
    // Earlier quotes do not change while this one is written.
    staleTime: 5 * 60_000,
  });
  const error = answer.isError
    ? errorMessage(answer.error, {
        network: t('common.errorNetwork'),
        generic: t('common.errorGeneric'),
      })
    : null;
  const loading = answer.isPending && enabled;
  const byPiece = priceMemoryByPiece(answer.data?.parts ?? [], order.pieces, (piece) =>
    pieceName(piece, lang),
  );
  return {
    customerHistory: (
      <CustomerHistory orders={answer.data?.customerOrders ?? []} loading={loading} error={error} />
    ),
    panelOf: (piece, onReuse) => (
      <PriceMemoryPanel
        memory={byPiece.get(piece._id) ?? null}
        loading={loading}
        error={error}
        onReuse={onReuse}
        texts={texts.memory}
        locale={lang}
        className="sm:max-w-md"
      />
    ),
  };
}

function CustomerHistory({
  orders,
  loading,
  error,
}: {
  orders: readonly CustomerOrder[];
  loading: boolean;
  error: string | null;
}) {
  const { t, lang } = useI18n();
  const texts = useDeskTexts();
  const [, navigate] = useLocation();
  const [all, setAll] = useState(false);
  const views = orders.map(customerOrderView);
  const shown = all ? views : views.slice(0, HISTORY_SHOWN);
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border px-3 pt-2.5 pb-1">
      <CustomerHistoryList
        orders={shown}
        loading={loading}
        error={error}
        // The earlier order opens in this modal's place, over the same list: closing it
        // returns there as this one would have.
        onOpen={(id) =>
          navigate(offerPath(id, window.location.search.slice(1)), {
            replace: true,
            state: window.history.state as unknown,
          })
        }
        texts={texts.history}
        locale={lang}
      />
      {views.length > HISTORY_SHOWN ? (
        <Button
          size="sm"
          variant="ghost"
          className="-ms-3 w-fit"
          aria-expanded={all}
          onClick={() => setAll((open) => !open)}
        >
          {all ? t('desk.historyLess') : t('desk.historyMore', { count: views.length })}
        </Button>
      ) : null}
    </div>
  );
}
