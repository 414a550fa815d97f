import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Ban } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VatTerms } from '@taseer/money';
import { can, imageUrl, type Order, type OrderQuotes, type Piece } from '@taseer/api';
import {
  Button,
  ClaimChip,
  ErrorState,
  formatDate,
  formatHalalas,
  formatMoney,
  formatPhone,
  IdentityCell,
  Modal,
  ModalClose,
  MoneySummary,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@taseer/ui';
import { ApiRequestError, errorMessage, orderMovedOn } from '../../api/api-error';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import type { Lang } from '../../i18n/translate';
import { useToastMessages } from '../../lib/use-toast-messages';
import { browserStorage } from '../../lib/local-storage';
import { userAtom } from '../../session/session.atoms';
import { useDeleteFlow } from '../../shared/lists/delete-flow';
import { refreshLists } from '../../shared/lists/list-keys';
import { NoData, TextOrNoData } from '../../shared/lists/no-data';
import { timelineQueryOptions } from '../../shared/desk/api/desk';
import { orderQueryOptions } from '../../shared/orders/api/get-order';
import { orderQuotesQueryOptions } from '../../shared/orders/api/order-quotes';
import { cancelOrder, issueQuote } from './api/order-mutations';
import { ORDER_CHANGE_REFRESHES } from '../../shared/orders/order-changes';
import { OrderStatusBadge, OrderStatusWithStage } from '../../shared/orders/order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ChangeRequestCard, ChangeWantHint, openChangeRequest } from './change-request-card';
import { DeskBar } from '../../shared/desk/desk-bar';
import { claimView, holdOf } from '../../shared/desk/desk-claim';
import { draftPreview, draftSubtotalHalalas } from './draft-preview';
import { OrderFulfilmentPanel } from '../../shared/order-fulfilment/order-fulfilment-panel';
import { OrderHistory } from '../../shared/desk/order-history';
import { OrderPaymentsPanel } from '../../shared/order-payments/order-payments-panel';
import { orderTotal } from './order-total';
import { usePriceMemory, type PriceMemory } from './price-memory';
import { QuotePanel } from './quote-panel';
import {
  checkDraft,
  draftField,
  draftFor,
  quoteFormKey,
  serverFieldOf,
  withoutLineErrors,
  withReusedPrice,
  type DraftErrors,
  type LineDraft,
} from './quote-draft';
import { pieceName, QuoteLineEditor } from './quote-line-editor';
import { savedDraftSlot } from './saved-draft';
import { useOrderLiveRefresh } from './use-order-live-refresh';

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
  canPrice,
  canCancel,
  onClose,
}: PriceOfferModalProps) {
  const { t, lang } = useI18n();
  const user = useAtomValue(userAtom);
  const detail = useQuery({ ...orderQueryOptions(row._id), placeholderData: keepPreviousData });
  const order = detail.data?.order ?? row;
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
      </>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('offers.modal.title')}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            {t('orders.column.ref')}:{' '}
            <bdi dir="ltr" className="font-semibold text-fg">
              {order.orderRef}
            </bdi>
          </span>
          <OrderStatusWithStage order={order} />
          <span className="tabular-nums">
            {formatDate(order.createdAt, { locale: lang, style: 'dateTime' })}
          </span>
          {pending ? <ClaimChip claim={claimView(order.claim, user?._id)} locale={lang} /> : null}
        </span>
      }
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
            {pending ? (
              <DeskBar
                order={order}
                hold={hold}
                canClaim={can(user?.role, 'order.claim')}
                canAssign={can(user?.role, 'order.assign')}
              />
            ) : null}
            <OrderClient order={order} />
            <Vehicle order={order} />
            {body}
          </div>
        </TabsContent>
        <TabsContent value="history">
          <OrderHistory orderId={order._id} />
        </TabsContent>
      </Tabs>
      <CancelOrderDialog {...withdrawal.dialog} withdrawsQuote />
    </Modal>
  );
}

/**
 * A new version typed earlier and not issued (kept in this browser) opens where it was left, once
 * the order's versions are known, instead of behind «تعديل العرض». A pending order's form is open
 * anyway.
 */
