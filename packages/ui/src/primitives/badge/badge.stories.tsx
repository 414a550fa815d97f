import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, StatusBadge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'مدير' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'success', 'danger', 'warning'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge tone="neutral">موظف</Badge>
      <Badge tone="primary">مدير النظام</Badge>
      <Badge tone="success">نشط</Badge>
      <Badge tone="danger">موقوف</Badge>
      <Badge tone="warning">بانتظار التفعيل</Badge>
    </div>
  ),
};

export const SizesAndDot: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge size="sm">12</Badge>
      <Badge size="md">12 طلبًا</Badge>
      <Badge dot tone="success">
        متصل
      </Badge>
    </div>
  ),
};

/** Order statuses with the spec's colours: pending violet, completed green, canceled red. */
export const OrderStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <StatusBadge status="pending" />
      <StatusBadge status="completed" />
      <StatusBadge status="canceled" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('قيد المراجعة')).toBeVisible();
    await expect(canvas.getByText('مكتمل')).toBeVisible();
    await expect(canvas.getByText('ملغي')).toBeVisible();
  },
};

/** Any other status value is shown as work in progress (violet), as the spec says. */
export const UnknownStatus: Story = {
  render: () => <StatusBadge status="processing" />,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('قيد المراجعة');
    await expect(badge.closest('[data-status]')).toHaveAttribute('data-status', 'pending');
  },
};

export const EnglishLabels: Story = {
  globals: { dir: 'ltr' },
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      {(['pending', 'completed', 'canceled'] as const).map((status) => (
        <StatusBadge
          key={status}
          status={status}
          labels={{ pending: 'In progress', completed: 'Completed', canceled: 'Canceled' }}
        />
      ))}
    </div>
  ),
};
