import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, ChevronLeft, Menu, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'تعديل الفرع', children: <Pencil />, onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the button's accessible name; the icon is hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'تعديل الفرع' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} variant="ghost" label="القائمة">
        <Menu />
      </IconButton>
      <IconButton {...args} variant="outline" label="الإشعارات">
        <Bell />
      </IconButton>
      <IconButton {...args} variant="secondary" label="تعديل">
        <Pencil />
      </IconButton>
      <IconButton {...args} variant="primary" label="تعديل">
        <Pencil />
      </IconButton>
      <IconButton {...args} variant="danger" label="حذف">
        <Trash2 />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" variant="outline" />
      <IconButton {...args} size="md" variant="outline" />
      <IconButton {...args} size="lg" variant="outline" />
    </div>
  ),
};

/** A chevron points the way the reading goes: it flips between Arabic and English. */
export const DirectionalIcon: Story = {
  parameters: { visual: { ltr: true } },
  args: {
    label: 'التالي',
    variant: 'outline',
    children: <ChevronLeft className="ltr:-scale-x-100" />,
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, variant: 'outline', label: 'حذف الطلب', children: <Trash2 /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'حذف الطلب' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
