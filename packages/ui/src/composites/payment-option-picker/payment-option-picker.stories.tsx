import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatHalalas, type UiLocale } from '../../lib/format';
import { PaymentOptionPicker, type PaymentOptionView } from './payment-option-picker';
import type { PaymentMarkLabels } from './payment-marks';

/**
 * A customer who accepted a 2,461.00 SAR quote from a Riyadh parts shop picks how to pay. The
 * words are the app's, passed in: Arabic right to left, English left to right, following the
 * toolbar's direction as the app does.
 */

const TOTAL = 246100;
const DEPOSIT = 73830;

function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

type OptionId = 'card' | 'pay_on_pickup' | 'pay_on_delivery' | 'bank_transfer';

interface StoryTexts {
  legend: string;
  marks: PaymentMarkLabels;
  options: (deposit: boolean) => PaymentOptionView[];
  longOptions: PaymentOptionView[];
  submit: (chosen: string | null | undefined, deposit: boolean) => string;
  busy: string;
  error: string;
}

const money = (halalas: number, locale: UiLocale) => formatHalalas(halalas, { locale });
const MARKS = ['mada', 'visa', 'mastercard', 'apple_pay'] as const;

const TEXTS: Record<UiLocale, StoryTexts> = {
  ar: {
    legend: 'كيف تريد الدفع؟',
    marks: { mada: 'مدى', visa: 'فيزا', mastercard: 'ماستركارد', apple_pay: 'Apple Pay' },
    options: (deposit) => [
      {
        id: 'card',
        kind: 'card',
        title: 'بطاقة مدى أو بطاقة ائتمانية',
        description: 'ادفع الآن بأمان عبر صفحة الدفع، وتصلك رسالة التأكيد فورًا.',
        marks: [...MARKS],
      },
      {
        id: 'pay_on_pickup',
        kind: 'pay_on_pickup',
        title: 'الدفع عند الاستلام من الفرع',
        description: 'ادفع نقدًا أو بالشبكة عند استلام القطع من فرع السلي.',
        ...(deposit ? { dueNowText: `ادفع الآن 30٪: ${money(DEPOSIT, 'ar')}` } : {}),
      },
      {
        id: 'pay_on_delivery',
        kind: 'pay_on_delivery',
        title: 'الدفع عند التوصيل',
        description: 'ادفع للمندوب نقدًا أو بالشبكة عند وصول الطلب إليك.',
        ...(deposit ? { dueNowText: `ادفع الآن 30٪: ${money(DEPOSIT, 'ar')}` } : {}),
      },
      {
        id: 'bank_transfer',
        kind: 'bank_transfer',
        title: 'تحويل بنكي',
        description: 'حوّل المبلغ إلى حساب المتجر وأرسل الإيصال في المحادثة.',
      },
    ],
    longOptions: [
      {
        id: 'card',
        kind: 'card',
        title: 'الدفع الإلكتروني ببطاقة مدى أو البطاقات الائتمانية أو عبر Apple Pay من جوالك',
        description:
          'تنتقل إلى صفحة الدفع الآمنة لدى البنك، ثم تعود إلى هذه الصفحة تلقائيًا بعد إتمام العملية، وتصلك رسالة نصية بالتأكيد.',
        marks: [...MARKS],
        dueNowText: `ادفع الآن 30٪ عربونًا لحجز القطع: ${money(DEPOSIT, 'ar')}`,
      },
      {
        id: 'pay_on_pickup',
        kind: 'pay_on_pickup',
        title: 'الدفع عند الاستلام من فرع الرياض — حي السلي، طريق الخرج بجوار محطة الوقود',
        description:
          'نحجز لك القطع ثلاثة أيام عمل، وتدفع نقدًا أو بالشبكة عند الاستلام من الفرع خلال أوقات الدوام.',
      },
    ],
    submit: (chosen, deposit) => {
      if (chosen === 'card') return `ادفع ${money(TOTAL, 'ar')}`;
      if (chosen === 'pay_on_pickup') {
        return deposit ? `ادفع العربون ${money(DEPOSIT, 'ar')}` : 'تأكيد الدفع عند الاستلام';
      }
      if (chosen === 'pay_on_delivery') {
        return deposit ? `ادفع العربون ${money(DEPOSIT, 'ar')}` : 'تأكيد الدفع عند التوصيل';
      }
      if (chosen === 'bank_transfer') return 'عرض بيانات التحويل';
      return 'اختر طريقة الدفع';
    },
    busy: 'جارٍ فتح صفحة الدفع…',
    error:
      'تعذّر الوصول إلى بوابة الدفع، ولم يُخصم أي مبلغ من بطاقتك. حاول مرة أخرى بعد قليل أو اختر طريقة أخرى.',
  },
  en: {
    legend: 'How would you like to pay?',
    marks: { mada: 'mada', visa: 'Visa', mastercard: 'Mastercard', apple_pay: 'Apple Pay' },
    options: (deposit) => [
      {
        id: 'card',
        kind: 'card',
        title: 'mada or credit card',
        description: 'Pay now on the secure payment page; your confirmation arrives at once.',
        marks: [...MARKS],
      },
      {
        id: 'pay_on_pickup',
        kind: 'pay_on_pickup',
        title: 'Pay on pickup at the branch',
        description: 'Pay in cash or by card when you collect the parts from the Al Sulay branch.',
        ...(deposit ? { dueNowText: `Pay 30% now: ${money(DEPOSIT, 'en')}` } : {}),
      },
      {
        id: 'pay_on_delivery',
        kind: 'pay_on_delivery',
        title: 'Pay on delivery',
        description: 'Pay the driver in cash or by card when the order reaches you.',
        ...(deposit ? { dueNowText: `Pay 30% now: ${money(DEPOSIT, 'en')}` } : {}),
      },
      {
        id: 'bank_transfer',
        kind: 'bank_transfer',
        title: 'Bank transfer',
        description: "Transfer the amount to the shop's account and send the receipt in the chat.",
      },
    ],
    longOptions: [
      {
        id: 'card',
        kind: 'card',
        title: 'Pay online with mada, a credit card or Apple Pay from your phone',
        description:
          "You go to the bank's secure payment page, come back to this page by yourself once it is done, and receive a text message confirming it.",
        marks: [...MARKS],
        dueNowText: `Pay a 30% deposit now to hold the parts: ${money(DEPOSIT, 'en')}`,
      },
      {
        id: 'pay_on_pickup',
        kind: 'pay_on_pickup',
        title:
          'Pay on pickup at the Riyadh branch — Al Sulay, Al Kharj Road, next to the petrol station',
        description:
          'We hold the parts for three working days; pay in cash or by card when you collect them during opening hours.',
      },
    ],
    submit: (chosen, deposit) => {
      if (chosen === 'card') return `Pay ${money(TOTAL, 'en')}`;
      if (chosen === 'pay_on_pickup') {
        return deposit ? `Pay the deposit ${money(DEPOSIT, 'en')}` : 'Confirm pay on pickup';
      }
      if (chosen === 'pay_on_delivery') {
        return deposit ? `Pay the deposit ${money(DEPOSIT, 'en')}` : 'Confirm pay on delivery';
      }
      if (chosen === 'bank_transfer') return 'Show the transfer details';
      return 'Choose how to pay';
    },
    busy: 'Opening the payment page…',
    error:
      'We could not reach the payment gateway and nothing was charged to your card. Try again in a moment or choose another way.',
  },
};

