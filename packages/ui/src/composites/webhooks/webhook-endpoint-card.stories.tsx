import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { WebhookEndpointCard, type WebhookEndpointCardProps } from './webhook-endpoint-card';
import {
  ARABIC_WEBHOOK_TEXTS,
  ACTIVE_ENDPOINT,
  FAILING_ENDPOINT,
  LONG_ENDPOINT,
  PAUSED_ENDPOINT,
  STOPPED_ENDPOINT,
  storyLanguage,
} from './webhook-story-data';
import type { WebhookEndpointView } from './webhook-types';

const meta = {
  title: 'Composites/Webhooks/Endpoint card',
  component: WebhookEndpointCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One of the company's webhook endpoints on the Webhooks screen: its URL (left to right, " +
          'cut with an ellipsis), what it is for, the events it receives, a switch that turns it ' +
          'off and on, a notice while deliveries fail or after they stopped it, and its actions. ' +
          "Every story renders in Arabic, and in English when the toolbar's direction is LTR.",
      },
    },
  },
  args: {
    endpoint: ACTIVE_ENDPOINT,
    texts: ARABIC_WEBHOOK_TEXTS,
    onEnabledChange: fn(),
    onShowDeliveries: fn(),
    onSendTest: fn(),
    onEdit: fn(),
    onRotateSecret: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof WebhookEndpointCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card with the texts of the story's direction, its switch working as the page's does. */
function Card(props: WebhookEndpointCardProps & { globals: Record<string, unknown> }) {
  // The story's own language wins over the texts in its args.
  const { globals, endpoint, onEnabledChange, texts: _argTexts, ...rest } = props;
  const [current, setCurrent] = useState<WebhookEndpointView>(endpoint);
  return (
    <WebhookEndpointCard
      {...rest}
      {...storyLanguage(globals)}
      endpoint={current}
      onEnabledChange={(enabled) => {
        onEnabledChange(enabled);
        setCurrent((before) => ({
          ...before,
          enabled,
          disabledReason: enabled ? null : 'manual',
          failingSince: enabled ? null : before.failingSince,
        }));
      }}
    />
  );
}

const render = (args: WebhookEndpointCardProps, { globals }: StoryContext) => (
  <div className="mx-auto max-w-4xl">
    <Card {...args} globals={globals} />
  </div>
);

const PHONE_URL = 'https://bot.alrayyan-parts.sa/api/v1/webhooks/taseer-orders-and-quotes';

const english = (context: { globals: Record<string, unknown> }) => context.globals['dir'] === 'ltr';

/** Nothing of the card reaches past the screen's edges (nothing scrolls sideways). */
async function expectWithinScreen(canvasElement: HTMLElement) {
  for (const article of canvasElement.querySelectorAll('article')) {
    const { left, right } = article.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Receiving three events, on a wide screen. */
export const Active: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  render,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = english({ globals });
    await expect(canvas.getByRole('heading', { name: ACTIVE_ENDPOINT.url })).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: en ? 'Send events' : 'إرسال الأحداث' }),
    ).toBeChecked();
    await expect(canvas.getByText(en ? 'Order priced' : 'تم التسعير')).toBeVisible();
  },
};

/** The same on a phone: the URL ends in an ellipsis, the actions wrap, nothing scrolls sideways. */
export const ActiveOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { endpoint: { ...ACTIVE_ENDPOINT, url: PHONE_URL } },
  render: (args, context) => (
    <div className="p-4">
      <Card {...args} globals={context.globals} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const url = within(canvasElement).getByText(PHONE_URL);
    // The whole URL is there (and in its tooltip), only cut on screen.
    await expect(url.scrollWidth).toBeGreaterThan(url.clientWidth);
    await expect(url).toHaveAttribute('title', PHONE_URL);
    await expectWithinScreen(canvasElement);
  },
};

