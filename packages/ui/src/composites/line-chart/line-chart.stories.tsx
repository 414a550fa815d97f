import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, formatNumber } from '../../lib/format';
import { aggregateByPeriod, formatPeriodKey } from '../period-selector/chart-period';
import { LineChart, type LinePoint } from './line-chart';

// A deterministic month of orders: weekday rhythm plus a slow rise, no randomness.
const days = (count: number, start = '2025-01-01'): LinePoint[] =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    const weekday = date.getUTCDay();
    const value = Math.round(
      12 + i * 0.15 + (weekday === 5 ? -8 : weekday === 4 ? 6 : (i * 7) % 5),
    );
    return { x: date.toISOString().slice(0, 10), value };
  });

const dailyMarch = days(31, '2025-03-01');
const year = days(365, '2024-01-01');
const monthly = aggregateByPeriod(
  year.map((p) => ({ date: p.x, value: p.value })),
  'monthly',
);
const yearly = [
  { x: '2021', value: 1840 },
  { x: '2022', value: 2675 },
  { x: '2023', value: 3920 },
  { x: '2024', value: 4410 },
  { x: '2025', value: 5230 },
];

const meta = {
  title: 'Composites/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    data: dailyMarch,
    label: 'الطلبات اليومية',
    formatX: (x: string) => formatPeriodKey(x, 'daily'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl rounded-lg bg-surface p-6 shadow-card">
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { ltr: true } },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// The chart draws once it knows its width, so the ticks are awaited.
const tickCounts = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-axis] text')).not.toBeNull());
  return {
    x: canvasElement.querySelectorAll('[data-axis="x"] text').length,
    y: canvasElement.querySelectorAll('[data-axis="y"] text').length,
  };
};

export const Daily: Story = {
  play: async ({ canvasElement }) => {
    const ticks = await tickCounts(canvasElement);
    await expect(ticks.x).toBeGreaterThan(1);
    await expect(ticks.x).toBeLessThanOrEqual(12);
    await expect(ticks.y).toBeLessThanOrEqual(6);
  },
};

export const Monthly: Story = {
  args: {
    data: monthly,
    label: 'الطلبات الشهرية',
    formatX: (x: string) => formatPeriodKey(x, 'monthly'),
  },
};

export const Yearly: Story = {
  args: {
    data: yearly,
    label: 'المبيعات السنوية',
    formatX: (x: string) => x,
    formatValue: (value: number) => formatMoney(value),
    formatYTick: (value: number) => formatNumber(value),
  },
};

/** A whole year of days still gets at most 12 x ticks and 6 y ticks. */
export const ManyPoints: Story = {
  args: { data: year },
  play: async ({ canvasElement }) => {
    const ticks = await tickCounts(canvasElement);
    await expect(ticks.x).toBeLessThanOrEqual(12);
    await expect(ticks.x).toBeGreaterThanOrEqual(6);
    await expect(ticks.y).toBeLessThanOrEqual(6);
  },
};

export const SinglePoint: Story = { args: { data: [{ x: '2025-03-09', value: 14 }] } };

export const AllZero: Story = { args: { data: days(7).map((p) => ({ ...p, value: 0 })) } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لا توجد بيانات لعرضها')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const TooltipOnHover: Story = {
  args: { width: 720 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tickCounts(canvasElement);
    const area = canvasElement.querySelector('svg rect');
    if (!area) throw new Error('No hover area');
    const box = area.getBoundingClientRect();
    // The point at a tenth of the width: day 4 of 31 (index 3), left to right in every direction.
    await userEvent.pointer({
      target: area,
      coords: { clientX: box.left + box.width * 0.1, clientY: box.top + box.height / 2 },
    });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('4 مارس');
  },
};

export const KeyboardWalksThePoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('group', { name: 'الطلبات اليومية' });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 مارس');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('status')).toHaveTextContent('31 مارس');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('status')).toHaveTextContent('30 مارس');
  },
};

export const MobileWidth: Story = { parameters: { visual: { width: 390, ltr: false } } };

export const English: Story = {
  args: {
    label: 'Daily orders',
    emptyText: 'No data to show',
    formatX: (x: string) => formatPeriodKey(x, 'daily', 'en'),
  },
  globals: { dir: 'ltr' },
  parameters: { visual: { ltr: false } },
};

// Bars and steps: counts of separate days (a day's orders do not flow into the next day's).