interface StoryArgs {
  onSubmit: (id: string) => void;
  onValueChange: (id: string) => void;
  initial?: OptionId | null;
  deposit?: boolean;
  long?: boolean;
  busy?: boolean;
  error?: boolean;
  disabled?: boolean;
}

/** The quote page's white card: the phone's full width, or the page's column on a desktop. */
function Frame({ wide, children }: { wide: boolean; children: ReactNode }) {
  return wide ? (
    <div className="mx-auto max-w-3xl rounded-xl border border-border/60 bg-surface p-8 shadow-card">
      {children}
    </div>
  ) : (
    <div className="p-3">
      <div className="rounded-xl border border-border/60 bg-surface p-4 shadow-card">
        {children}
      </div>
    </div>
  );
}

function Picker({ args, locale, wide }: { args: StoryArgs; locale: UiLocale; wide: boolean }) {
  const texts = TEXTS[locale];
  const [value, setValue] = useState<string | null>(args.initial ?? null);
  const deposit = args.deposit ?? false;
  return (
    <Frame wide={wide}>
      <PaymentOptionPicker
        options={args.long ? texts.longOptions : texts.options(deposit)}
        value={value}
        onValueChange={(id) => {
          setValue(id);
          args.onValueChange(id);
        }}
        onSubmit={args.onSubmit}
        submitLabel={args.busy ? texts.busy : texts.submit(value, deposit)}
        busy={args.busy ?? false}
        error={args.error ? texts.error : undefined}
        disabled={args.disabled ?? false}
        texts={{ legend: texts.legend, marks: texts.marks }}
      />
    </Frame>
  );
}

const meta = {
  title: 'Composites/Payment option picker',
  component: PaymentOptionPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'After accepting a quote, the customer picks how to pay: up to four options (card with ' +
          'its scheme marks, pay on pickup, pay on delivery, bank transfer) as cards with native ' +
          'radios, each with one line and, for a deposit, what is due now; then one action whose ' +
          'words follow the choice, disabled until something is chosen, with a busy state and an ' +
          'error line. Every word comes from the props.',
      },
    },
  },
} satisfies Meta<typeof PaymentOptionPicker>;

export default meta;
type Story = StoryObj<StoryArgs>;

const phone = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} as const;
const desktop = { parameters: { visual: { width: 1440, ltr: true } } } as const;

const baseArgs = { onSubmit: fn(), onValueChange: fn() };

