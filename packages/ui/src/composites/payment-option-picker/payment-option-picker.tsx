import { CircleAlert, CreditCard, Landmark, Store, Truck, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { PaymentMarks, type PaymentMark, type PaymentMarkLabels } from './payment-marks';

/** The ways a customer may pay, as the contract names them: decides the option's picture. */
export type PaymentOptionKind = 'card' | 'pay_on_pickup' | 'pay_on_delivery' | 'bank_transfer';

const ICONS: Record<PaymentOptionKind, LucideIcon> = {
  card: CreditCard,
  pay_on_pickup: Store,
  pay_on_delivery: Truck,
  bank_transfer: Landmark,
};

export interface PaymentOptionView {
  id: string;
  /** Which way of paying it is, for its picture; without it the option has none. */
  kind?: PaymentOptionKind;
  title: string;
  /** One line under the title. */
  description: string;
  /** What is paid now when it is less than the whole, formatted («ادفع الآن 30٪: 738.30 ر.س.»). */
  dueNowText?: string;
  /** Card schemes and wallets accepted (for a card payment). */
  marks?: PaymentMark[];
}

export interface PaymentOptionPickerTexts {
  /** The question above the options; also the radio group's name («كيف تريد الدفع؟»). */
  legend: string;
  /** Accessible names of the card-scheme marks. */
  marks: PaymentMarkLabels;
}

export interface PaymentOptionPickerProps {
  /** Up to four ways to pay, in the order the shop offers them. */
  options: PaymentOptionView[];
  /** The chosen option's id (controlled); leave undefined to let the picker keep it. */
  value?: string | null;
  /** The first choice when uncontrolled. */
  defaultValue?: string | null;
  onValueChange?: (id: string) => void;
  /** The action button was pressed with this option chosen. */
  onSubmit: (id: string) => void;
  /** The action's words, following the choice («ادفع 2,461.00 ر.س.», «تأكيد الدفع عند الاستلام»). */
  submitLabel: ReactNode;
  /** While the choice is sent (or the gateway opened): a spinner, nothing can be changed. */
  busy?: boolean;
  /** Why the last try failed («تعذّر الوصول إلى بوابة الدفع…»); announced when it appears. */
  error?: ReactNode;
  /** Nothing can be chosen or sent (the quote is no longer open, say). */
  disabled?: boolean;
  texts: PaymentOptionPickerTexts;
  className?: string;
}

/**
 * After accepting a quote, the customer picks how to pay: up to four options as cards (native
 * radios, so it runs on the quote page's Preact without Radix), each with a title, one line, the
 * card marks and what is due now, then one action whose words follow the choice. The action stays
 * disabled until something is chosen. Targets are at least 44 px high.
 */
export function PaymentOptionPicker({
  options,
  value,
  defaultValue = null,
  onValueChange,
  onSubmit,
  submitLabel,
  busy = false,
  error,
  disabled = false,
  texts,
  className,
}: PaymentOptionPickerProps) {
  const id = useId();
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue);
  const chosen = value !== undefined ? value : ownValue;
  const chosenOption = options.find((option) => option.id === chosen);
  const locked = disabled || busy;

  const choose = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
  };

  return (
    <div
      className={cn('@container flex flex-col gap-4', className)}
      aria-busy={busy || undefined}
      data-disabled={disabled || undefined}
    >
      <fieldset disabled={locked} className="min-w-0">
        <legend className="mb-3 text-base font-semibold text-fg">{texts.legend}</legend>
        <div className="grid gap-2 @xl:grid-cols-2">
          {options.map((option, index) => {
            const optionId = `${id}-${index}`;
            const Icon = option.kind ? ICONS[option.kind] : null;
            const selected = option.id === chosen;
            const described = [
              `${optionId}-description`,
              option.marks?.length ? `${optionId}-marks` : null,
              option.dueNowText ? `${optionId}-due` : null,
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <label
                key={option.id}
                htmlFor={optionId}
                data-state={selected ? 'checked' : 'unchecked'}
                className={cn(
                  'flex min-h-11 items-start gap-3 rounded-lg border px-4 py-3 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-solid',
                  selected ? 'border-primary bg-primary-soft/60' : 'border-border bg-surface',
                  // Locked options keep their colours (text stays readable), only the cursor says so;
                  // a disabled picker also greys the cards that are not chosen.
                  locked ? 'cursor-not-allowed' : 'cursor-pointer hover:border-primary/60',
                  disabled && !selected && 'bg-surface-muted',
                )}
              >
                <input
                  id={optionId}
                  type="radio"
                  name={`${id}-option`}
                  value={option.id}
                  checked={selected}
                  onChange={() => choose(option.id)}
                  aria-labelledby={`${optionId}-title`}
                  aria-describedby={described}
                  className="mt-0.5 size-5 shrink-0 accent-primary outline-none"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex items-start justify-between gap-3">
                    <span
                      id={`${optionId}-title`}
                      className="font-semibold leading-snug text-fg break-words"
                    >
                      {option.title}
                    </span>
                    {Icon ? (
                      <Icon
                        aria-hidden="true"
                        className={cn(
                          'mt-0.5 size-5 shrink-0',
                          selected ? 'text-primary' : 'text-fg-muted',
                        )}
                      />
                    ) : null}
                  </span>
                  <span
                    id={`${optionId}-description`}
                    className="text-sm leading-relaxed text-fg-muted break-words"
                  >
                    {option.description}
                  </span>
                  {option.marks?.length ? (
                    <PaymentMarks
                      id={`${optionId}-marks`}
                      marks={option.marks}
                      labels={texts.marks}
                      className="mt-1"
                    />
                  ) : null}
                  {option.dueNowText ? (
                    <span
                      id={`${optionId}-due`}
                      className={cn(
                        'mt-1 w-fit rounded-md px-2 py-0.5 text-sm font-semibold tabular-nums',
                        selected ? 'bg-surface text-primary-hover' : 'bg-surface-muted text-fg',
                      )}
                    >
                      {option.dueNowText}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {error ? (
        <p
          role="alert"
          className="flex items-start gap-2.5 rounded-lg bg-danger-soft px-4 py-3 text-sm font-medium leading-relaxed text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span className="min-w-0 break-words">{error}</span>
        </p>
      ) : null}

      <Button
        size="lg"
        fullWidth
        loading={busy}
        disabled={disabled || !chosenOption}
        onClick={() => {
          if (chosenOption && !locked) onSubmit(chosenOption.id);
        }}
        className="h-auto min-h-12 whitespace-normal py-2.5 text-center @xl:ms-auto @xl:w-auto @xl:min-w-72"
      >
        {submitLabel}
      </Button>
    </div>
  );
}
