import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentStatus, type PaymentState } from './payment-status';
import {
  STATES,
  STORY_CHECKOUT_URL,
  STORY_IBAN,
  bankLabels,
  statusProps,
  storyLocale,
  type StatusHandlers,
} from './payment-status-story-data';

interface StoryArgs {
  onCopy: (iban: string) => Promise<boolean> | boolean;
  onCheckAgain: () => void;
  onRetry: () => void;
  onChooseAnother: () => void;
}

const meta = {
  title: 'Composites/Payment status',
  component: PaymentStatus,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where the money of an accepted quote stands, for the customer or the staff: awaiting a ' +
          'choice, pending at the gateway, paid, partly paid, failed, refunded or partly refunded, ' +
          'pay on pickup or delivery chosen (what to bring), and bank transfer (the account, with ' +
          'the IBAN to copy). The colour follows the state (success, warning, danger, neutral). ' +
          'Every word and amount comes from the props.',
      },
    },
  },
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<StoryArgs>;

const baseArgs: StoryArgs = {
  onCopy: fn(async () => true),
  onCheckAgain: fn(),
  onRetry: fn(),
  onChooseAnother: fn(),
};

const phone = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} as const;

function OnAPhone({ children }: { children: ReactNode }) {
  return <div className="p-3">{children}</div>;
}

/** One state on a phone, with the story's callbacks. */
function phoneStory(state: PaymentState, handlers: Partial<StatusHandlers> = {}): Story {
  return {
    ...phone,
    args: baseArgs,
    render: (args, { globals }) => (
      <OnAPhone>
        <PaymentStatus
          {...statusProps(state, storyLocale(globals), { ...args, ...handlers })}
          onCopy={args.onCopy}
        />
      </OnAPhone>
    ),
  };
}

/** Accepted, no way to pay chosen yet (neutral). */
export const Awaiting: Story = phoneStory('awaiting');

/**
 * The gateway's page is open and no answer yet (warning): a link back to it and a button to ask
 * again.
 */
export const Pending: Story = {
  ...phoneStory('pending'),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    const link = canvas.getByRole('link', { name: en ? 'Continue to payment' : 'متابعة الدفع' });
    await expect(link).toHaveAttribute('href', STORY_CHECKOUT_URL);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const check = canvas.getByRole('button', { name: en ? 'Check again' : 'تحقّق مرة أخرى' });
    await userEvent.click(check);
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'warning');
  },
};

/** Checking again: the button spins and cannot be pressed twice. */
export const CheckingAgain: Story = {
  ...phoneStory('pending', { checking: true }),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    const check = canvas.getByRole('button', { name: en ? 'Check again' : 'تحقّق مرة أخرى' });
    await expect(check).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(check, { pointerEventsCheck: 0 });
    await expect(args.onCheckAgain).not.toHaveBeenCalled();
  },
};

/** Paid in full (success): amount, method, date and the gateway's reference. */
export const Paid: Story = {
  ...phoneStory('paid'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByRole('heading', { name: en ? 'Paid' : 'تم الدفع' })).toBeVisible();
    await expect(canvas.getByText('PAY-7F3A-20961')).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'success');
  },
};

/** A deposit paid (warning): paid of total as a bar and in words, and what is outstanding. */
export const PartiallyPaid: Story = {
  ...phoneStory('partially_paid'),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '73830');
    await expect(bar).toHaveAttribute('aria-valuemax', '246100');
    await expect(bar).toHaveAccessibleName(/738\.30/);
  },
};

/** Declined by the bank (danger): the reason, a retry and another way to pay. */
export const Failed: Story = {
  ...phoneStory('failed'),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByText(en ? /insufficient balance/ : /الرصيد غير كافٍ/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Try again' : 'أعد المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', {
        name: en ? 'Choose another way to pay' : 'اختر طريقة دفع أخرى',
      }),
    );
    await expect(args.onChooseAnother).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'danger');
  },
};

