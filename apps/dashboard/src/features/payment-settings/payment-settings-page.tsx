import {
  getFormProps,
  useForm,
  useInputControl,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Save } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { can } from '@taseer/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  Checkbox,
  PaymentMarks,
  toast,
  type PaymentMark,
} from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { useUnsavedChangesPrompt } from '../../navigation/unsaved-changes-prompt';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import { ChoiceField } from '../../shared/forms/choice-field';
import { TextField } from '../../shared/forms/form-fields';
import { RecordScreen } from '../../shared/forms/record-screen';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import type { PaymentSettings } from '../../shared/payment-settings/payment-settings-query';
import { paymentSettingsQueryOptions } from './api/get-payment-settings';
import { useUpdatePaymentSettings } from './api/update-payment-settings';
import {
  ACCOUNT_NAME_MAX,
  BANK_NAME_MAX,
  GATEWAY_KEY_MAX,
  IBAN_INPUT_MAX,
  PAYMENT_FORM_FIELDS,
  PAYMENT_OPTIONS,
  paymentFormField,
  paymentSettingsContext,
  paymentSettingsFormValues,
  paymentSettingsSchema,
  paymentSettingsUpdate,
  PERCENT_INPUT_MAX,
  samePaymentSettings,
  type PaymentOption,
} from './payment-settings.schemas';

/**
 * /payment-settings (a company): how its customers may pay once they accept a quote — online by
 * card through a gateway (all of it or a deposit), on pickup, on delivery, or by bank transfer to
 * its account.
 */
export function PaymentSettingsPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'payments.manage')) {
    return <NotAllowedPage titleKey="page.paymentSettings.title" />;
  }
  return <PaymentSettingsScreen />;
}

function PaymentSettingsScreen() {
  const { t } = useI18n();
  const settings = useQuery(paymentSettingsQueryOptions());
  return (
    <RecordScreen title={t('page.paymentSettings.title')} record={settings}>
      {(data) => (
        // A new saved record starts the form afresh, so "unsaved" compares with what is stored.
        <PaymentSettingsForm key={JSON.stringify(data)} saved={data} />
      )}
    </RecordScreen>
  );
}

const OPTION_TEXTS: Record<PaymentOption, { label: MessageKey; description: MessageKey }> = {
  card: { label: 'paymentSettings.option.card', description: 'paymentSettings.option.cardHint' },
  pay_on_pickup: {
    label: 'paymentSettings.option.pickup',
    description: 'paymentSettings.option.pickupHint',
  },
  pay_on_delivery: {
    label: 'paymentSettings.option.delivery',
    description: 'paymentSettings.option.deliveryHint',
  },
  bank_transfer: {
    label: 'paymentSettings.option.bankTransfer',
    description: 'paymentSettings.option.bankTransferHint',
  },
};

const CARD_MARKS: PaymentMark[] = ['mada', 'visa', 'mastercard', 'apple_pay'];