/** A month of daily orders as bars: each day its own bar, the time axis left to right. */
export const DailyBars: Story = {
  args: { variant: 'bars' },
  play: async ({ canvasElement }) => {
    const ticks = await tickCounts(canvasElement);
    await expect(ticks.x).toBeLessThanOrEqual(12);
    await expect(ticks.y).toBeLessThanOrEqual(6);
    // One bar for each day with orders, none for a day at 0.
    const bars = canvasElement.querySelectorAll('[data-series="bars"] path');
    await expect(bars).toHaveLength(dailyMarch.filter((day) => day.value > 0).length);
    // Oldest at the left in both directions: 1 March's bar is left of 31 March's.
    const boxes = [...bars].map((bar) => bar.getBoundingClientRect());
    await expect(boxes[0]!.left).toBeLessThan(boxes.at(-1)!.left);
  },
};

/** A quiet day is a gap in the row of bars, not a bar of 0 height. */
export const BarsWithQuietDays: Story = {
  args: {
    variant: 'bars',
    data: dailyMarch.map((day, i) => (i % 6 === 2 || i === 30 ? { ...day, value: 0 } : day)),
  },
};

/** Hovering a bar shades its day, fades the others and names the day and its count. */
export const BarsTooltipOnHover: Story = {
  args: { variant: 'bars', width: 720 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tickCounts(canvasElement);
    const area = canvasElement.querySelector('svg > g > rect:last-of-type');
    if (!area) throw new Error('No hover area');
    const box = area.getBoundingClientRect();
    // A tenth of the width falls in the band of day 4 of 31 (index 3: 3.1 bands in).
    await userEvent.pointer({
      target: area,
      coords: { clientX: box.left + box.width * 0.1, clientY: box.top + box.height / 2 },
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('4 مارس: 13');
  },
};

/** The keyboard walks the bars as it walks the line's points. */
export const BarsKeyboardWalksTheDays: Story = {
  args: { variant: 'bars' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('group', { name: 'الطلبات اليومية' });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 مارس');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 مارس');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('status')).toHaveTextContent('31 مارس');
  },
};

/** Months as bars; a bar never grows wider than 48 px. */
export const MonthlyBars: Story = {
  args: {
    variant: 'bars',
    data: monthly,
    label: 'الطلبات الشهرية',
    formatX: (x: string) => formatPeriodKey(x, 'monthly'),
  },
};

/** Five years as bars: few, so each is held to its widest. */
export const YearlyBars: Story = {
  args: {
    variant: 'bars',
    data: yearly,
    label: 'الطلبات السنوية',
    formatX: (x: string) => x,
  },
  play: async ({ canvasElement }) => {
    await tickCounts(canvasElement);
    const bars = [...canvasElement.querySelectorAll('[data-series="bars"] path')];
    await expect(bars).toHaveLength(5);
    for (const bar of bars) await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(48);
  },
};

/** One day alone stands in the middle of the chart. */
export const SingleBar: Story = {
  args: { variant: 'bars', data: [{ x: '2025-03-09', value: 14 }] },
};

/** Every day at 0: the axis and no bars. */
export const AllZeroBars: Story = {
  args: { variant: 'bars', data: days(7).map((p) => ({ ...p, value: 0 })) },
  play: async ({ canvasElement }) => {
    await tickCounts(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-series="bars"] path')).toHaveLength(0);
  },
};

export const BarsLoading: Story = { args: { variant: 'bars', loading: true } };

export const BarsEmpty: Story = { args: { variant: 'bars', data: [] } };

/** Thirty days of bars on a phone: thin bars, fewer x labels. */
export const BarsOnAPhone: Story = {
  args: { variant: 'bars', data: days(30, '2025-03-01') },
  parameters: { visual: { width: 390, ltr: true } },
  play: async ({ canvasElement }) => {
    const ticks = await tickCounts(canvasElement);
    await expect(ticks.x).toBeLessThanOrEqual(6);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Bars on a wide screen, in Arabic and English. */
export const BarsOnADesktop: Story = {
  args: { variant: 'bars' },
  parameters: { visual: { width: 1440, ltr: true } },
  render: (args, { globals }) => (
    <LineChart
      {...args}
      label={globals['dir'] === 'ltr' ? 'Daily orders' : 'الطلبات اليومية'}
      formatX={(x: string) => formatPeriodKey(x, 'daily', globals['dir'] === 'ltr' ? 'en' : 'ar')}
    />
  ),
};

/** The same month as steps: each day flat across its width, no curve between two days. */
export const DailySteps: Story = {
  args: { variant: 'steps' },
  play: async ({ canvasElement }) => {
    await tickCounts(canvasElement);
    const line = canvasElement.querySelector('[data-series="steps"] path:last-of-type');
    // Straight segments only: no curve commands in the path.
    await expect(line?.getAttribute('d') ?? '').not.toMatch(/[CQS]/);
  },
};

/** Steps on a phone. */
export const StepsOnAPhone: Story = {
  args: { variant: 'steps', data: days(30, '2025-03-01') },
  parameters: { visual: { width: 390, ltr: true } },
};