function useResumedDraft({
  order,
  quotes,
  userId,
  canReprice,
  resume,
}: {
  order: Order;
  quotes: OrderQuotes | undefined;
  userId: string | undefined;
  canReprice: boolean;
  resume: () => void;
}) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !quotes || !userId) return;
    checked.current = true;
    if (!canReprice) return;
    const newest = quotes.quotes[0];
    const slot = savedDraftSlot(browserStorage() ?? null, userId, order, newest?.version ?? 0);
    if (slot.restore(draftFor(order.pieces, newest))) resume();
  }, [quotes, userId, canReprice, order, resume]);
}

/** Withdrawing a quote cancels its order, after the typed phrase. */
function useWithdrawal(order: Order) {
  const { t } = useI18n();
  const client = useQueryClient();
  return useDeleteFlow<Order>({
    remove: async (target) => {
      try {
        return await cancelOrder(target._id);
      } finally {
        await refreshLists(client, [
          orderQueryOptions(order._id).queryKey,
          orderQuotesQueryOptions(order._id).queryKey,
        ]);
      }
    },
    invalidates: ORDER_CHANGE_REFRESHES,
    nameOf: (target) => target.orderRef,
    successMessage: t('quote.withdraw.done'),
  });
}

function SubmitButton({ formId, orderId }: { formId: string; orderId: string }) {
  const { t } = useI18n();
  const pending = useQueryClient().isMutating({ mutationKey: issueMutationKey(orderId) }) > 0;
  return (
    <Button type="submit" form={formId} loading={pending}>
      {t('offers.submit')}
    </Button>
  );
}

const issueMutationKey = (orderId: string) => ['post', '/api/v1/orders/{id}/quotes', orderId];

function OrderClient({ order }: { order: Order }) {
  const phone = formatPhone(order.clientId.phone, '');
  return (
    <IdentityCell
      name={order.clientName || order.clientId.username}
      image={imageUrl(apiBaseUrl, order.image ?? order.clientId.image)}
      detail={phone ? <bdi dir="ltr">{phone}</bdi> : undefined}
    />
  );
}