function PaymentSettingsForm({ saved }: { saved: PaymentSettings }) {
  const { t } = useI18n();
  const { showError } = useToastMessages();
  const update = useUpdatePaymentSettings();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const schema = useMemo(() => paymentSettingsSchema(paymentSettingsContext(saved)), [saved]);
  const [form, fields] = useForm({
    id: 'payment-settings',
    defaultValue: paymentSettingsFormValues(saved),
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const body = paymentSettingsUpdate(submission.value, saved);
      if (samePaymentSettings(saved, body)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(body, {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          // The server's own checks name their fields (`bank.iban`, `gateway.secretKey`): each
          // message goes under its box, and everything typed stays.
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            const errors = error.errors.map((item) => ({
              ...item,
              field: paymentFormField(item.field),
            }));
            setLastResult(
              submission.reply({ fieldErrors: serverFieldErrors(errors, PAYMENT_FORM_FIELDS) }),
            );
          }
          showError(error);
        },
      });
    },
  });
  const leavePrompt = useUnsavedChangesPrompt(form.dirty);
  const gateway = fields.gateway.getFieldset();
  const bank = fields.bank.getFieldset();
  const options = listOf(fields.options.value);
  const card = options.includes('card');
  const deposit = fields.onlineShare.value === 'deposit';
  const moyasar = gateway.provider.value === 'moyasar';
  const secretKeyHint =
    saved.gateway?.provider === 'moyasar' ? (saved.gateway.secretKeyHint ?? null) : null;

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardDescription>{t('paymentSettings.description')}</CardDescription>
      </CardHeader>
      <form {...getFormProps(form)}>
        <CardContent className="flex flex-col gap-8">
          <OptionsField
            meta={fields.options}
            legend={t('paymentSettings.section.options')}
            hint={t('paymentSettings.optionsHint')}
          />

          {/* Kept in the form while card is not offered (hidden), so ticking it again finds
              what was typed; the schema checks and sends it only while card is offered. */}
          <Section title={t('paymentSettings.section.card')} hidden={!card}>
            <ChoiceField
              meta={fields.onlineShare}
              legend={t('paymentSettings.share')}
              required
              choices={[
                {
                  value: 'full',
                  label: t('paymentSettings.share.full'),
                  description: t('paymentSettings.share.fullHint'),
                },
                {
                  value: 'deposit',
                  label: t('paymentSettings.share.deposit'),
                  description: t('paymentSettings.share.depositHint'),
                },
              ]}
            />
            <div hidden={!deposit} className="sm:w-64">
              <TextField
                meta={fields.depositPercent}
                label={t('paymentSettings.depositPercent')}
                required
                inputMode="numeric"
                dir="ltr"
                maxLength={PERCENT_INPUT_MAX}
                placeholder="30"
                hint={t('paymentSettings.depositPercentHint')}
              />
            </div>
            <ChoiceField
              meta={gateway.provider}
              legend={t('paymentSettings.gateway')}
              required
              columns={1}
              choices={[
                {
                  value: 'moyasar',
                  label: t('paymentSettings.gateway.moyasar'),
                  description: t('paymentSettings.gateway.moyasarHint'),
                },
                ...(saved.localGatewayAvailable
                  ? [
                      {
                        value: 'local',
                        label: t('paymentSettings.gateway.local'),
                        description: t('paymentSettings.gateway.localHint'),
                      },
                    ]
                  : []),
              ]}
            />
            <div hidden={!moyasar} className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={gateway.publishableKey}
                label={t('paymentSettings.publishableKey')}
                dir="ltr"
                maxLength={GATEWAY_KEY_MAX}
                autoComplete="off"
                placeholder="pk_live_…"
                hint={t('paymentSettings.publishableKeyHint')}
              />
              <TextField
                meta={gateway.secretKey}
                type="password"
                label={t('paymentSettings.secretKey')}
                required={secretKeyHint === null}
                dir="ltr"
                maxLength={GATEWAY_KEY_MAX}
                // Not a password of this site: the browser neither fills nor offers to save it.
                autoComplete="new-password"
                placeholder="sk_live_…"
                hint={
                  secretKeyHint ? (
                    <>
                      {t('paymentSettings.secretKeyKeep')}{' '}
                      <bdi dir="ltr" className="font-mono">
                        {secretKeyHint}
                      </bdi>
                    </>
                  ) : (
                    t('paymentSettings.secretKeyHint')
                  )
                }
              />
            </div>
          </Section>

          <Section
            title={t('paymentSettings.section.bank')}
            description={t('paymentSettings.bankDescription')}
            hidden={!options.includes('bank_transfer')}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={bank.bankName}
                label={t('paymentSettings.bankName')}
                required
                dir="auto"
                maxLength={BANK_NAME_MAX}
                placeholder={t('paymentSettings.bankNamePlaceholder')}
              />
              <TextField
                meta={bank.accountName}
                label={t('paymentSettings.accountName')}
                required
                dir="auto"
                maxLength={ACCOUNT_NAME_MAX}
                hint={t('paymentSettings.accountNameHint')}
              />
            </div>
            <TextField
              meta={bank.iban}
              label={t('paymentSettings.iban')}
              required
              dir="ltr"
              maxLength={IBAN_INPUT_MAX}
              autoComplete="off"
              placeholder="SA00 0000 0000 0000 0000 0000"
              hint={t('paymentSettings.ibanHint')}
            />
          </Section>
        </CardContent>
        <CardFooter>
          <Button type="submit" icon={<Save />} loading={update.isPending}>
            {t('form.save')}
          </Button>
        </CardFooter>
      </form>
      {leavePrompt}
    </Card>
  );
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/**
 * The ways to pay as boxes (none ticked: the customer sees no payment step). Rendered inside the
 * form: the control keeps the ticked ways in the form's data.
 */
function OptionsField({
  meta,
  legend,
  hint,
}: {
  meta: FieldMetadata<string[] | undefined>;
  legend: string;
  hint: string;
}) {
  const { t, tMessage } = useI18n();
  const control = useInputControl(meta);
  const chosen = listOf(control.value);
  const id = useId();
  const error = meta.errors?.[0];
  const set = (option: PaymentOption, on: boolean) =>
    control.change(
      PAYMENT_OPTIONS.filter((item) => (item === option ? on : chosen.includes(item))),
    );
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) control.blur();
      }}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-4 w-full border-b border-border pb-2 text-base font-semibold text-fg">
        {legend}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAYMENT_OPTIONS.map((option) => (
          <Checkbox
            key={option}
            className="rounded-lg border border-border p-4"
            label={<span className="font-medium">{t(OPTION_TEXTS[option].label)}</span>}
            description={
              <span className="flex flex-col gap-2">
                <span>{t(OPTION_TEXTS[option].description)}</span>
                {option === 'card' ? (
                  <PaymentMarks
                    marks={CARD_MARKS}
                    labels={{
                      mada: t('paymentSettings.mark.mada'),
                      visa: t('paymentSettings.mark.visa'),
                      mastercard: t('paymentSettings.mark.mastercard'),
                      apple_pay: t('paymentSettings.mark.applePay'),
                    }}
                  />
                ) : null}
              </span>
            }
            checked={chosen.includes(option)}
            onCheckedChange={(checked) => set(option, checked === true)}
          />
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs leading-relaxed text-fg-muted">
        {hint}
      </p>
      {error ? (
        <p role="alert" className="text-xs font-medium leading-relaxed text-danger">
          {tMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A titled group of the form's fields, with a line on what they are for when it helps. */
function Section({
  title,
  description,
  hidden,
  children,
}: {
  title: string;
  description?: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <fieldset
      hidden={hidden}
      aria-describedby={description ? descriptionId : undefined}
      className="flex min-w-0 flex-col gap-5"
    >
      <legend className="mb-4 w-full border-b border-border pb-2 text-base font-semibold text-fg">
        {title}
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-2 text-sm leading-relaxed text-fg-muted">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