/**
 * Deliveries failed for a whole day, so the server switched it off: a red notice says since when
 * and how to bring it back; switching it on clears the notice.
 */
export const StoppedAfterFailures: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: { endpoint: STOPPED_ENDPOINT },
  render,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = english({ globals });
    await expect(
      canvas.getByText(en ? 'We stopped sending to this URL' : 'أوقفنا الإرسال إلى هذا الرابط'),
    ).toBeVisible();
    await expect(
      canvas.getByText(en ? /since 23 November 2026/ : /منذ 23 نوفمبر 2026/),
    ).toBeVisible();
    const toggle = canvas.getByRole('switch');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onEnabledChange).toHaveBeenLastCalledWith(true);
    await expect(
      canvas.queryByText(en ? 'We stopped sending to this URL' : 'أوقفنا الإرسال إلى هذا الرابط'),
    ).toBeNull();
    // Back to the state it is photographed in.
    await userEvent.click(toggle);
  },
};

/** On a phone: still failing (a warning, retries continue) and already stopped, one above the other. */
export const FailingOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, context) => (
    <div className="flex flex-col gap-4 p-4">
      <Card {...args} endpoint={FAILING_ENDPOINT} globals={context.globals} />
      <Card {...args} endpoint={STOPPED_ENDPOINT} globals={context.globals} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = english({ globals });
    await expect(canvas.getByText(en ? 'Deliveries failing' : 'الإرسال يفشل')).toBeVisible();
    await expect(
      canvas.getByText(en ? 'Stopped after failures' : 'أُوقف بسبب الأخطاء'),
    ).toBeVisible();
    await expectWithinScreen(canvasElement);
  },
};

/** A long Arabic description, a very long URL and every event, on a phone. */
export const LongArabicDescriptionOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { endpoint: LONG_ENDPOINT },
  render: (args, context) => (
    <div className="p-4">
      <Card {...args} globals={context.globals} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
    await expectWithinScreen(canvasElement);
  },
};

/** The same on a wide screen, beside a paused endpoint with no description. */
export const LongAndPaused: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  render: (args, context) => (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Card {...args} endpoint={LONG_ENDPOINT} globals={context.globals} />
      <Card {...args} endpoint={PAUSED_ENDPOINT} globals={context.globals} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = english({ globals });
    await expect(canvas.getByText(en ? 'Paused' : 'متوقف')).toBeVisible();
    await expect(canvas.getAllByRole('switch')[1]).not.toBeChecked();
  },
};

/** While the switch's change and a test event are being sent: both show a spinner. */
export const Saving: Story = {
  parameters: { visual: { width: 1440 } },
  args: { enabledPending: true, testPending: true },
  render,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    // A press while saving changes nothing.
    await userEvent.click(toggle);
    await expect(args.onEnabledChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'إرسال تجريبي' })).toBeDisabled();
  },
};

/** Every action reports to its callback: the visible buttons and the menu's two items. */
export const Actions: Story = {
  // The picture would be Active's; this story is about the callbacks.
  parameters: { visual: { disable: true } },
  render,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const en = english({ globals });
    await userEvent.click(
      canvas.getByRole('button', { name: en ? 'Delivery log' : 'سجل الإرسال' }),
    );
    await expect(args.onShowDeliveries).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: en ? 'Send a test' : 'إرسال تجريبي' }),
    );
    await expect(args.onSendTest).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Edit' : 'تعديل' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);

    const more = canvas.getByRole('button', { name: en ? 'More actions' : 'خيارات أخرى' });
    await userEvent.click(more);
    await userEvent.click(
      await screen.findByRole('menuitem', {
        name: en ? 'Rotate signing secret' : 'تجديد مفتاح التوقيع',
      }),
    );
    await expect(args.onRotateSecret).toHaveBeenCalledTimes(1);
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('menuitem', { name: en ? 'Delete' : 'حذف' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('switch'));
    await expect(args.onEnabledChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};
