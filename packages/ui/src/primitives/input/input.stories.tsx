import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'اسم الشركة', placeholder: 'اسم الشركة' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'اسم الشركة' });
    await userEvent.type(input, 'مؤسسة النخبة لقطع الغيار');
    await expect(input).toHaveValue('مؤسسة النخبة لقطع الغيار');
  },
};

export const Filled: Story = { args: { defaultValue: 'مؤسسة النخبة لقطع غيار السيارات' } };

export const WithSearchIcon: Story = {
  parameters: { visual: { ltr: true } },
  args: { 'aria-label': 'بحث', placeholder: 'بحث', type: 'search', startIcon: <Search /> },
};

/** Numbers and phone numbers stay left-to-right inside Arabic screens. */
export const PhoneNumber: Story = {
  args: {
    'aria-label': 'رقم الجوال',
    placeholder: '0500000000',
    dir: 'ltr',
    inputMode: 'numeric',
    maxLength: 10,
    defaultValue: '0551234567',
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'ن' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'فرع الرياض - العليا' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('فرع الرياض - العليا');
  },
};

export const LongArabicText: Story = {
  args: {
    defaultValue:
      'مؤسسة النخبة الحديثة لتجارة قطع غيار السيارات اليابانية والكورية والأمريكية بالجملة والتجزئة',
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const OnMobile: Story = { ...Filled, parameters: { visual: { width: 390 } } };