/** Nothing chosen yet: four options, the action disabled. Every card is a 44 px target at least. */
export const NothingChosenOnAPhone: Story = {
  ...phone,
  args: baseArgs,
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide={false} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    const group = canvas.getByRole('group', { name: TEXTS[en ? 'en' : 'ar'].legend });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    for (const radio of radios) {
      await expect(radio).not.toBeChecked();
      await expect(radio.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      );
    }
    const submit = canvas.getByRole('button', {
      name: en ? 'Choose how to pay' : 'اختر طريقة الدفع',
    });
    await expect(submit).toBeDisabled();
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The card option names the schemes it takes, for readers of the marks.
    await expect(radios[0]).toHaveAccessibleDescription(en ? /mada.*Visa.*Apple Pay/ : /مدى.*فيزا/);
    // Nothing reaches past the phone's width.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Choosing: pay on pickup, then card; the action's words follow the choice, and pressing it
 * reports the chosen option.
 */
export const ChoosingAndPayingOnAPhone: Story = {
  ...phone,
  args: baseArgs,
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide={false} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = TEXTS[storyLocale(globals)];
    const [card, pickup] = texts.options(false);
    await userEvent.click(canvas.getByText(pickup!.title));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pay_on_pickup');
    await expect(canvas.getByRole('radio', { name: pickup!.title })).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: texts.submit('pay_on_pickup', false) }),
    ).toBeEnabled();
    await userEvent.click(canvas.getByText(card!.description));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card');
    await expect(canvas.getByRole('radio', { name: pickup!.title })).not.toBeChecked();
    const pay = canvas.getByRole('button', { name: texts.submit('card', false) });
    await userEvent.click(pay);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('card');
    pay.blur();
  },
};

/** With the keyboard only: Tab into the group, arrows to choose, Tab to the action, Enter. */
export const KeyboardOnADesktop: Story = {
  ...desktop,
  args: baseArgs,
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = TEXTS[storyLocale(globals)];
    const radios = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pay_on_pickup');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toBeChecked();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: texts.submit('pay_on_delivery', false) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('pay_on_delivery');
  },
};

/**
 * The shop asks a 30 % deposit on pickup and delivery: each says what is due now, and the
 * action pays the deposit. Two columns where the page is wide.
 */
export const DepositOnADesktop: Story = {
  ...desktop,
  args: { ...baseArgs, deposit: true, initial: 'pay_on_pickup' },
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const texts = TEXTS[locale];
    await expect(canvas.getByRole('radio', { name: texts.options(true)[1]!.title })).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: texts.submit('pay_on_pickup', true) }),
    ).toBeEnabled();
    const radios = canvas.getAllByRole('radio');
    // Side by side: the first two cards share a row (the second towards the line's end).
    const first = radios[0]!.closest('label')!.getBoundingClientRect();
    const second = radios[1]!.closest('label')!.getBoundingClientRect();
    await expect(first.top).toBe(second.top);
    await expect(locale === 'en' ? first.left < second.left : first.left > second.left).toBe(true);
  },
};

/** On a phone with the deposit, card chosen. */
export const DepositOnAPhone: Story = {
  ...phone,
  args: { ...baseArgs, deposit: true, initial: 'card' },
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide={false} />,
};

/** While the gateway opens: a spinner in the action, the options locked, no second press. */
export const BusyOnAPhone: Story = {
  ...phone,
  args: { ...baseArgs, initial: 'card', busy: true },
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide={false} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = TEXTS[storyLocale(globals)];
    const action = canvas.getByRole('button', { name: texts.busy });
    await expect(action).toHaveAttribute('aria-busy', 'true');
    await expect(action).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getAllByRole('radio')[0]).toBeChecked();
    await userEvent.click(action, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The gateway could not be reached: the error is announced, the choice kept, the action ready. */
export const GatewayErrorOnAPhone: Story = {
  ...phone,
  args: { ...baseArgs, initial: 'card', error: true },
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide={false} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = TEXTS[storyLocale(globals)];
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.error);
    const retry = canvas.getByRole('button', { name: texts.submit('card', false) });
    await userEvent.click(retry);
    await expect(args.onSubmit).toHaveBeenCalledWith('card');
    // The picture shows the button as a tap leaves it, without the keyboard's focus ring.
    retry.blur();
  },
};

/** The error on a wide screen. */
export const GatewayErrorOnADesktop: Story = {
  ...desktop,
  args: { ...baseArgs, initial: 'card', error: true },
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide />,
};

/** Nothing can be chosen or sent (the quote is no longer open): the choice stays visible. */
export const DisabledOnAPhone: Story = {
  ...phone,
  args: { ...baseArgs, initial: 'pay_on_delivery', disabled: true },
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** Long titles and lines wrap inside their cards; nothing is cut or pushed off the phone. */
export const LongTextOnAPhone: Story = {
  ...phone,
  args: { ...baseArgs, long: true, initial: 'card' },
  render: (args, { globals }) => <Picker args={args} locale={storyLocale(globals)} wide={false} />,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const label of canvasElement.querySelectorAll('label')) {
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    }
  },
};
