import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PhoneInput, type PhoneValue } from './phone-input';

const meta = {
  title: 'Composites/PhoneInput',
  component: PhoneInput,
  tags: ['autodocs'],
  args: { onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { ltr: true } },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: { dialCode: '+966', number: '0551234567' } },
};

export const WithError: Story = {
  args: {
    defaultValue: { dialCode: '+966', number: '05512' },
    error: 'يجب أن يكون رقم الجوال مكونًا من 10 أرقام',
    touched: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('10 أرقام');
    await expect(canvas.getByLabelText('رقم الجوال')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The error waits until the field has been touched (spec: errors for touched fields). */
export const ErrorBeforeTouch: Story = {
  args: { error: 'رقم الجوال مطلوب', touched: false },
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const WithHint: Story = {
  args: { hint: 'عشرة أرقام بدون رمز الدولة', required: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { dialCode: '+971', number: '0501234567' } },
  parameters: { visual: { ltr: false } },
};

export const KeepsOnlyTenDigits: Story = {
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByLabelText('رقم الجوال');
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await expect(box).toHaveAttribute('dir', 'ltr');
    await userEvent.type(box, '05a5-1 2');
    await expect(box).toHaveValue('05512');
    await userEvent.type(box, '٣٤٥٦٧٨٩');
    await expect(box).toHaveValue('0551234567');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dialCode: '+966',
      number: '0551234567',
    });
  },
};

export const ChangingTheCountryKeepsTheNumber: Story = {
  parameters: { visual: { ltr: false } },
  render: function Render(args) {
    const [value, setValue] = useState<PhoneValue>({ dialCode: '+966', number: '0551234567' });
    return (
      <PhoneInput
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /رمز الدولة/ }));
    await userEvent.type(await screen.findByRole('combobox'), '+965');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dialCode: '+965',
      number: '0551234567',
    });
    await expect(canvas.getByRole('button', { name: /رمز الدولة/ })).toHaveTextContent('+965');
  },
};

export const English: Story = {
  args: {
    label: 'Mobile number',
    countryLabel: 'Country code',
    searchPlaceholder: 'Search',
    defaultValue: { dialCode: '+44', number: '7700900123' },
  },
  globals: { dir: 'ltr' },
  parameters: { visual: { ltr: false } },
};

/** The country list's own words follow the form's language, its no-match line too. */
export const EnglishSearchWithoutMatch: Story = {
  args: { ...English.args, noMatchText: 'No matching country' },
  globals: { dir: 'ltr' },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Country code/ }));
    await userEvent.type(await screen.findByRole('combobox'), 'Atlantis');
    await expect(screen.getByRole('status')).toHaveTextContent('No matching country');
  },
};

export const MobileWidth: Story = {
  args: { defaultValue: { number: '0551234567' } },
  parameters: { visual: { width: 390, ltr: false } },
};
