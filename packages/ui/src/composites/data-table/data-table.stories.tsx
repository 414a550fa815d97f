import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatNumber, formatPhone } from '../../lib/format';
import { Button, EmptyState, IconButton } from '../../primitives';
import {
  sampleBranchesLongText,
  sampleCompanies,
  sampleEmployees,
  type SampleBranch,
  type SampleCompany,
  type SampleEmployee,
} from '../shared/story-data';
import {
  DataTable,
  IdentityCell,
  indexColumn,
  type DataTableColumn,
  type DataTableProps,
} from './data-table';

const onEdit = fn();
const onDelete = fn();
const onDetails = fn();

const companyColumns: DataTableColumn<SampleCompany>[] = [
  indexColumn<SampleCompany>(1, 10),
  {
    key: 'company',
    header: 'الشركة',
    cell: (row) => <IdentityCell name={row.username} image={row.image} shape="square" />,
  },
  { key: 'sections', header: 'الأقسام', nowrap: true, cell: (r) => formatNumber(r.totalSections) },
  { key: 'branches', header: 'الفروع', nowrap: true, cell: (r) => formatNumber(r.totalBranches) },
  {
    key: 'employees',
    header: 'الموظفون',
    nowrap: true,
    cell: (r) => formatNumber(r.totalEmployees),
  },
  {
    key: 'messages',
    header: 'الرسائل',
    nowrap: true,
    cell: (r) => formatNumber(r.totalConversations),
  },
  {
    key: 'details',
    header: 'التفاصيل',
    cell: (row) => (
      <Button size="sm" variant="secondary" icon={<Eye />} onClick={() => onDetails(row._id)}>
        عرض
      </Button>
    ),
  },
];

const rowActions = (row: { _id: string; username?: string; branchName?: string }) => {
  const name = row.username ?? row.branchName ?? '';
  return (
    <>
      <IconButton label={`تعديل ${name}`} size="sm" onClick={() => onEdit(row._id)}>
        <Pencil />
      </IconButton>
      <IconButton
        label={`حذف ${name}`}
        size="sm"
        className="text-danger hover:bg-danger-soft"
        onClick={() => onDelete(row._id)}
      >
        <Trash2 />
      </IconButton>
    </>
  );
};

const employeeColumns = (page: number, limit: number): DataTableColumn<SampleEmployee>[] => [
  indexColumn<SampleEmployee>(page, limit),
  {
    key: 'name',
    header: 'الاسم',
    cell: (row) => <IdentityCell name={row.username} image={row.image} detail={row.email} />,
  },
  { key: 'branchName', header: 'الفرع' },
  { key: 'sectionName', header: 'القسم' },
  {
    key: 'phone',
    header: 'رقم الجوال',
    nowrap: true,
    cell: (row) => <span dir="ltr">{formatPhone(row.phone)}</span>,
  },
];

type Extra<Row> = Partial<DataTableProps<Row>>;

function Companies(props: Extra<SampleCompany>) {
  return (
    <DataTable<SampleCompany>
      caption="الشركات"
      columns={companyColumns}
      rows={sampleCompanies}
      getRowId={(row) => row._id}
      rowActions={rowActions}
      {...props}
    />
  );
}

function Employees({
  page = 1,
  limit = 10,
  ...props
}: Extra<SampleEmployee> & { page?: number; limit?: number }) {
  return (
    <DataTable<SampleEmployee>
      caption="الموظفون"
      columns={employeeColumns(page, limit)}
      rows={sampleEmployees(limit)}
      getRowId={(row) => row._id}
      rowActions={rowActions}
      {...props}
    />
  );
}

const meta = {
  title: 'Composites/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-surface p-2 shadow-card">
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { ltr: true } },
} satisfies Meta<typeof DataTable>;

export default meta;
// Each story renders a table of its own row type, so the stories take no args.
type Story = StoryObj;

/** The companies list a superadmin sees: logos, counts, details and row actions. */
export const Default: Story = {
  render: () => <Companies />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'الشركات' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(sampleCompanies.length + 1);
    await expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('الخيارات');
    await userEvent.click(canvas.getByRole('button', { name: 'حذف قطع غيار الخليج' }));
    await expect(onDelete).toHaveBeenLastCalledWith('c3');
  },
};

/** A person's photo and name in one cell; without a picture the initials show. */
export const WithImages: Story = {
  render: () => <Employees limit={6} />,
};

/** Page 3 at 10 rows a page: the index column starts at 21. */
export const IndexContinuesAcrossPages: Story = {
  render: () => <Employees page={3} />,
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('21');
    await expect(within(rows[9] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('30');
  },
};

export const ManyRows: Story = {
  render: () => <Employees page={2} limit={30} />,
  parameters: { visual: { ltr: false } },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('31');
  },
};

const branchColumns: DataTableColumn<SampleBranch>[] = [
  indexColumn<SampleBranch>(1, 10),
  { key: 'branchName', header: 'اسم الفرع', width: '14rem' },
  { key: 'address', header: 'العنوان', width: '18rem' },
  {
    key: 'manager',
    header: 'مدير الفرع',
    width: '10rem',
    cell: (row) => row.managerName ?? <span className="text-fg-muted">لا يوجد</span>,
  },
  { key: 'sections', header: 'الأقسام', nowrap: true, cell: (r) => formatNumber(r.sectionCount) },
  { key: 'agents', header: 'الموظفون', nowrap: true, cell: (r) => formatNumber(r.agentCount) },
  {
    key: 'conversations',
    header: 'المحادثات',
    nowrap: true,
    cell: (r) => formatNumber(r.conversationCount),
  },
];

/** Long names and addresses wrap inside their columns instead of stretching the table. */
export const LongArabicText: Story = {
  render: () => (
    <DataTable<SampleBranch>
      caption="الفروع"
      columns={branchColumns}
      rows={sampleBranchesLongText}
      getRowId={(row) => row._id}
      rowActions={rowActions}
    />
  ),
};

export const Loading: Story = {
  render: () => <Companies rows={[]} loading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'جارٍ التحميل' })).toBeInTheDocument();
  },
};

/** A reload (next page, new search) keeps the old rows under a spinner. */
export const Reloading: Story = { render: () => <Companies loading /> };

export const Empty: Story = {
  render: () => <Companies rows={[]} emptyDescription="لم تُضف أي شركة بعد." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لا توجد بيانات')).toBeInTheDocument();
  },
};

export const EmptyWithAction: Story = {
  render: () => (
    <Companies
      rows={[]}
      empty={
        <EmptyState
          title="لا توجد فروع بعد"
          description="أضف أول فرع لتبدأ بتوزيع الأقسام والموظفين."
          action={<Button>إضافة فرع</Button>}
        />
      }
    />
  ),
  parameters: { visual: { ltr: false } },
};

/** On a phone the empty message stays inside the screen while the header row scrolls. */
export const EmptyOnAPhone: Story = {
  render: () => <Employees rows={[]} emptyDescription="لم يُضف أي موظف بعد في هذا القسم." />,
  parameters: { visual: { width: 390, ltr: false } },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText('لم يُضف أي موظف بعد في هذا القسم.');
    const { right, left } = message.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const onRetry = fn();

export const Error: Story = {
  render: () => <Companies rows={[]} error="انتهت مهلة الاتصال بالخادم." onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('انتهت مهلة الاتصال بالخادم.');
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** On a phone the table scrolls sideways inside its card; the scroll area takes focus. */
export const MobileWidth: Story = {
  render: () => <Employees limit={5} />,
  parameters: { visual: { width: 390, ltr: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'الموظفون' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