/** Everything given back (neutral). */
export const Refunded: Story = phoneStory('refunded');

/** Part given back: the refunded amount, what was paid and what remains. */
export const PartiallyRefunded: Story = phoneStory('partially_refunded');

/** Pay on pickup chosen: the amount due then and what to bring. */
export const OfflineChosen: Story = phoneStory('offline_chosen');

/**
 * Bank transfer: the shop's bank, account name and IBAN in groups of four, read left to right in
 * both languages; copying puts the IBAN without spaces on the clipboard and says so.
 */
export const BankTransfer: Story = {
  ...phoneStory('bank_transfer'),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const labels = bankLabels(storyLocale(globals));
    const iban = canvas.getByTestId('iban');
    await expect(iban).toHaveTextContent('SA03 8000 0000 6080 1016 7519');
    await expect(iban).toHaveAttribute('dir', 'ltr');
    const copy = canvas.getByRole('button', { name: labels.copy });
    await expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(copy);
    await expect(args.onCopy).toHaveBeenCalledWith(STORY_IBAN);
    await expect(canvas.getByRole('button', { name: labels.copied })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The picture shows the button as a tap leaves it, without the keyboard's focus ring.
    copy.blur();
  },
};

/** The browser refused the clipboard: the card says to copy the IBAN by hand. */
export const BankTransferCopyRefused: Story = {
  ...phoneStory('bank_transfer'),
  args: { ...baseArgs, onCopy: fn(async () => false) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const labels = bankLabels(storyLocale(globals));
    await userEvent.click(canvas.getByRole('button', { name: labels.copy }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.copyFailed);
    const copy = canvas.getByRole('button', { name: labels.copy });
    await expect(copy).toBeVisible();
    copy.blur();
  },
};

/** Long names (bank, account holder, titles) wrap inside the card on a phone. */
export const LongTextOnAPhone: Story = {
  ...phone,
  args: baseArgs,
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const en = locale === 'en';
    const base = statusProps('bank_transfer', locale);
    return (
      <OnAPhone>
        <PaymentStatus
          {...base}
          title={
            en
              ? 'Awaiting your bank transfer for the parts of order RYN-00500 before we hold them for you'
              : 'بانتظار تحويلك البنكي لقيمة قطع الطلب RYN-00500 قبل أن نحجزها لك في المستودع'
          }
          bankAccount={{
            bankName: en
              ? 'The Saudi National Bank (SNB) — Riyadh Main Branch'
              : 'البنك الأهلي السعودي — الفرع الرئيسي بمدينة الرياض',
            accountName: en
              ? 'Al Rayyan Establishment for Trading in Spare Parts of Cars and Heavy Equipment'
              : 'مؤسسة الريان للتجارة في قطع غيار السيارات والمعدات الثقيلة والشاحنات',
            iban: 'sa44 2000 0001 2345 6789 1234',
            labels: bankLabels(locale),
          }}
          onCopy={args.onCopy}
        />
      </OnAPhone>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('iban')).toHaveTextContent(
      'SA44 2000 0001 2345 6789 1234',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Every state side by side, as a desktop page shows them (staff's order page, say). */
export const EveryStateOnADesktop: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: baseArgs,
  render: (args, { globals }) => (
    <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
      {STATES.map((state) => (
        <PaymentStatus
          key={state}
          {...statusProps(state, storyLocale(globals), args)}
          headingLevel="h3"
          onCopy={args.onCopy}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region');
    await expect(regions).toHaveLength(STATES.length);
    await expect(regions.map((region) => region.dataset['state'])).toEqual(STATES);
  },
};

/** Bank transfer on a wide screen: the account's facts side by side. */
export const BankTransferOnADesktop: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: baseArgs,
  render: (args, { globals }) => (
    <div className="mx-auto max-w-2xl">
      <PaymentStatus {...statusProps('bank_transfer', storyLocale(globals))} onCopy={args.onCopy} />
    </div>
  ),
};