function Vehicle({ order }: { order: Order }) {
  const { t } = useI18n();
  const vehicle = order.vehicleId;
  const code = (value: string | null) =>
    value?.trim() ? (
      <bdi dir="ltr" className="font-mono text-xs break-all">
        {value}
      </bdi>
    ) : (
      <NoData />
    );
  return (
    <section aria-labelledby={`${order._id}-vehicle`} className="flex flex-col gap-2">
      <h3 id={`${order._id}-vehicle`} className="text-sm font-semibold text-fg">
        {t('offers.modal.vehicle')}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-surface-muted/60 p-3 sm:grid-cols-3">
        <Detail label={t('offers.vehicle.mark')}>
          <TextOrNoData value={vehicle.mark} />
        </Detail>
        <Detail label={t('offers.vehicle.model')}>
          <TextOrNoData value={vehicle.model} />
        </Detail>
        <Detail label={t('offers.vehicle.year')}>
          <span className="tabular-nums">{vehicle.year}</span>
        </Detail>
        <Detail label={t('offers.vehicle.chassis')} wide>
          {code(vehicle.chasis)}
        </Detail>
        <Detail label={t('offers.vehicle.serial')}>{code(vehicle.serial)}</Detail>
      </dl>
    </section>
  );
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div
      className={wide ? 'col-span-2 flex flex-col gap-0.5 sm:col-span-1' : 'flex flex-col gap-0.5'}
    >
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

/** The parts of an order nobody may price here: names, quantities and prices as they stand. */
function ReadOnlyPieces({ order, lang }: { order: Order; lang: Lang }) {
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

interface QuoteFormProps {
  formId: string;
  order: Order;
  quotes: OrderQuotes | undefined;
  /** What was quoted before for its parts and the customer's earlier orders. */
  memory: PriceMemory;
  onIssued: () => void;
}

/**
 * The offer being written: the customer's earlier orders, one editor per part with the prices
 * quoted before for it (one click puts one in), what the customer will see of it (the totals under
 * the company's terms), and on submit the server's quote (totals, link and message) takes the
 * form's place. What is typed is kept in this browser until the quote is issued (saved-draft.ts),
 * so a reload or a closed modal loses nothing.
 */
function QuoteForm({ formId, order, quotes, memory, onIssued }: QuoteFormProps) {
  const { t } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const user = useAtomValue(userAtom);
  const newest = quotes?.quotes[0];
  // Where the form starts (empty, or the newest version's lines), the draft kept in this browser
  // for the order as it stands (the form is keyed by its pieces and version), and what it held.
  const [start] = useState(() => {
    const prefill = draftFor(order.pieces, newest);
    const slot = user
      ? savedDraftSlot(browserStorage() ?? null, user._id, order, newest?.version ?? 0)
      : null;
    return { prefill, slot, saved: slot?.restore(prefill) ?? null };
  });
  const { prefill, slot } = start;
  const [draft, setDraft] = useState<LineDraft[]>(start.saved ?? prefill);
  const [restored, setRestored] = useState(start.saved !== null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const checked = checkDraft(draft);
  const errors: DraftErrors = checked.ok ? {} : checked.errors;
  // What the customer asked to change in the version this one replaces, part by part.
  const asked = openChangeRequest(newest);
  const askedOf = new Map(asked?.lines.map((line) => [line.pieceId, line.want]));

  // Kept as it is typed: a reload or a closed modal finds it again.
  useEffect(() => {
    slot?.keep(draft, prefill);
  }, [slot, draft, prefill]);

  const mutation = useMutation({
    mutationKey: issueMutationKey(order._id),
    mutationFn: (lines: Parameters<typeof issueQuote>[1]) => issueQuote(order._id, lines),
    onSuccess: async (answer) => {
      slot?.forget();
      const { message: _message, order: saved, ...issued } = answer;
      // Newest first, as every list of versions.
      const version = issued.quotes[0]?.version ?? (newest?.version ?? 0) + 1;
      toast.success(t('quote.issued', { version }));
      client.setQueryData(orderQuotesQueryOptions(order._id).queryKey, issued);
      client.setQueryData(orderQueryOptions(order._id).queryKey, { order: saved });
      onIssued();
      await refreshLists(client, [...ORDER_CHANGE_REFRESHES]);
    },
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.errors.length > 0) {
        setServerErrors(
          Object.fromEntries(
            error.errors.map((item) => [serverFieldOf(draft, item.field), item.message]),
          ),
        );
      }
      showError(error);
      // Someone else claimed or priced it, or the customer answered, first: the server's message
      // names who, and the order shows as it now is (held by a colleague: read-only).
      if (orderMovedOn(error)) {
        await refreshLists(client, [
          orderQueryOptions(order._id).queryKey,
          orderQuotesQueryOptions(order._id).queryKey,
          timelineQueryOptions(order._id).queryKey,
          ...ORDER_CHANGE_REFRESHES,
        ]);
      }
    },
  });
  // Client rules show once the form was submitted (then they follow every change); the
  // server's, until the next submit.
  const errorOf = (field: string): string | undefined => {
    const key = submitted ? errors[field] : undefined;
    return key ? t(key) : serverErrors[field];
  };
  const piecesById = new Map(order.pieces.map((piece) => [piece._id, piece]));
  const update = (index: number, next: LineDraft) => {
    setDraft((current) => current.map((item, i) => (i === index ? next : item)));
    setServerErrors((current) => withoutLineErrors(current, next.pieceId));
  };
  const discard = () => {
    slot?.forget();
    setDraft(prefill);
    setRestored(false);
    setSubmitted(false);
    setServerErrors({});
  };

  return (
    <form
      id={formId}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        setServerErrors({});
        if (checked.ok) mutation.mutate(checked.lines);
      }}
    >
      {restored ? <RestoredDraftNote disabled={mutation.isPending} onDiscard={discard} /> : null}
      {asked && newest ? <ChangeRequestCard quote={newest} /> : null}
      {memory.customerHistory}
      <div className="flex flex-col gap-0.5">
        <h3 className="text-sm font-semibold text-fg">{t('offers.modal.pieces')}</h3>
        <p className="text-xs text-fg-muted">{t('quote.form.hint')}</p>
      </div>
      <ul>
        {draft.map((line, index) => {
          const piece = piecesById.get(line.pieceId);
          if (!piece) return null;
          const want = askedOf.get(line.pieceId);
          return (
            <QuoteLineEditor
              key={line.pieceId}
              piece={piece}
              line={line}
              errorOf={errorOf}
              disabled={mutation.isPending}
              onChange={(next) => update(index, next)}
              memory={memory.panelOf(piece, (halalas) =>
                update(index, withReusedPrice(line, halalas)),
              )}
              {...(want ? { request: <ChangeWantHint want={want} /> } : {})}
            />
          );
        })}
      </ul>
      {submitted && errorOf(draftField.form) ? (
        <p role="alert" className="text-sm text-danger">
          {errorOf(draftField.form)}
        </p>
      ) : null}
      <DraftFigures draft={draft} pieces={order.pieces} terms={quotes?.nextTerms} />
    </form>
  );
}

