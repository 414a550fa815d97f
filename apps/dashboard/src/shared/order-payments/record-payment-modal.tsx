import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Order } from '@taseer/api';
import { formatHalalas, toast } from '@taseer/ui';
import { ApiRequestError, errorCode } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { ChoiceField } from '../forms/choice-field';
import { TextField } from '../forms/form-fields';
import { FormModal } from '../forms/form-modal';
import { serverFieldErrors } from '../forms/server-field-errors';
import { showPaymentChange } from './api/list-order-payments';
import { useRecordOrderPayment } from './api/record-order-payment';
import {
  AMOUNT_INPUT_MAX,
  amountText,
  paymentFormField,
  RECORD_PAYMENT_FIELDS,
  recordPaymentSchema,
  REFERENCE_MAX,
} from './payment.schemas';
import type { OrderPayments } from './payment-views';

/**
 * Codes of a refusal that mean the order's money is no longer what the modal shows (nothing is
 * owed any more, the acceptance is gone, the order is out of reach): the modal closes and the
 * panel reads the order again; any other refusal keeps what was typed.
 */
const STALE_CODES: ReadonlySet<string> = new Set([
  'ALREADY_PAID',
  'QUOTE_NOT_ACCEPTED',
  'ORDER_NOT_FOUND',
]);

/**
 * «تسجيل دفعة»: money the shop received outside the gateway — cash (or a card on the shop's own
 * terminal) or a bank transfer with its reference — for at most what is outstanding, which the
 * amount starts as.
 */
export function RecordPaymentModal({
  order,
  money,
  onClose,
}: {
  order: Order;
  money: OrderPayments;
  onClose: () => void;
}) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const record = useRecordOrderPayment(order._id);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const outstanding = money.outstandingHalalas;
  const schema = useMemo(() => recordPaymentSchema(outstanding), [outstanding]);
  const [form, fields] = useForm({
    id: `record-payment-${order._id}`,
    defaultValue: {
      method: money.chosenOption === 'bank_transfer' ? 'bank_transfer' : 'cash',
      amount: amountText(outstanding),
      reference: '',
    },
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const payment = submission.value;
      record.mutate(payment, {
        onSuccess: () => {
          toast.success(
            t('payments.record.done', {
              amount: formatHalalas(payment.amountHalalas, { locale: lang }),
            }),
          );
          onClose();
        },
        onError: (error) => {
          showError(error);
          if (STALE_CODES.has(errorCode(error) ?? '')) {
            void showPaymentChange(client, order._id, undefined);
            onClose();
            return;
          }
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            const errors = error.errors.map((item) => ({
              ...item,
              field: paymentFormField(item.field),
            }));
            setLastResult(
              submission.reply({ fieldErrors: serverFieldErrors(errors, RECORD_PAYMENT_FIELDS) }),
            );
          }
        },
      });
    },
  });
  const transfer = fields.method.value === 'bank_transfer';

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('payments.record.title')}
      formId={form.id}
      pending={record.isPending}
      submitLabel={t('payments.record.submit')}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-5">
        <p className="text-sm text-fg-muted">
          {t('payments.record.description', {
            // Isolated left to right: «ORD-00002» stays whole beside the Arabic and the amount.
            ref: `\u2066${order.orderRef}\u2069`,
            amount: formatHalalas(outstanding, { locale: lang }),
          })}
        </p>
        <ChoiceField
          meta={fields.method}
          legend={t('payments.record.method')}
          required
          choices={[
            {
              value: 'cash',
              label: t('payments.method.cash'),
              description: t('payments.record.cashHint'),
            },
            {
              value: 'bank_transfer',
              label: t('payments.method.bankTransfer'),
              description: t('payments.record.transferHint'),
            },
          ]}
        />
        <TextField
          meta={fields.amount}
          label={t('payments.record.amount')}
          required
          inputMode="decimal"
          dir="ltr"
          maxLength={AMOUNT_INPUT_MAX}
          hint={t('payments.record.amountHint')}
        />
        <TextField
          meta={fields.reference}
          label={t(transfer ? 'payments.record.reference' : 'payments.record.note')}
          required={transfer}
          dir="auto"
          maxLength={REFERENCE_MAX}
          autoComplete="off"
          hint={t(transfer ? 'payments.record.referenceHint' : 'payments.record.noteHint')}
        />
      </form>
    </FormModal>
  );
}
