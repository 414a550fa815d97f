import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WebhookEventBadges } from './webhook-event-badges';
import { LONG_ENDPOINT, storyLanguage, ARABIC_WEBHOOK_TEXTS } from './webhook-story-data';

const meta = {
  title: 'Composites/Webhooks/Event badges',
  component: WebhookEventBadges,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The events a webhook endpoint receives, as small badges in the reader’s language. An ' +
          'event this version does not know yet shows its technical name, left to right.',
      },
    },
  },
  args: {
    events: ['order.created', 'order.priced', 'quote.accepted'],
    labels: ARABIC_WEBHOOK_TEXTS.events,
    label: ARABIC_WEBHOOK_TEXTS.endpoint.events,
  },
  render: (args, { globals }) => {
    const { texts } = storyLanguage(globals);
    return <WebhookEventBadges {...args} labels={texts.events} label={texts.endpoint.events} />;
  },
} satisfies Meta<typeof WebhookEventBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three events, on a wide screen. */
export const SomeEvents: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await expect(canvas.getByRole('list', { name: en ? 'Events' : 'الأحداث' })).toBeVisible();
    await expect(canvas.getByText(en ? 'New order' : 'طلب جديد')).toHaveAttribute(
      'title',
      'order.created',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * Every event, and one a newer server might send (shown as its name), wrapping on a phone.
 */
export const AllEventsOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { events: [...LONG_ENDPOINT.events, 'order.refunded'] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await expect(canvas.getByText(en ? 'Quote expired' : 'انتهت صلاحية العرض')).toBeVisible();
    await expect(canvas.getByText('order.refunded')).toHaveAttribute('dir', 'ltr');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
