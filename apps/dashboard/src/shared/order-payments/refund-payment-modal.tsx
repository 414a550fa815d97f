import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Order } from '@taseer/api';
import { Button, formatDate, formatHalalas, Modal, ModalClose, toast } from '@taseer/ui';
import { ApiRequestError, errorCode, errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { TextField } from '../forms/form-fields';
import { serverFieldErrors } from '../forms/server-field-errors';
import { showPaymentChange } from './api/list-order-payments';
import { useRefundOrderPayment } from './api/refund-order-payment';
import {
  AMOUNT_INPUT_MAX,
  amountText,
  paymentFormField,
  REFUND_FIELDS,
  REFUND_REASON_MAX,
  refundSchema,
} from './payment.schemas';
import {
  PAYMENT_METHOD_LABELS,
  refundableHalalas,
  type Payment,
  type RefundRequest,
} from './payment-views';

/** What a conform submission can answer with: its values and the server's field errors. */
interface Replyable {
  reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>;
}

/** Refusals after which the payment is not what the modal shows: it closes, the panel reloads. */
const STALE_CODES: ReadonlySet<string> = new Set([
  'PAYMENT_NOT_REFUNDABLE',
  'PAYMENT_NOT_FOUND',
  'ORDER_NOT_FOUND',
]);

/**
 * «استرداد»: part or all of one paid payment given back, in two steps — the amount (what the
 * payment still holds to start with) and a reason, then a confirmation that states the amount
 * and, for a card payment, that it goes back to the customer's card through the gateway. A
 * gateway that refuses (`GATEWAY_FAILED`) records nothing: the confirmation stays, saying so, to
 * try again.
 */
export function RefundPaymentModal({
  order,
  payment,
  onClose,
}: {
  order: Order;
  payment: Payment;
  onClose: () => void;
}) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const refund = useRefundOrderPayment(order._id);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  // The checked form while its confirmation shows: the refund to send, and the submission the
  // server's field errors answer to if it refuses the amount.
  const [confirming, setConfirming] = useState<{
    refund: RefundRequest;
    submission: Replyable;
  } | null>(null);
  const [gatewayError, setGatewayError] = useState<string | null>(null);
  const refundable = refundableHalalas(payment);
  const schema = useMemo(() => refundSchema(refundable), [refundable]);
  const amount = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const method = t(PAYMENT_METHOD_LABELS[payment.method]);
  const card = payment.method === 'card';

  const [form, fields] = useForm({
    id: `refund-${payment.id}`,
    defaultValue: { amount: amountText(refundable), reason: '' },
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setGatewayError(null);
      setConfirming({ refund: submission.value, submission });
    },
  });

  const confirm = () => {
    if (!confirming) return;
    setGatewayError(null);
    refund.mutate(
      { paymentId: payment.id, refund: confirming.refund },
      {
        onSuccess: () => {
          toast.success(
            t('payments.refund.done', { amount: amount(confirming.refund.amountHalalas) }),
          );
          onClose();
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code === 'GATEWAY_FAILED') {
            // Nothing was recorded: say so here, where the same confirmation can be tried again.
            setGatewayError(
              errorMessage(error, {
                network: t('common.errorNetwork'),
                generic: t('common.errorGeneric'),
              }),
            );
            return;
          }
          showError(error);
          if (STALE_CODES.has(code ?? '')) {
            void showPaymentChange(client, order._id, undefined);
            onClose();
            return;
          }
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            // The amount no longer fits (a colleague refunded meanwhile): back to the form, the
            // server's message under the amount.
            const errors = error.errors.map((item) => ({
              ...item,
              field: paymentFormField(item.field),
            }));
            setLastResult(
              confirming.submission.reply({
                fieldErrors: serverFieldErrors(errors, REFUND_FIELDS),
              }),
            );
            setConfirming(null);
            void showPaymentChange(client, order._id, undefined);
          }
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !refund.isPending && onClose()}
      title={t(confirming ? 'payments.refund.confirmTitle' : 'payments.refund.title')}
      description={t('payments.refund.description', {
        method,
        amount: amount(payment.amountHalalas),
        date: formatDate(payment.settledAt ?? payment.createdAt, {
          locale: lang,
          style: 'dateTime',
        }),
      })}
      closeLabel={t('form.close')}
      footer={
        confirming ? (
          <>
            <Button variant="ghost" disabled={refund.isPending} onClick={() => setConfirming(null)}>
              {t('payments.refund.edit')}
            </Button>
            <Button
              variant="danger"
              icon={<Undo2 aria-hidden="true" />}
              loading={refund.isPending}
              onClick={confirm}
            >
              {t('payments.refund.confirm', { amount: amount(confirming.refund.amountHalalas) })}
            </Button>
          </>
        ) : (
          <>
            <ModalClose asChild>
              <Button variant="ghost">{t('form.back')}</Button>
            </ModalClose>
            <Button type="submit" form={form.id}>
              {t('payments.refund.continue')}
            </Button>
          </>
        )
      }
    >
      {/* Kept while the confirmation shows, so going back finds what was typed. */}
      <form {...getFormProps(form)} hidden={confirming !== null} className="flex flex-col gap-5">
        <TextField
          meta={fields.amount}
          label={t('payments.refund.amount')}
          required
          inputMode="decimal"
          dir="ltr"
          maxLength={AMOUNT_INPUT_MAX}
          hint={t('payments.refund.amountHint', { amount: amount(refundable) })}
        />
        <TextField
          meta={fields.reason}
          label={t('payments.refund.reason')}
          multiline
          rows={3}
          dir="auto"
          maxLength={REFUND_REASON_MAX}
          hint={t('payments.refund.reasonHint')}
        />
      </form>
      {confirming ? (
        <div className="flex flex-col gap-4" data-testid="refund-confirmation">
          <p className="text-base font-semibold text-fg">
            {t('payments.refund.question', {
              amount: amount(confirming.refund.amountHalalas),
              method,
            })}
          </p>
          <p className="rounded-lg bg-warning-soft px-4 py-3 text-sm leading-relaxed text-fg">
            {t(card ? 'payments.refund.cardNote' : 'payments.refund.offlineNote')}
          </p>
          {confirming.refund.reason ? (
            <p className="text-sm text-fg-muted">
              {t('payments.refund.reasonShown')}{' '}
              <span dir="auto" className="text-fg">
                {confirming.refund.reason}
              </span>
            </p>
          ) : null}
          {gatewayError ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {gatewayError} {t('payments.refund.gatewayNothingRecorded')}
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
