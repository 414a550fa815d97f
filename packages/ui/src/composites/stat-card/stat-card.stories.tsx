import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, ClipboardList, Layers, Store, UserCog, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StatCard, type StatCardProps } from './stat-card';

const meta = {
  title: 'Composites/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'الفروع', value: 18, icon: <Store />, tone: 'primary' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['primary', 'success', 'warning', 'danger', 'neutral'],
    },
  },
  // One card at the width it has in a four-card row; the row stories render their own grid.
  render: (args) => (
    <div className="max-w-xs">
      <StatCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('الفروع')).toBeVisible();
    await expect(canvas.getByText('18')).toBeVisible();
  },
};

const SUPERADMIN_ROW: StatCardProps[] = [
  { label: 'الشركات', value: 42, icon: <Building2 />, tone: 'primary' },
  { label: 'الفروع', value: 318, icon: <Store />, tone: 'success' },
  { label: 'الاقسام', value: 1204, icon: <Layers />, tone: 'warning' },
  { label: 'إجمالي المستخدمين', value: 5870, icon: <Users />, tone: 'neutral' },
];

/** The superadmin's home: four counts in a row, wrapping on narrow screens. */
export const SuperadminRow: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {SUPERADMIN_ROW.map((card) => (
        <StatCard key={String(card.label)} {...card} />
      ))}
    </div>
  ),
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Thousands are grouped, with Western digits.
    await expect(canvas.getByText('1,204')).toBeVisible();
    await expect(canvas.getByText('5,870')).toBeVisible();
  },
};

export const ManagerRow: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard label="الاقسام" value={6} icon={<Layers />} />
      <StatCard label="الموظفين" value={27} icon={<UserCog />} tone="success" />
      <StatCard label="الطلبات" value={0} icon={<ClipboardList />} tone="warning" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Zero is a count like any other, not a missing value.
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, hint: 'هذا الشهر' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('الفروع')).toBeVisible();
    await expect(canvas.queryByText('18')).toBeNull();
    await expect(canvas.getByText('جارٍ التحميل')).toBeInTheDocument();
  },
};

export const LargeNumbers: Story = {
  args: {
    label: 'إجمالي الطلبات',
    value: 12_480_932,
    icon: <ClipboardList />,
    hint: 'منذ إنشاء الحساب',
    tone: 'success',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,480,932')).toBeVisible();
  },
};

export const MissingValue: Story = {
  args: { value: null, tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <StatCard label="قيد المراجعة" value={37} icon={<ClipboardList />} tone="primary" />
      <StatCard label="مكتمل" value={112} icon={<ClipboardList />} tone="success" />
      <StatCard label="بانتظار الرد" value={9} icon={<ClipboardList />} tone="warning" />
      <StatCard label="ملغي" value={4} icon={<ClipboardList />} tone="danger" />
      <StatCard label="مؤرشف" value={260} icon={<ClipboardList />} tone="neutral" />
    </div>
  ),
};

export const LongArabicLabel: Story = {
  args: {
    label: 'عدد الموظفين النشطين في جميع فروع المنطقة الشرقية',
    value: 146,
    icon: <Users />,
    hint: 'يشمل المدراء ومسؤولي المبيعات وموظفي خدمة العملاء',
  },
};

export const MobileWidth: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {SUPERADMIN_ROW.map((card) => (
        <StatCard key={String(card.label)} {...card} />
      ))}
    </div>
  ),
  parameters: { visual: { width: 390 } },
};

export const English: Story = {
  args: { label: 'Branches', value: 1318, hint: 'This month', locale: 'en' },
  globals: { dir: 'ltr' },
};
