import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Ban } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { can, type Order } from '@taseer/api';
import {
  Button,
  ErrorState,
  Modal,
  ModalClose,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { DeskBar } from '../../shared/desk/desk-bar';
import { holdOf } from '../../shared/desk/desk-claim';
import { OrderHistory } from '../../shared/desk/order-history';
import { OrderWhatsapp } from '../../shared/conversations/order-whatsapp';
import { OrderFulfilmentPanel } from '../../shared/order-fulfilment/order-fulfilment-panel';
import { OrderInvoicesPanel } from '../../shared/invoices/order-invoices-panel';
import { OrderPaymentsPanel } from '../../shared/order-payments/order-payments-panel';
import { orderQueryOptions } from '../../shared/orders/api/get-order';
import { orderQuotesQueryOptions } from '../../shared/orders/api/order-quotes';
import {
  isUnrouted,
  RouteOrderNotice,
  routesFirst,
} from '../../shared/order-routing/route-order-notice';
import { CancelOrderDialog } from './cancel-order-dialog';
import { SubmitButton } from './issue-quote';
import { OfferSummary, OrderClient, Vehicle } from './order-details';
import { usePriceMemory } from './price-memory';
import { QuoteForm } from './quote-form';
import { quoteFormKey } from './quote-draft';
import { QuotePanel } from './quote-panel';
import { ReadOnlyPieces } from './read-only-pieces';
import { useOrderLiveRefresh } from './use-order-live-refresh';
import { useResumedDraft } from './use-resumed-draft';
import { useWithdrawal } from './use-withdrawal';

interface PriceOfferModalProps {
  /** The row it was opened from, shown until the fresh copy arrives. */
  order: Order;
  /** `can(role, 'order.price')`. */
  canPrice: boolean;
  /** `can(role, 'order.cancel')`. */
  canCancel: boolean;
  onClose: () => void;
}

type ModalTab = 'details' | 'history';

/**
 * 'عرض السعر': the client, the vehicle and the parts of an order. A pending order is priced here
 * (a unit price, alternatives or "unavailable" per part, with what was quoted before for each),
 * which issues its quote; a priced one shows the quote, how to send it to the customer, and the
 * customer's answer, and can be priced again (a new version) until the customer accepts. Who
 * holds the order shows in the header: one a colleague holds is read-only here until taken over.
 * A second tab tells the order's history.
 */
export function PriceOfferModal({
  order: row,
  canPrice: mayPrice,
  canCancel: mayCancel,
  onClose,
}: PriceOfferModalProps) {
  const { t, lang } = useI18n();
  const user = useAtomValue(userAtom);
  const detail = useQuery({ ...orderQueryOptions(row._id), placeholderData: keepPreviousData });
  const order = detail.data?.order ?? row;
  const routes = isUnrouted(order) && can(user?.role, 'order.route');
  const takeInFirst = routesFirst(user, order);
  const canPrice = mayPrice && !takeInFirst;
  const canCancel = mayCancel && !takeInFirst;
  useOrderLiveRefresh(order._id);
  // Read for a pending order too: it carries the terms the first version will take (nextTerms).
  const quotes = useQuery(orderQuotesQueryOptions(order._id));
  const [repricing, setRepricing] = useState(false);
  const [tab, setTab] = useState<ModalTab>('details');
  const newest = quotes.data?.quotes[0];
  const settled = order.status === 'canceled' || newest?.status === 'accepted';
  const pending = order.status === 'pending';
  // Whoever holds the order prices it (the server answers 409 to anyone else).
  const hold = holdOf(order.claim, user?._id, user?.role);
  const heldByColleague = hold.state === 'colleague';
  const editing = canPrice && !settled && !heldByColleague && (pending || repricing);
  const formId = `price-offer-${order._id}`;
  const withdrawal = useWithdrawal(order);
  useResumedDraft({
    order,
    quotes: quotes.data,
    userId: user?._id,
    canReprice: canPrice && !settled && !heldByColleague && order.status === 'completed',
    resume: () => setRepricing(true),
  });
  const memory = usePriceMemory(order, editing);

  let body: ReactNode;
  if (editing) {
    body = (
      // Keyed by the pieces and the version: a colleague's pricing starts a fresh form, a claim
      // or an assignment does not wipe what is being typed.
      <QuoteForm
        key={quoteFormKey(order.pieces, newest?.version ?? 0)}
        formId={formId}
        order={order}
        quotes={quotes.data}
        memory={memory}
        onIssued={() => setRepricing(false)}
      />
    );
  } else if (pending || (quotes.data && !newest)) {
    body = (
      <>
        <ReadOnlyPieces order={order} lang={lang} />
        {canPrice && order.status === 'completed' && !heldByColleague ? (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => setRepricing(true)}
          >
            {t('quote.panel.issueFirst')}
          </Button>
        ) : null}
      </>
    );
  } else if (quotes.isPending) {
    body = (
      <div className="grid place-items-center py-10">
        <Spinner size="medium" label={t('common.loading')} className="text-primary" />
      </div>
    );
  } else if (quotes.isError || !quotes.data) {
    body = (
      <ErrorState
        title={t('quote.panel.loadError')}
        message={errorMessage(quotes.error, {
          network: t('common.errorNetwork'),
          generic: t('common.errorGeneric'),
        })}
        onRetry={() => void quotes.refetch()}
        retryLabel={t('list.retry')}
        retrying={quotes.isFetching}
      />
    );
  } else {
    body = (
      <>
        <QuotePanel
          orderId={order._id}
          quotes={quotes.data}
          canShare={canPrice && order.status !== 'canceled'}
          canReprice={canPrice && !settled && !heldByColleague}
          onReprice={() => setRepricing(true)}
          repriceNote={
            canPrice && !settled && heldByColleague
              ? t('desk.repriceHeld', { name: hold.claim.userName })
              : undefined
          }
          withdraw={
            canCancel && !settled ? (
              <Button
                type="button"
                variant="ghost"
                className="text-danger hover:bg-danger-soft"
                icon={<Ban aria-hidden="true" />}
                onClick={() => withdrawal.request(order)}
              >
                {t('quote.withdraw.button')}
              </Button>
            ) : undefined
          }
        />
        {order.status !== 'canceled' && newest?.status === 'accepted' ? (
          <OrderFulfilmentPanel order={order} />
        ) : null}
        {order.status === 'canceled' ? null : (
          <OrderPaymentsPanel order={order} accepted={newest?.status === 'accepted'} />
        )}
        {/* A sale's documents stay in view after it is canceled: a refund has its credit note. */}
        {newest?.status === 'accepted' ? <OrderInvoicesPanel order={order} /> : null}
      </>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('offers.modal.title')}
      description={<OfferSummary order={order} userId={user?._id} />}
      closeLabel={t('form.close')}
      footer={
        <>
          {editing && repricing && tab === 'details' ? (
            <Button variant="ghost" onClick={() => setRepricing(false)}>
              {t('quote.form.keepCurrent')}
            </Button>
          ) : (
            <ModalClose asChild>
              <Button variant="ghost">{t('form.back')}</Button>
            </ModalClose>
          )}
          {editing && tab === 'details' ? (
            <SubmitButton formId={formId} orderId={order._id} />
          ) : null}
        </>
      }
    >
      <Tabs value={tab} onValueChange={(next) => setTab(next === 'history' ? next : 'details')}>
        <TabsList aria-label={t('desk.tabs')}>
          <TabsTrigger value="details">{t('desk.tab.details')}</TabsTrigger>
          <TabsTrigger value="history">{t('desk.tab.history')}</TabsTrigger>
        </TabsList>
        {/* Kept mounted while the history shows, so an offer being typed is not lost. */}
        <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
          <div className="flex flex-col gap-5">
            {routes ? (
              <RouteOrderNotice order={order} choosesBranch={can(user?.role, 'branch.choose')} />
            ) : null}
            {pending && !takeInFirst ? (
              <DeskBar
                order={order}
                hold={hold}
                canClaim={can(user?.role, 'order.claim')}
                canAssign={can(user?.role, 'order.assign') && !routes}
              />
            ) : null}
            <OrderClient order={order} />
            <Vehicle order={order} />
            {body}
          </div>
        </TabsContent>
        <TabsContent value="history">
          <OrderHistory orderId={order._id} />
          <OrderWhatsapp orderId={order._id} />
        </TabsContent>
      </Tabs>
      <CancelOrderDialog {...withdrawal.dialog} withdrawsQuote />
    </Modal>
  );
}
