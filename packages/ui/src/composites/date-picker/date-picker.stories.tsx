import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Field } from '../../primitives';
import { DatePicker } from './date-picker';

const meta = {
  title: 'Composites/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: {
    value: undefined,
    onChange: fn(),
    label: 'من تاريخ',
    today: '2025-03-12',
    max: '2025-03-12',
  },
  parameters: { visual: { ltr: true } },
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-56">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Wired(args: Story['args']) {
  const [day, setDay] = useState(args?.value);
  return (
    <Field label={args?.label ?? 'من تاريخ'}>
      <DatePicker
        {...meta.args}
        {...args}
        value={day}
        onChange={(next) => {
          args?.onChange?.(next);
          setDay(next);
        }}
      />
    </Field>
  );
}

export const Empty: Story = { render: (args) => <Wired {...args} /> };

/** The chosen day as the app writes dates, Gregorian with Western digits. */
export const Chosen: Story = {
  args: { value: '2025-03-09' },
  render: (args) => <Wired {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'من تاريخ: 9 مارس 2025' }),
    ).toBeInTheDocument();
  },
};

/** Open on the chosen day: Arabic month and weekday names, days after `max` cannot be picked. */
export const Open: Story = {
  args: { value: '2025-03-09' },
  render: (args) => <Wired {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^من تاريخ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'من تاريخ' });
    await expect(within(dialog).getByText('مارس 2025')).toBeInTheDocument();
    await expect(within(dialog).getByRole('columnheader', { name: 'الأحد' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'الأحد، 9 مارس 2025' })).toHaveFocus();
    await expect(
      within(dialog).getByRole('button', { name: 'الخميس، 13 مارس 2025' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Keyboard only, right to left: ArrowLeft is the next day, ArrowUp the week before, Page Up the
 * month before, Enter picks and gives focus back to the button.
 */
export const KeyboardOnly: Story = {
  args: { value: '2025-03-09' },
  render: (args) => <Wired {...args} />,
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^من تاريخ/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(
      within(dialog).getByRole('button', { name: 'الاثنين، 10 مارس 2025' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      within(dialog).getByRole('button', { name: 'الاثنين، 3 مارس 2025' }),
    ).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(within(dialog).getByText('فبراير 2025')).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: 'الاثنين، 3 فبراير 2025' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2025-02-03');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'من تاريخ: 3 فبراير 2025' })).toHaveFocus();
  },
};

export const ClearingTheDay: Story = {
  args: { value: '2025-03-09' },
  render: (args) => <Wired {...args} />,
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'مسح التاريخ: من تاريخ' }));
    await expect(args.onChange).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByRole('button', { name: 'من تاريخ' })).toHaveTextContent('اختر');
  },
};

export const English: Story = {
  args: {
    value: '2025-03-09',
    label: 'From',
    locale: 'en',
    placeholder: 'Pick a day',
    labels: { previousMonth: 'Previous month', nextMonth: 'Next month', clear: 'Clear date' },
  },
  globals: { dir: 'ltr' },
  parameters: { visual: { ltr: false } },
  render: (args) => <Wired {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^From/ }));
    const dialog = await screen.findByRole('dialog', { name: 'From' });
    await expect(within(dialog).getByText('March 2025')).toBeInTheDocument();
  },
};

export const OnAPhone: Story = {
  ...Open,
  parameters: { visual: { width: 390, ltr: false } },
};
