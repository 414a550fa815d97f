import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { RotateCcw, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { can, type QuoteTerms } from '@taseer/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  formatNumber,
  formatPhone,
  FormSection,
  toast,
} from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import { RecordScreen } from '../../shared/forms/record-screen';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { useUnsavedChangesPrompt } from '../../navigation/unsaved-changes-prompt';
import { userAtom } from '../../session/session.atoms';
import { SelectField, TextField } from '../../shared/forms/form-fields';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import { WarningNotice } from '../../shared/quote-terms/warning-notice';
import { quoteTermsQueryOptions, showQuoteTerms, updateQuoteTerms } from './api/quote-terms';
import {
  fillMessage,
  MESSAGE_PLACEHOLDERS,
  sampleMessageValues,
  type MessagePlaceholder,
} from './message-preview';
import {
  COMMERCIAL_REGISTRATION_INPUT_MAX,
  DELIVERY_FEE_INPUT_MAX,
  MESSAGE_MAX,
  PHONE_INPUT_MAX,
  quoteTermsFormValues,
  quoteTermsSchema,
  sameQuoteTerms,
  TERMS_MAX,
  typedVatWithoutNumber,
  VALIDITY_HOURS_MAX,
  VALIDITY_HOURS_MIN,
  VALIDITY_INPUT_MAX,
  VAT_NUMBER_INPUT_MAX,
  VAT_RATE_INPUT_MAX,
} from './quote-terms.schemas';
import { validityText } from './validity';

/**
 * /quote-settings (a company): VAT, the seller's details its customers see, validity, delivery
 * fee, terms and the chat message of its quotes.
 */
export function QuoteTermsPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'quoteTerms.manage')) return <NotAllowedPage titleKey="page.quoteTerms.title" />;
  return <QuoteTermsScreen />;
}

function QuoteTermsScreen() {
  const { t } = useI18n();
  const terms = useQuery(quoteTermsQueryOptions());
  return (
    <RecordScreen title={t('page.quoteTerms.title')} record={terms}>
      {(data) => (
        // A new saved record starts the form afresh, so "unsaved" compares with what is stored.
        <QuoteTermsForm key={JSON.stringify(data)} saved={data} />
      )}
    </RecordScreen>
  );
}

const FIELD_NAMES = Object.keys(quoteTermsSchema.shape);

const PLACEHOLDER_HELP: Record<MessagePlaceholder, MessageKey> = {
  customer: 'quoteTerms.placeholder.customer',
  ref: 'quoteTerms.placeholder.ref',
  total: 'quoteTerms.placeholder.total',
  validUntil: 'quoteTerms.placeholder.validUntil',
  link: 'quoteTerms.placeholder.link',
};

/** A whole number of hours the server would take, from what the box holds; else undefined. */
function typedHours(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\s*[0-9]+\s*$/.test(value)) return undefined;
  const hours = Number(value);
  return hours >= VALIDITY_HOURS_MIN && hours <= VALIDITY_HOURS_MAX ? hours : undefined;
}

