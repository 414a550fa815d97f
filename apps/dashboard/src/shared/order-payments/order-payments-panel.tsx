import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { HandCoins, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { can, type Order } from '@taseer/api';
import {
  Badge,
  Button,
  ErrorState,
  formatDate,
  formatHalalas,
  PaymentStatus,
  Spinner,
  type PaymentFact,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { orderPaymentsQueryOptions } from './api/list-order-payments';
import {
  canRecordPayment,
  CHOSEN_OPTION_LABELS,
  netPaidHalalas,
  PAYMENT_METHOD_LABELS,
  paymentBadges,
  paymentSummary,
  refundableHalalas,
  type OrderPayments,
  type Payment,
} from './payment-views';
import { RecordPaymentModal } from './record-payment-modal';
import { RefundPaymentModal } from './refund-payment-modal';

interface OrderPaymentsPanelProps {
  order: Order;
  /** The newest version was accepted: before that there is nothing to pay. */
  accepted: boolean;
}

/**
 * «المدفوعات» of an order: before the customer accepts, a line saying payments start then; after,
 * where the money stands (the accepted total, paid, refunded, outstanding and the way the customer
 * chose), each payment with its refunds, and the staff's actions — record cash or a transfer
 * (`order.payment`), refund a paid payment (`order.refund`).
 */
export function OrderPaymentsPanel({ order, accepted }: OrderPaymentsPanelProps) {
  const { t } = useI18n();
  const headingId = `${order._id}-payments`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {t('payments.title')}
      </h3>
      {accepted ? (
        <AcceptedPayments order={order} />
      ) : (
        <p className="rounded-lg bg-surface-muted/60 px-4 py-3 text-sm text-fg-muted">
          {t('payments.beforeAcceptance')}
        </p>
      )}
    </section>
  );
}

type Dialog = { kind: 'record' } | { kind: 'refund'; payment: Payment } | null;

function AcceptedPayments({ order }: { order: Order }) {
  const { t } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const payments = useQuery(orderPaymentsQueryOptions(order._id));
  const [dialog, setDialog] = useState<Dialog>(null);

  if (payments.isPending) {
    return (
      <div className="grid place-items-center py-8">
        <Spinner size="medium" label={t('payments.loading')} className="text-primary" />
      </div>
    );
  }
  if (payments.isError) {
    return (
      <ErrorState
        title={t('payments.loadError')}
        message={errorMessage(payments.error, {
          network: t('common.errorNetwork'),
          generic: t('common.errorGeneric'),
        })}
        onRetry={() => void payments.refetch()}
        retryLabel={t('list.retry')}
        retrying={payments.isFetching}
      />
    );
  }

  const money = payments.data;
  const close = () => setDialog(null);
  return (
    <>
      <Summary
        money={money}
        onRecord={
          can(role, 'order.payment') && canRecordPayment(money)
            ? () => setDialog({ kind: 'record' })
            : undefined
        }
      />
      <PaymentList
        payments={money.payments}
        onRefund={
          can(role, 'order.refund')
            ? (payment) => setDialog({ kind: 'refund', payment })
            : undefined
        }
      />
      {dialog?.kind === 'record' ? (
        <RecordPaymentModal order={order} money={money} onClose={close} />
      ) : null}
      {dialog?.kind === 'refund' ? (
        <RefundPaymentModal order={order} payment={dialog.payment} onClose={close} />
      ) : null}
    </>
  );
}

function Summary({ money, onRecord }: { money: OrderPayments; onRecord?: () => void }) {
  const { t, lang } = useI18n();
  const summary = paymentSummary(money);
  if (!summary) {
    return (
      <p className="rounded-lg bg-surface-muted/60 px-4 py-3 text-sm text-fg-muted">
        {t('payments.beforeAcceptance')}
      </p>
    );
  }
  const amount = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const facts: PaymentFact[] = [
    { label: t('payments.fact.due'), value: amount(money.dueHalalas) },
    { label: t('payments.fact.paid'), value: amount(money.paidHalalas) },
    { label: t('payments.fact.refunded'), value: amount(money.refundedHalalas) },
    {
      label: t('payments.fact.chosen'),
      value: money.chosenOption
        ? t(CHOSEN_OPTION_LABELS[money.chosenOption])
        : t('payments.chosen.none'),
    },
  ];
  return (
    <PaymentStatus
      state={summary.state}
      headingLevel="h3"
      title={t(summary.title)}
      description={t(summary.description)}
      amount={{ label: t('payments.fact.outstanding'), value: amount(money.outstandingHalalas) }}
      progress={
        summary.progress
          ? {
              value: summary.progress.paid,
              max: summary.progress.due,
              text: t('payments.progress', {
                paid: amount(netPaidHalalas(money)),
                due: amount(money.dueHalalas),
              }),
            }
          : undefined
      }
      facts={facts}
      actions={
        onRecord
          ? [
              {
                label: t('payments.record.button'),
                icon: <HandCoins aria-hidden="true" />,
                onClick: onRecord,
              },
            ]
          : undefined
      }
      className="shadow-none"
    />
  );
}

function PaymentList({
  payments,
  onRefund,
}: {
  payments: readonly Payment[];
  onRefund?: (payment: Payment) => void;
}) {
  const { t } = useI18n();
  if (payments.length === 0) {
    return <p className="text-sm text-fg-muted">{t('payments.none')}</p>;
  }
  return (
    <ul aria-label={t('payments.list')} className="flex flex-col">
      {payments.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} onRefund={onRefund} />
      ))}
    </ul>
  );
}

