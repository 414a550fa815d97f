import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DonutGauge } from './donut-gauge';

const meta = {
  title: 'Composites/DonutGauge',
  component: DonutGauge,
  tags: ['autodocs'],
  args: { value: 18, total: 64, label: 'قيد المراجعة', color: 'var(--color-status-pending)' },
} satisfies Meta<typeof DonutGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('meter', { name: 'قيد المراجعة' });
    await expect(gauge).toHaveAttribute('aria-valuenow', '28');
    await expect(gauge).toHaveTextContent('28%');
  },
};

export const Completed: Story = {
  args: { value: 43, total: 64, label: 'مكتمل', color: 'var(--color-status-completed)' },
};

/** No orders yet: 0 of 0 is 0 %, with the bare track. */
export const EmptyWhole: Story = {
  args: { value: 0, total: 0 },
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('meter');
    await expect(gauge).toHaveAttribute('aria-valuenow', '0');
    await expect(gauge).toHaveTextContent('0%');
    await expect(gauge).not.toHaveTextContent('NaN');
  },
};

export const Full: Story = {
  args: { value: 64, total: 64, label: 'مكتمل', color: 'var(--color-status-completed)' },
};

export const Loading: Story = { args: { loading: true } };

export const LongLabel: Story = {
  args: { label: 'طلبات بانتظار تسعير قطع الغيار', value: 7, total: 9 },
};

export const Small: Story = { args: { size: 112 } };

/** As on the dashboard's order summary card. */
export const OrderSummaryPair: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8 rounded-lg bg-surface p-6 shadow-card">
      <DonutGauge value={18} total={64} label="قيد المراجعة" color="var(--color-status-pending)" />
      <DonutGauge value={43} total={64} label="مكتمل" color="var(--color-status-completed)" />
    </div>
  ),
};
