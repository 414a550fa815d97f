import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { storyLanguage, ARABIC_WEBHOOK_TEXTS } from './webhook-story-data';
import type { WebhookDeliveryStatus } from './webhook-types';

const STATUSES: WebhookDeliveryStatus[] = ['pending', 'delivered', 'failed'];

const meta = {
  title: 'Composites/Webhooks/Delivery status badge',
  component: DeliveryStatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where a webhook delivery stands: waiting for its first or next attempt (violet), ' +
          'delivered with a 2xx answer (green), or failed once its retries ran out (red).',
      },
    },
  },
  args: { status: 'pending', labels: ARABIC_WEBHOOK_TEXTS.status },
  render: (_args, { globals }) => {
    const { texts } = storyLanguage(globals);
    return (
      <div className="flex flex-wrap gap-2">
        {STATUSES.map((status) => (
          <DeliveryStatusBadge key={status} status={status} labels={texts.status} />
        ))}
      </div>
    );
  },
} satisfies Meta<typeof DeliveryStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectStatuses = async (canvasElement: HTMLElement, en: boolean) => {
  const canvas = within(canvasElement);
  const labels = en ? ['Sending', 'Delivered', 'Failed'] : ['قيد الإرسال', 'تم التسليم', 'فشل'];
  for (const label of labels) await expect(canvas.getByText(label)).toBeVisible();
};

/** The three statuses on a wide screen. */
export const Statuses: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: ({ canvasElement, globals }) => expectStatuses(canvasElement, globals['dir'] === 'ltr'),
};

/** The same on a phone. */
export const StatusesOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: ({ canvasElement, globals }) => expectStatuses(canvasElement, globals['dir'] === 'ltr'),
};