function QuoteTermsForm({ saved }: { saved: QuoteTerms }) {
  const { t, lang } = useI18n();
  const companyPhone = useAtomValue(userAtom)?.phone;
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const update = useMutation({ mutationFn: updateQuoteTerms });
  const [form, fields] = useForm({
    id: 'quote-terms',
    defaultValue: quoteTermsFormValues(saved),
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: quoteTermsSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      if (sameQuoteTerms(saved, submission.value)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(submission.value, {
        onSuccess: (answer) => {
          toast.success(answer.message);
          showQuoteTerms(client, answer.terms);
        },
        onError: (error) => {
          // The server's own checks name their fields: each message goes under its field.
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            setLastResult(
              submission.reply({ fieldErrors: serverFieldErrors(error.errors, FIELD_NAMES) }),
            );
          }
          showError(error);
        },
      });
    },
  });
  const leavePrompt = useUnsavedChangesPrompt(form.dirty);
  const count = (value: number) => formatNumber(value, { locale: lang });
  const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

  const hours = typedHours(fields.validityHours.value);
  const template =
    typeof fields.messageTemplate.value === 'string' ? fields.messageTemplate.value : '';
  const sample = useMemo(
    () =>
      sampleMessageValues({
        customer: t('quoteTerms.previewCustomer'),
        validityHours: hours ?? saved.validityHours,
        now: new Date(),
        origin: window.location.origin,
      }),
    [t, hours, saved.validityHours],
  );

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardDescription>{t('quoteTerms.description')}</CardDescription>
      </CardHeader>
      <form {...getFormProps(form)}>
        <CardContent className="flex flex-col gap-8">
          <FormSection title={t('quoteTerms.section.vat')}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={fields.vatRateBasisPoints}
                label={t('quoteTerms.vatRate')}
                required
                inputMode="decimal"
                dir="ltr"
                maxLength={VAT_RATE_INPUT_MAX}
                hint={t('quoteTerms.vatRateHint')}
              />
              <TextField
                meta={fields.vatNumber}
                label={t('quoteTerms.vatNumber')}
                inputMode="numeric"
                dir="ltr"
                maxLength={VAT_NUMBER_INPUT_MAX}
                placeholder="3XXXXXXXXXXXXX3"
                hint={t('quoteTerms.vatNumberHint')}
              />
            </div>
            {typedVatWithoutNumber(fields.vatRateBasisPoints.value, fields.vatNumber.value) ? (
              <WarningNotice title={t('quoteTerms.vatWithoutNumber.title')}>
                {t('quoteTerms.vatWithoutNumber.body')}
              </WarningNotice>
            ) : null}
            <SelectField
              meta={fields.pricesIncludeVat}
              label={t('quoteTerms.prices')}
              required
              hint={t('quoteTerms.pricesHint')}
              options={[
                { id: 'excluded', value: t('quoteTerms.prices.excluded') },
                { id: 'included', value: t('quoteTerms.prices.included') },
              ]}
            />
          </FormSection>

          <FormSection
            title={t('quoteTerms.section.seller')}
            description={t('quoteTerms.sellerDescription')}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={fields.contactPhone}
                label={t('quoteTerms.contactPhone')}
                inputMode="tel"
                dir="ltr"
                maxLength={PHONE_INPUT_MAX}
                placeholder="05XXXXXXXX"
                // Kept on one line: `+966 5…` broken after its dial code reads as two numbers.
                hint={t('quoteTerms.contactPhoneHint', {
                  phone: formatPhone(companyPhone).replace(' ', '\u00a0'),
                })}
              />
              <TextField
                meta={fields.whatsappPhone}
                label={t('quoteTerms.whatsappPhone')}
                inputMode="tel"
                dir="ltr"
                maxLength={PHONE_INPUT_MAX}
                placeholder="05XXXXXXXX"
                hint={t('quoteTerms.whatsappPhoneHint')}
              />
              <TextField
                meta={fields.commercialRegistration}
                label={t('quoteTerms.commercialRegistration')}
                inputMode="numeric"
                dir="ltr"
                maxLength={COMMERCIAL_REGISTRATION_INPUT_MAX}
                hint={t('quoteTerms.commercialRegistrationHint')}
              />
            </div>
          </FormSection>

          <FormSection title={t('quoteTerms.section.offer')}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                meta={fields.validityHours}
                label={t('quoteTerms.validity')}
                required
                inputMode="numeric"
                dir="ltr"
                maxLength={VALIDITY_INPUT_MAX}
                hint={
                  hours === undefined ? t('quoteTerms.validityRange') : validityText(hours, lang, t)
                }
              />
              <TextField
                meta={fields.deliveryFee}
                label={t('quoteTerms.deliveryFee')}
                inputMode="decimal"
                dir="ltr"
                maxLength={DELIVERY_FEE_INPUT_MAX}
                placeholder="0"
                hint={t('quoteTerms.deliveryFeeHint')}
              />
            </div>
            <TextField
              meta={fields.terms}
              label={t('quoteTerms.terms')}
              multiline
              rows={4}
              maxLength={TERMS_MAX}
              placeholder={t('quoteTerms.termsPlaceholder')}
              hint={`${t('quoteTerms.termsHint')} ${t('quoteTerms.length', {
                count: count(lengthOf(fields.terms.value)),
                max: count(TERMS_MAX),
              })}`}
            />
          </FormSection>

          <FormSection title={t('quoteTerms.section.message')}>
            <div className="flex flex-col gap-2">
              <TextField
                meta={fields.messageTemplate}
                label={t('quoteTerms.message')}
                required
                multiline
                rows={5}
                maxLength={MESSAGE_MAX}
                hint={
                  <>
                    <span className="block">{t('quoteTerms.placeholders')}</span>
                    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                      {MESSAGE_PLACEHOLDERS.map((name) => (
                        <span key={name} className="inline-flex items-center gap-1.5">
                          <code
                            dir="ltr"
                            className="rounded-sm bg-surface-muted px-1.5 py-0.5 font-mono text-[0.7rem] text-fg"
                          >
                            {`{${name}}`}
                          </code>
                          {t(PLACEHOLDER_HELP[name])}
                        </span>
                      ))}
                    </span>
                    <span className="mt-1 block">
                      {t('quoteTerms.length', {
                        count: count(template.length),
                        max: count(MESSAGE_MAX),
                      })}
                    </span>
                  </>
                }
              />
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  icon={<RotateCcw aria-hidden="true" />}
                  disabled={template.trim() === saved.defaultMessageTemplate}
                  onClick={() =>
                    form.update({
                      name: fields.messageTemplate.name,
                      value: saved.defaultMessageTemplate,
                    })
                  }
                >
                  {t('quoteTerms.restoreDefault')}
                </Button>
              </div>
            </div>
            <figure className="flex flex-col gap-2">
              <figcaption className="flex flex-col gap-0.5">
                <span className="text-sm font-medium text-fg">{t('quoteTerms.preview')}</span>
                <span className="text-xs text-fg-muted">{t('quoteTerms.previewHint')}</span>
              </figcaption>
              <p
                dir="auto"
                className="max-w-prose self-start whitespace-pre-wrap break-words rounded-lg rounded-ss-none bg-success-soft px-4 py-3 text-sm leading-relaxed text-fg"
              >
                {fillMessage(template, sample)}
              </p>
            </figure>
          </FormSection>
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
