import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookDeliveryList } from './webhook-delivery-list';
import {
  DELIVERIES,
  MANY_ATTEMPTS,
  storyLanguage,
  ARABIC_WEBHOOK_TEXTS,
} from './webhook-story-data';

const FAILED = DELIVERIES[3];
const PRICED = DELIVERIES[1];

const meta = {
  title: 'Composites/Webhooks/Delivery list',
  component: WebhookDeliveryList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An endpoint’s delivery log, newest first: the event (and its order), when it was sent, ' +
          'its status, the attempts so far and when the next is due. Each delivery opens its ' +
          'attempts and can be sent again. The app shows it in a dialog, with the pagination bar.',
      },
    },
  },
  args: { deliveries: DELIVERIES, onResend: fn(), texts: ARABIC_WEBHOOK_TEXTS },
  render: (args, { globals }) => (
    <div className="mx-auto max-w-3xl rounded-xl bg-surface px-5 shadow-card">
      <WebhookDeliveryList {...args} {...storyLanguage(globals)} />
    </div>
  ),
} satisfies Meta<typeof WebhookDeliveryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A test waiting to go, a retry due, a delivery, a failure after a day and one delivered late. */
export const Log: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: { defaultExpanded: [PRICED?.id ?? ''] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await expect(canvas.getByText(en ? 'Test' : 'تجريبي')).toBeVisible();
    await expect(canvas.getByText('RYN-00500')).toHaveAttribute('dir', 'ltr');
    // The test waits for its first attempt, the priced order for its third.
    await expect(canvas.getAllByText(en ? /^Next attempt:/ : /^المحاولة التالية:/)).toHaveLength(2);
    await expect(canvas.getAllByText(en ? 'Delivered' : 'تم التسليم')).toHaveLength(2);
    await expect(canvas.getByText(en ? 'Failed' : 'فشل')).toBeVisible();
    // The priced order's retries are open; the others are closed.
    const toggles = canvas.getAllByRole('button', { expanded: true });
    await expect(toggles).toHaveLength(1);
    await expect(canvas.getByText(PRICED?.id ?? '')).toBeVisible();
  },
};

/** The same log on a phone. */
export const LogOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => (
    <div className="p-3">
      <div className="rounded-xl bg-surface px-4 shadow-card">
        <WebhookDeliveryList {...args} {...storyLanguage(globals)} />
      </div>
    </div>
  ),
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A delivery that failed after a day of retries, opened: its id and its eight attempts. Resend
 * reports the delivery; closing hides the attempts again.
 */
export const ManyAttemptsOpened: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: { deliveries: FAILED ? [FAILED] : [] },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    const toggle = canvas.getByRole('button', {
      name: en
        ? `Show attempts (${MANY_ATTEMPTS.length})`
        : `عرض المحاولات (${MANY_ATTEMPTS.length})`,
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const attempts = canvas.getByRole('list', { name: en ? 'Attempts' : 'المحاولات' });
    await expect(within(attempts).getAllByRole('listitem')).toHaveLength(MANY_ATTEMPTS.length);
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Resend' : 'إعادة الإرسال' }));
    await expect(args.onResend).toHaveBeenCalledWith(FAILED);
  },
};

/** On a phone, opened, while it is being sent again. */
export const ManyAttemptsResendingOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    deliveries: FAILED ? [FAILED] : [],
    defaultExpanded: [FAILED?.id ?? ''],
    resendingId: FAILED?.id ?? null,
  },
  render: (args, { globals }) => (
    <div className="p-3">
      <div className="rounded-xl bg-surface px-4 shadow-card">
        <WebhookDeliveryList {...args} {...storyLanguage(globals)} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await expect(
      canvas.getByRole('button', { name: en ? 'Resend' : 'إعادة الإرسال' }),
    ).toBeDisabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
