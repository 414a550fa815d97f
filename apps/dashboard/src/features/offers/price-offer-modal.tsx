import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { imageUrl, type Order, type Piece } from '@taseer/api';
import {
  Button,
  Field,
  formatDate,
  formatMoney,
  formatNumber,
  formatPhone,
  IdentityCell,
  Input,
  Modal,
  ModalClose,
  toast,
} from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import type { Lang } from '../../i18n/translate';
import { useToastMessages } from '../../lib/use-toast-messages';
import { refreshLists } from '../lists/list-keys';
import { NoData, TextOrNoData } from '../lists/no-data';
import { orderQueryOptions } from '../orders/api/get-order';
import { ORDER_CHANGE_REFRESHES, priceOrder } from '../orders/api/order-mutations';
import { OrderStatusBadge } from '../orders/order-status';
import { orderTotal } from './order-total';
import { PRICE_INPUT_MAX, priceOfferSchema, typedPrice, type PiecePrice } from './price.schemas';

interface PriceOfferModalProps {
  /** The row it was opened from, shown until the fresh copy arrives. */
  order: Order;
  /** `can(role, 'order.price')`. */
  canPrice: boolean;
  onClose: () => void;
}

/**
 * 'عرض السعر': the client, the vehicle and the pieces of an order. While it is pending, each
 * pending piece takes a unit price and the offer is sent (the order becomes completed);
 * otherwise the prices are read-only. The total follows what is typed.
 */
export function PriceOfferModal({ order: row, canPrice, onClose }: PriceOfferModalProps) {
  const { t, lang } = useI18n();
  const detail = useQuery({
    ...orderQueryOptions(row._id),
    placeholderData: keepPreviousData,
  });
  const order = detail.data?.order ?? row;
  const editable = canPrice && order.status === 'pending';
  const formId = `price-offer-${order._id}`;

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
          <OrderStatusBadge status={order.status} />
          <span className="tabular-nums">
            {formatDate(order.createdAt, { locale: lang, style: 'dateTime' })}
          </span>
        </span>
      }
      closeLabel={t('form.close')}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost">{t('form.back')}</Button>
          </ModalClose>
          {editable ? <SubmitButton formId={formId} orderId={order._id} /> : null}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <OrderClient order={order} />
        <Vehicle order={order} />
        {editable ? (
          // Keyed by the order's version: a refreshed order starts a fresh form.
          <PriceForm key={order.updatedAt} formId={formId} order={order} onDone={onClose} />
        ) : (
          <ReadOnlyPieces order={order} lang={lang} />
        )}
      </div>
    </Modal>
  );
}

function SubmitButton({ formId, orderId }: { formId: string; orderId: string }) {
  const { t } = useI18n();
  const pending = useQueryClient().isMutating({ mutationKey: priceMutationKey(orderId) }) > 0;
  return (
    <Button type="submit" form={formId} loading={pending}>
      {t('offers.submit')}
    </Button>
  );
}

const priceMutationKey = (orderId: string) => ['put', '/api/v1/orders/{id}', orderId];

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

function pieceName(piece: Piece, lang: Lang): string {
  return lang === 'en' ? piece.name_en?.trim() || piece.name_ar : piece.name_ar;
}

/** Name, part number and quantity of a piece; its price goes beside it. */
function PieceRow({ piece, lang, price }: { piece: Piece; lang: Lang; price: ReactNode }) {
  const { t } = useI18n();
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-border py-3 last:border-b-0">
      <div className="flex min-w-0 flex-1 basis-40 flex-col gap-0.5">
        <span className="font-medium text-fg">{pieceName(piece, lang)}</span>
        <span className="text-xs text-fg-muted">
          {t('offers.piece.quantity')}:{' '}
          <span className="font-semibold text-fg tabular-nums">
            {formatNumber(piece.quantity, { locale: lang })}
          </span>
          {piece.serial?.trim() ? (
            <>
              {' · '}
              {t('offers.piece.serial')}: <bdi dir="ltr">{piece.serial}</bdi>
            </>
          ) : null}
        </span>
      </div>
      <div className="w-full sm:w-44">{price}</div>
    </li>
  );
}

