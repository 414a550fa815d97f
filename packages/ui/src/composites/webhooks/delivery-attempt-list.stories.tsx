import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryAttemptList } from './delivery-attempt-list';
import {
  DELIVERIES,
  MANY_ATTEMPTS,
  storyLanguage,
  ARABIC_WEBHOOK_TEXTS,
} from './webhook-story-data';

const meta = {
  title: 'Composites/Webhooks/Delivery attempt list',
  component: DeliveryAttemptList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Every attempt of one webhook delivery, oldest first: when it was made, the receiver’s ' +
          'HTTP status (green for 2xx) or why no answer came, how long it took, and the start of ' +
          'the answer, left to right in monospace.',
      },
    },
  },
  args: { attempts: DELIVERIES[4]?.attempts ?? [], texts: ARABIC_WEBHOOK_TEXTS.attempt },
  render: (args, { globals }) => {
    const { texts, locale } = storyLanguage(globals);
    return (
      <div className="mx-auto max-w-3xl">
        <DeliveryAttemptList {...args} texts={texts.attempt} locale={locale} />
      </div>
    );
  },
} satisfies Meta<typeof DeliveryAttemptList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 500, then a 204 five seconds later: red, then green. */
export const FailedThenDelivered: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(en ? 'Attempt 2' : 'المحاولة 2')).toBeVisible();
    await expect(canvas.getByText('HTTP 204')).toBeVisible();
    await expect(canvas.getByText(en ? '133 ms' : '133 ملّي ثانية')).toBeVisible();
    await expect(canvas.getByText('Internal Server Error')).toHaveAttribute('dir', 'ltr');
  },
};

/**
 * A day of retries: HTTP errors, a timeout, no connection, a refused redirect and an address the
 * server may not call; an nginx page as the answer.
 */
export const ManyAttempts: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: { attempts: MANY_ATTEMPTS },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await expect(canvas.getAllByRole('listitem')).toHaveLength(MANY_ATTEMPTS.length);
    const errors = en
      ? ['Timed out', 'Could not connect', 'Redirect not allowed', 'Address not allowed']
      : ['انتهت المهلة', 'تعذّر الاتصال', 'تحويل غير مسموح', 'عنوان غير مسموح'];
    for (const error of errors) await expect(canvas.getByText(error)).toBeVisible();
    // A redirect shows the receiver's 3xx status beside the reason it was not followed.
    await expect(canvas.getByText('HTTP 301')).toBeVisible();
  },
};

/** The same on a phone: long answers wrap inside the screen. */
export const ManyAttemptsOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { attempts: MANY_ATTEMPTS },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
