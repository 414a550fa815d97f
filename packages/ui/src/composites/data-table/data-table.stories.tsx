import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, Eye, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate, formatNumber, formatPhone } from '../../lib/format';
import { Avatar, Button, EmptyState, IconButton, StatusBadge } from '../../primitives';
import {
  sampleBranchesLongText,
  sampleCompanies,
  sampleEmployees,
  sampleOrders,
  type SampleBranch,
  type SampleCompany,
  type SampleEmployee,
  type SampleOrder,
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
    card: 'title',
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
    card: 'actions',
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
    card: 'title',
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
  { key: 'branchName', header: 'اسم الفرع', width: '14rem', card: 'title' },
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

/**
 * Stories photographed at a phone's width (below 768 px the rows are cards); in Storybook they
 * open in the large-phone viewport.
 */
const onAPhone = {
  parameters: { visual: { width: 390, ltr: false } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Story;

/** Nothing of a card may reach past the screen's edges (nothing scrolls sideways). */
async function expectWithinScreen(elements: readonly Element[]) {
  await expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) {
    const { left, right } = element.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** On a phone an empty list is only its message, inside the screen. */
export const EmptyOnAPhone: Story = {
  ...onAPhone,
  render: () => <Employees rows={[]} emptyDescription="لم يُضف أي موظف بعد في هذا القسم." />,
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText('لم يُضف أي موظف بعد في هذا القسم.');
    await expectWithinScreen([message]);
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

const staffColumns: DataTableColumn<SampleEmployee>[] = [
  indexColumn<SampleEmployee>(1, 10),
  {
    key: 'image',
    header: 'الصورة',
    width: '4.5rem',
    card: 'image',
    cell: (row) => <Avatar name={row.username} src={row.image} size="md" />,
  },
  {
    key: 'name',
    header: 'الاسم',
    card: 'title',
    cell: (row) => row.username,
  },
  { key: 'branchName', header: 'الفرع' },
  { key: 'sectionName', header: 'القسم' },
  {
    key: 'phone',
    header: 'رقم الجوال',
    nowrap: true,
    cell: (row) => <bdi dir="ltr">{formatPhone(row.phone)}</bdi>,
  },
];

/**
 * On a phone each row is a card: the picture and name on top, every other column a "label:
 * value" line, the row's actions at the bottom. Nothing scrolls sideways, and the actions,
 * labelled with their row's name, are reached with Tab in reading order.
 */
export const MobileWidth: Story = {
  ...onAPhone,
  render: () => (
    <DataTable<SampleEmployee>
      caption="الموظفون"
      columns={staffColumns}
      rows={sampleEmployees(4)}
      getRowId={(row) => row._id}
      rowActions={rowActions}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'الموظفون' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expectWithinScreen(cards);

    // A card is named by its title alone (the picture beside it is not read twice), and its
    // columns are labelled with their headers.
    const first = canvas.getByRole('article', { name: 'عبدالله القحطاني' });
    const terms = within(first).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['الفرع', 'القسم', 'رقم الجوال']);
    await expect(within(first).getAllByRole('definition')[0]).toHaveTextContent(
      'فرع العليا - الرياض',
    );

    await userEvent.tab();
    await expect(
      within(first).getByRole('button', { name: 'تعديل عبدالله القحطاني' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'حذف عبدالله القحطاني' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenLastCalledWith('e1');
  },
};

const onShowOffer = fn();
const onCancelOrder = fn();

const orderColumns: DataTableColumn<SampleOrder>[] = [
  {
    key: 'client',
    header: 'العميل',
    card: 'title',
    cell: (row) => (
      <IdentityCell
        name={row.clientName}
        image={row.image}
        detail={<bdi dir="ltr">{formatPhone(row.clientPhone)}</bdi>}
      />
    ),
  },
  {
    key: 'ref',
    header: 'رقم الطلب',
    nowrap: true,
    cell: (row) => <bdi dir="ltr">{row.orderRef}</bdi>,
  },
  { key: 'branchName', header: 'الفرع' },
  {
    key: 'date',
    header: 'التاريخ',
    nowrap: true,
    cell: (row) => formatDate(row.createdAt, { style: 'dateTime' }),
  },
  {
    key: 'offer',
    header: 'الخيارات',
    nowrap: true,
    card: 'actions',
    cell: (row) => (
      <span className="inline-flex items-center gap-1">
        <Button
          size="sm"
          variant="secondary"
          icon={<Eye aria-hidden="true" />}
          aria-label={`عرض سعر الطلب ${row.orderRef}`}
          onClick={() => onShowOffer(row._id)}
        >
          عرض
        </Button>
        {row.status === 'pending' ? (
          <IconButton
            label={`إلغاء الطلب ${row.orderRef}`}
            size="sm"
            className="text-danger hover:bg-danger-soft"
            onClick={() => onCancelOrder(row._id)}
          >
            <Ban />
          </IconButton>
        ) : null}
      </span>
    ),
  },
  {
    key: 'status',
    header: 'الحالة',
    nowrap: true,
    card: 'badge',
    cell: (row) => <StatusBadge status={row.status} />,
  },
];

/**
 * The offers list on a phone: each order's status faces its client on the card's top line and
 * its "show" and "cancel" buttons close the card, so neither needs a sideways scroll to be found.
 * A long client name and branch wrap inside the card.
 */
export const OffersOnAPhone: Story = {
  ...onAPhone,
  parameters: { visual: { width: 390, ltr: true } },
  render: () => (
    <DataTable<SampleOrder>
      caption="عروض الأسعار"
      columns={orderColumns}
      rows={sampleOrders}
      getRowId={(row) => row._id}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'عروض الأسعار' })).getAllByRole(
      'article',
    );
    await expect(cards).toHaveLength(sampleOrders.length);
    await expectWithinScreen(cards);
    for (const [index, card] of cards.entries()) {
      const order = sampleOrders[index] as SampleOrder;
      // The status is on the card itself, not a column away.
      await expect(card.querySelector(`[data-status="${order.status}"]`)).not.toBeNull();
      await expectWithinScreen([
        within(card).getByRole('button', { name: `عرض سعر الطلب ${order.orderRef}` }),
      ]);
    }
    // The status and the buttons have their own places; the other columns are labelled lines.
    const terms = within(cards[0] as HTMLElement).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['رقم الطلب', 'الفرع', 'التاريخ']);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'عرض سعر الطلب JZR-00412' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'إلغاء الطلب JZR-00412' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCancelOrder).toHaveBeenLastCalledWith('o1');
    // Only a pending order can be cancelled.
    await expect(canvas.queryByRole('button', { name: 'إلغاء الطلب JZR-00411' })).toBeNull();
  },
};

/** Long branch names, addresses and manager names wrap inside the card on a phone. */
export const LongArabicTextOnAPhone: Story = {
  ...onAPhone,
  render: () => (
    <DataTable<SampleBranch>
      caption="الفروع"
      columns={branchColumns}
      rows={sampleBranchesLongText}
      getRowId={(row) => row._id}
      rowActions={rowActions}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectWithinScreen(canvas.getAllByRole('article'));
    await expectWithinScreen(canvas.getAllByRole('definition'));
    await expect(
      canvas.getByRole('article', { name: 'فرع طريق الملك عبدالعزيز - حي الوادي - شمال الرياض' }),
    ).toBeInTheDocument();
  },
};

/** The first load on a phone: placeholder cards, announced once as loading. */
export const LoadingOnAPhone: Story = {
  ...onAPhone,
  render: () => <Companies rows={[]} loading skeletonRows={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'الشركات' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status', { name: 'جارٍ التحميل' })).toBeInTheDocument();
  },
};