function PiecesSection({ children, total }: { children: ReactNode; total: number }) {
  const { t, lang } = useI18n();
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-fg">{t('offers.modal.pieces')}</h3>
      <ul>{children}</ul>
      <p className="flex items-center justify-between rounded-lg bg-primary-soft px-4 py-3 text-primary-hover">
        <span className="font-semibold">{t('offers.total')}</span>
        <span className="text-lg font-bold tabular-nums" data-testid="offer-total">
          {formatMoney(total, { locale: lang })}
        </span>
      </p>
    </section>
  );
}

function ReadOnlyPieces({ order, lang }: { order: Order; lang: Lang }) {
  return (
    <PiecesSection total={orderTotal(order.pieces)}>
      {order.pieces.map((piece) => (
        <PieceRow
          key={piece._id}
          piece={piece}
          lang={lang}
          price={<ReadOnlyPrice piece={piece} />}
        />
      ))}
    </PiecesSection>
  );
}

/** A piece's unit price as it stands; a piece dropped from the order says so. */
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

interface PriceFormProps {
  formId: string;
  order: Order;
  onDone: () => void;
}

function PriceForm({ formId, order, onDone }: PriceFormProps) {
  const { t, tMessage, lang } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const pending = order.pieces.filter((piece) => piece.status === 'pending');
  const mutation = useMutation({
    mutationKey: priceMutationKey(order._id),
    mutationFn: (payload: PiecePrice[]) => priceOrder(order._id, payload),
  });

  const [form, fields] = useForm({
    id: formId,
    defaultValue: { pieces: pending.map((piece) => ({ id: piece._id, price: '' })) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: priceOfferSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      mutation.mutate(submission.value.pieces, {
        onSuccess: async () => {
          toast.success(t('orders.updated'));
          onDone();
          await refreshLists(client, [...ORDER_CHANGE_REFRESHES]);
        },
        onError: async (error) => {
          showError(error);
          // Someone else priced or canceled it first: show the order as it now is.
          if (error instanceof ApiRequestError && error.status === 409) {
            await refreshLists(client, [
              orderQueryOptions(order._id).queryKey,
              ...ORDER_CHANGE_REFRESHES,
            ]);
          }
        },
      });
    },
  });

  const items = fields.pieces.getFieldList();
  const typed: Record<string, number | undefined> = {};
  items.forEach((item, index) => {
    const piece = pending[index];
    if (piece) typed[piece._id] = typedPrice(item.getFieldset().price.value);
  });
  const byId = new Map(items.map((item, index) => [pending[index]?._id, item.getFieldset()]));

  return (
    <form {...getFormProps(form)} noValidate>
      <PiecesSection total={orderTotal(order.pieces, typed)}>
        {order.pieces.map((piece) => {
          const field = byId.get(piece._id);
          return (
            <PieceRow
              key={piece._id}
              piece={piece}
              lang={lang}
              price={
                field ? (
                  <PriceField
                    idName={field.id.name}
                    pieceId={piece._id}
                    price={field.price}
                    label={t('offers.piece.price')}
                    ariaLabel={t('offers.piece.priceOf', { name: pieceName(piece, lang) })}
                    error={field.price.errors?.[0] ? tMessage(field.price.errors[0]) : undefined}
                    disabled={mutation.isPending}
                  />
                ) : (
                  <ReadOnlyPrice piece={piece} />
                )
              }
            />
          );
        })}
      </PiecesSection>
    </form>
  );
}

interface PriceFieldProps {
  /** The hidden box carrying the piece's id beside its price. */
  idName: string;
  pieceId: string;
  price: FieldMetadata<string | undefined>;
  label: string;
  ariaLabel: string;
  error: string | undefined;
  disabled: boolean;
}

function PriceField({
  idName,
  pieceId,
  price,
  label,
  ariaLabel,
  error,
  disabled,
}: PriceFieldProps) {
  return (
    <>
      <input type="hidden" name={idName} value={pieceId} />
      <Field id={price.id} label={label} error={error} touched={error !== undefined} required>
        <Input
          {...getInputProps(price, { type: 'text', ariaAttributes: false })}
          key={price.key}
          aria-label={ariaLabel}
          inputMode="decimal"
          dir="ltr"
          maxLength={PRICE_INPUT_MAX}
          autoComplete="off"
          placeholder="0.00"
          readOnly={disabled}
          className="text-end tabular-nums"
        />
      </Field>
    </>
  );
}