function PaymentRow({
  payment,
  onRefund,
}: {
  payment: Payment;
  onRefund?: (payment: Payment) => void;
}) {
  const { t, lang } = useI18n();
  const amount = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const date = (value: string) => formatDate(value, { locale: lang, style: 'dateTime' });
  const method = t(PAYMENT_METHOD_LABELS[payment.method]);
  const refundable = refundableHalalas(payment);
  return (
    <li
      className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0"
      data-testid="payment"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-fg">{method}</span>
          {paymentBadges(payment).map((badge) => (
            <Badge key={badge.label} tone={badge.tone} size="sm">
              {t(badge.label)}
            </Badge>
          ))}
        </span>
        <span className="font-semibold text-fg tabular-nums">{amount(payment.amountHalalas)}</span>
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-fg-muted">
        <Detail label={t('payments.row.date')}>
          <span className="tabular-nums">{date(payment.settledAt ?? payment.createdAt)}</span>
        </Detail>
        {payment.recordedBy ? (
          <Detail label={t('payments.row.by')}>
            <bdi>{payment.recordedBy}</bdi>
          </Detail>
        ) : (
          <Detail label={t('payments.row.paidBy')}>{t('payments.row.online')}</Detail>
        )}
        {payment.reference ? (
          // A transfer's reference or the gateway's id reads left to right; a cash note may be
          // Arabic: each in its own direction.
          <Detail label={t('payments.row.reference')}>
            <bdi dir="auto" className="break-all tabular-nums">
              {payment.reference}
            </bdi>
          </Detail>
        ) : null}
        {payment.failureReason ? (
          <Detail label={t('payments.row.failure')}>
            <bdi dir="auto">{payment.failureReason}</bdi>
          </Detail>
        ) : null}
      </dl>
      {payment.refunds.length > 0 ? (
        <ul
          aria-label={t('payments.refunds', { method, amount: amount(payment.amountHalalas) })}
          className="flex flex-col gap-1.5 border-s-2 border-border ps-3"
        >
          {payment.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-col gap-0.5 text-xs">
              <span className="flex flex-wrap items-center gap-x-2">
                <Undo2 aria-hidden="true" className="size-3.5 text-fg-muted" />
                <span className="font-medium text-fg">
                  {t('payments.refund.line', { amount: amount(refund.amountHalalas) })}
                </span>
                <span className="text-fg-muted tabular-nums">{date(refund.createdAt)}</span>
                {refund.recordedBy ? (
                  <span className="text-fg-muted">
                    {/* The name isolated: a name ending in digits keeps its order in either language. */}
                    {t('payments.refund.by', { name: `\u2068${refund.recordedBy}\u2069` })}
                  </span>
                ) : null}
              </span>
              {refund.reason ? (
                <span dir="auto" className="text-fg-muted">
                  {refund.reason}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {onRefund && refundable > 0 ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            icon={<Undo2 aria-hidden="true" />}
            aria-label={t('payments.refund.buttonOf', {
              method,
              amount: amount(payment.amountHalalas),
            })}
            onClick={() => onRefund(payment)}
          >
            {t('payments.refund.button')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}