/**
 * The line that says the typed prices were brought back, with a way to discard them; discarding
 * asks first, in place, since what was typed cannot be brought back afterwards.
 */
function RestoredDraftNote({ disabled, onDiscard }: { disabled: boolean; onDiscard: () => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The button pressed gives way to the question's (or back): focus follows it.
  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (asked.current) discardButton.current?.focus();
    asked.current = asking;
  }, [asking]);

  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-border bg-surface-muted/60 px-3 py-2 text-sm"
      data-testid="restored-draft"
    >
      <p
        role="status"
        className={
          asking ? 'min-w-0 flex-1 basis-56 text-fg' : 'min-w-0 flex-1 basis-56 text-fg-muted'
        }
      >
        {asking ? t('quote.draft.discardQuestion') : t('quote.draft.restored')}
      </p>
      {asking ? (
        <span className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="danger" onClick={onDiscard}>
            {t('quote.draft.discardConfirm')}
          </Button>
          <Button
            ref={keepButton}
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setAsking(false)}
          >
            {t('quote.draft.keep')}
          </Button>
        </span>
      ) : (
        <Button
          ref={discardButton}
          type="button"
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={() => setAsking(true)}
        >
          {t('quote.draft.discard')}
        </Button>
      )}
    </div>
  );
}

/**
 * What the customer will see if the offer goes as it stands: subtotal, delivery, VAT and total
 * under the company's quote terms (the order's quotes carry them as `nextTerms`, for every role
 * that prices), by the same rule as the server's (draft-preview.ts). While they load, the parts'
 * sum shows.
 */
function DraftFigures({
  draft,
  pieces,
  terms,
}: {
  draft: readonly LineDraft[];
  pieces: readonly Piece[];
  terms: VatTerms | undefined;
}) {
  const { t, lang } = useI18n();

  if (terms) {
    const preview = draftPreview(draft, pieces, terms);
    return (
      <div className="flex flex-col gap-1.5" data-testid="offer-preview">
        <MoneySummary
          totals={{
            ...preview.totals,
            vatRateBasisPoints: terms.vatRateBasisPoints,
            pricesIncludeVat: terms.pricesIncludeVat,
          }}
          locale={lang}
          title={t('quote.preview.title')}
        />
        {preview.pricedCount < preview.toPriceCount ? (
          <p className="text-xs text-fg-muted">
            {t('quote.preview.partial', {
              count: preview.pricedCount,
              of: preview.toPriceCount,
            })}
          </p>
        ) : null}
      </div>
    );
  }

  const note = t('quote.preview.loading');
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-primary-soft px-4 py-3 text-primary-hover">
      <span className="flex flex-col">
        <span className="font-semibold">{t('quote.form.subtotal')}</span>
        <span className="text-xs">{note}</span>
      </span>
      <span className="text-lg font-bold tabular-nums" data-testid="offer-total">
        {formatHalalas(draftSubtotalHalalas(draft, pieces), { locale: lang })}
      </span>
    </p>
  );
}
