import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './select';

const BRANCHES: SelectOption[] = [
  { id: '64f1a1', value: 'فرع الرياض - العليا' },
  { id: '64f1a2', value: 'فرع جدة - الروضة' },
  { id: '64f1a3', value: 'فرع الدمام - الشاطئ' },
  { id: '64f1a4', value: 'فرع مكة - العزيزية' },
];

const CITIES = [
  'الرياض',
  'جدة',
  'مكة',
  'المدينة',
  'الدمام',
  'الخبر',
  'الظهران',
  'الأحساء',
  'القطيف',
  'الطائف',
  'تبوك',
  'بريدة',
  'عنيزة',
  'حائل',
  'أبها',
  'خميس مشيط',
  'جازان',
  'نجران',
  'الباحة',
  'سكاكا',
  'عرعر',
  'القريات',
  'ينبع',
  'الجبيل',
  'حفر الباطن',
  'الخرج',
  'المجمعة',
  'الزلفي',
  'بيشة',
  'رابغ',
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { options: BRANCHES, 'aria-label': 'الفرع', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the spec's 'اختر'. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent('اختر');
  },
};

export const Chosen: Story = { args: { defaultValue: '64f1a2' } };

/** No options: the spec's 'لا شيئ', in the box and in the open list. */
export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await expect(trigger).toHaveTextContent('لا شيئ');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('listbox')).toHaveTextContent('لا شيئ');
  },
};

export const Open: Story = {
  parameters: {
    visual: { ltr: true },
    docs: { story: { inline: false, height: '320px' } },
  },
  args: { defaultValue: '64f1a1' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await expect(
      await screen.findByRole('option', { name: 'فرع الرياض - العليا' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** Choosing reports the option's id (what the API expects), not its text. */
export const ChoosingReportsTheId: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'فرع الدمام - الشاطئ' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('64f1a3', BRANCHES[2]);
    await expect(trigger).toHaveTextContent('فرع الدمام - الشاطئ');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('64f1a2', BRANCHES[1]);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

function ControlledSelect() {
  const [branch, setBranch] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <Select options={BRANCHES} value={branch} onValueChange={setBranch} aria-label="الفرع" />
      <button
        type="button"
        className="w-fit text-sm text-primary-hover underline"
        onClick={() => setBranch(null)}
      >
        مسح الاختيار
      </button>
    </div>
  );
}

/** Controlled by the page: clearing the value brings the placeholder back. */
export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'فرع جدة - الروضة' }));
    await expect(trigger).toHaveTextContent('فرع جدة - الروضة');
    await userEvent.click(canvas.getByRole('button', { name: 'مسح الاختيار' }));
    await expect(trigger).toHaveTextContent('اختر');
  },
};

export const ManyOptions: Story = {
  parameters: {
    docs: { story: { inline: false, height: '420px' } },
  },
  args: {
    options: CITIES.map((city, index) => ({ id: index + 1, value: city })),
    'aria-label': 'المدينة',
    defaultValue: '5',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await expect(await screen.findAllByRole('option')).toHaveLength(30);
  },
};

export const LongOptionText: Story = {
  args: {
    options: [
      { id: 1, value: 'قسم قطع غيار المحركات وناقل الحركة للسيارات اليابانية والكورية' },
      { id: 2, value: 'قسم الكهرباء' },
    ],
    defaultValue: '1',
  },
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '64f1a1' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...BRANCHES.slice(0, 2), { id: 'closed', value: 'فرع الخبر (مغلق)', disabled: true }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await expect(await screen.findByRole('option', { name: 'فرع الخبر (مغلق)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const English: Story = {
  globals: { dir: 'ltr' },
  args: { placeholder: 'Choose', emptyText: 'None', 'aria-label': 'Branch' },
};
