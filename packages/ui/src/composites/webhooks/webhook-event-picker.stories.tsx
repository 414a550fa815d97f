import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookEventPicker, type WebhookEventPickerProps } from './webhook-event-picker';
import { storyLanguage, ARABIC_WEBHOOK_TEXTS } from './webhook-story-data';
import { WEBHOOK_EVENTS, type WebhookEventName } from './webhook-types';

const meta = {
  title: 'Composites/Webhooks/Event picker',
  component: WebhookEventPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The events a webhook endpoint receives, in its add and edit form: a box per event with ' +
          'its technical name, and «all events» above them, mixed while only some are chosen.',
      },
    },
  },
  args: {
    value: ['order.created', 'order.priced'],
    onValueChange: fn(),
    required: true,
    labels: ARABIC_WEBHOOK_TEXTS.events,
    texts: ARABIC_WEBHOOK_TEXTS.picker,
  },
} satisfies Meta<typeof WebhookEventPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Picker({
  globals,
  value,
  onValueChange,
  ...args
}: WebhookEventPickerProps & { globals: Record<string, unknown> }) {
  const { texts } = storyLanguage(globals);
  const [chosen, setChosen] = useState<readonly string[]>(value);
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-surface p-6 shadow-card">
      <WebhookEventPicker
        {...args}
        value={chosen}
        onValueChange={(next: WebhookEventName[]) => {
          onValueChange(next);
          setChosen(next);
        }}
        labels={texts.events}
        texts={texts.picker}
      />
    </div>
  );
}

/**
 * Two events chosen: «all events» is mixed. Choosing it takes every event, choosing it again
 * clears them, and the events come back in the list's order.
 */
export const Choosing: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  render: (args, { globals }) => <Picker {...args} globals={globals} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    const all = canvas.getByRole('checkbox', { name: en ? 'All events' : 'كل الأحداث' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([...WEBHOOK_EVENTS]);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: en ? 'Quote accepted' : 'قبِل العميل العرض' }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: en ? 'New order' : 'طلب جديد' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['order.created', 'quote.accepted']);
    // Back to the two it is photographed with.
    await userEvent.click(
      canvas.getByRole('checkbox', { name: en ? 'Quote accepted' : 'قبِل العميل العرض' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: en ? 'Order priced' : 'تم التسعير' }),
    );
  },
};

/** Nothing chosen, on a phone: the form's message under the group. */
export const NoneChosenOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { value: [] },
  render: (args, { globals }) => (
    <div className="p-3">
      <Picker
        {...args}
        globals={globals}
        error={globals['dir'] === 'ltr' ? 'Choose at least one event' : 'اختر حدثًا واحدًا على الأقل'}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      en ? 'Choose at least one event' : 'اختر حدثًا واحدًا على الأقل',
    );
    await expect(
      canvas.getByRole('checkbox', { name: en ? 'All events' : 'كل الأحداث' }),
    ).not.toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
