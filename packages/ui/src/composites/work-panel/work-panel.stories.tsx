import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banknote, Clock, Hourglass, Inbox, PackageCheck, Route, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatHalalas, type UiLocale } from '../../lib/format';
import { LineChart, type LinePoint } from '../line-chart/line-chart';
import { formatPeriodKey } from '../period-selector/chart-period';
import { MoneyFigure } from '../money-figure/money-figure';
import {
  WorkPanel,
  type WorkPanelProps,
  type WorkPanelRow,
  type WorkPanelTexts,
} from './work-panel';

/**
 * The work lists of a spare-parts shop's home: an employee's own orders, the late ones, quotes
 * waiting for the customer, sales to prepare; a manager's unclaimed orders; a company's orders
 * that reached no branch. The words are the app's, passed in: Arabic right to left, English left
 * to right, following the toolbar's direction as the app does.
 */

function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

const TEXTS: Record<UiLocale, WorkPanelTexts> = {
  ar: {
    showAll: 'عرض الكل',
    empty: 'لا توجد طلبات هنا الآن',
    errorTitle: 'تعذر تحميل الطلبات',
    retry: 'إعادة المحاولة',
    loading: 'جارٍ تحميل الطلبات',
  },
  en: {
    showAll: 'Show all',
    empty: 'No orders here right now',
    errorTitle: 'The orders could not be loaded',
    retry: 'Try again',
    loading: 'Loading the orders',
  },
};

type PanelKind = 'mine' | 'late' | 'awaiting' | 'prepare' | 'unrouted' | 'unclaimed';

interface PanelLook {
  title: [string, string];
  description: [string, string];
  empty: [string, string];
  icon: ReactNode;
  tone: WorkPanelProps['tone'];
  href: string;
}

const LOOKS: Record<PanelKind, PanelLook> = {
  mine: {
    title: ['طلباتي', 'My orders'],
    description: ['طلبات استلمتها ولم تُسعَّر بعد', 'Orders you hold that are not priced yet'],
    empty: ['لا طلبات باسمك الآن', 'You hold no order right now'],
    icon: <Inbox />,
    tone: 'primary',
    href: '/offers?claim=mine&status=pending',
  },
  late: {
    title: ['متأخرة', 'Late'],
    description: ['تجاوزت وقت الرد المستهدف في قسمي', 'Past the reply target in my section'],
    empty: ['لا توجد طلبات متأخرة', 'No late orders'],
    icon: <Clock />,
    tone: 'danger',
    href: '/offers?claim=all&queue=late',
  },
  awaiting: {
    title: ['بانتظار رد العميل', 'Awaiting the customer'],
    description: ['عروض أُرسلت ولم يرد عليها العميل', 'Quotes sent and not answered yet'],
    empty: ['لا توجد عروض بانتظار العميل', 'No quote is waiting for a customer'],
    icon: <Hourglass />,
    tone: 'warning',
    href: '/offers?claim=all&queue=awaiting_customer',
  },
  prepare: {
    title: ['للتجهيز', 'To prepare'],
    description: ['قبلها العميل ولم تجهز بعد', 'Accepted and not ready yet'],
    empty: ['لا توجد طلبات للتجهيز', 'Nothing to prepare'],
    icon: <PackageCheck />,
    tone: 'success',
    href: '/offers?claim=all&queue=to_prepare',
  },
  unrouted: {
    title: ['لم تصل إلى قسم', 'Reached no section'],
    description: ['طلبات لم تُحوَّل إلى أي فرع', 'Orders no branch received'],
    empty: ['وصلت كل الطلبات إلى فروعها', 'Every order reached its branch'],
    icon: <Route />,
    tone: 'warning',
    href: '/offers?queue=unrouted',
  },
  unclaimed: {
    title: ['غير المستلمة', 'Unclaimed'],
    description: ['طلبات الفرع التي لم يستلمها أحد', 'Orders of the branch nobody holds'],
    empty: ['استلم الموظفون كل الطلبات', 'Every order is held'],
    icon: <Inbox />,
    tone: 'primary',
    href: '/offers?claim=unclaimed',
  },
};

const CLIENTS: [string, string][] = [
  ['محمد بن عبدالله العتيبي', 'Mohammed Al Otaibi'],
  ['فهد الشمري', 'Fahad Al Shammari'],
  ['ورشة النور لصيانة السيارات', 'Al Noor Car Workshop'],
  ['سارة القحطاني', 'Sarah Al Qahtani'],
  ['عبدالرحمن الدوسري', 'Abdulrahman Al Dosari'],
  ['خالد الزهراني', 'Khalid Al Zahrani'],
  ['نورة الحربي', 'Noura Al Harbi'],
];

const WAITS: [string, string][] = [
  ['منذ 12 دقيقة', '12 min ago'],
  ['منذ 40 دقيقة', '40 min ago'],
  ['منذ ساعتين', '2 hours ago'],
  ['منذ 3 ساعات', '3 hours ago'],
  ['أمس', 'yesterday'],
  ['منذ يومين', '2 days ago'],
  ['منذ 3 أيام', '3 days ago'],
];

const LATE: [string, string][] = [
  ['متأخر 25 دقيقة', 'late by 25 min'],
  ['متأخر ساعة', 'late by 1 hour'],
  ['متأخر 3 ساعات', 'late by 3 hours'],
  ['متأخر يومًا', 'late by a day'],
  ['متأخر يومين', 'late by 2 days'],
];

const AMOUNTS = [48_875, 125_350, 9_200, 312_000, 76_590, 18_400, 2_045_000];

function rowsOf(kind: PanelKind, locale: UiLocale, count = 5): WorkPanelRow[] {
  const en = locale === 'en' ? 1 : 0;
  return Array.from({ length: count }, (_, i) => {
    const client = CLIENTS[i % CLIENTS.length]!;
    const meta =
      kind === 'late'
        ? LATE[i % LATE.length]![en]
        : kind === 'awaiting' || kind === 'prepare'
          ? formatHalalas(AMOUNTS[i % AMOUNTS.length], { locale })
          : WAITS[i % WAITS.length]![en];
    return {
      id: `${kind}-${i}`,
      reference: `RYN-${String(512 - i * 7).padStart(5, '0')}`,
      title: client[en],
      meta,
      metaTone: kind === 'late' ? 'danger' : 'neutral',
      href: `/offers/order-${kind}-${i}`,
    } satisfies WorkPanelRow;
  });
}

interface StoryArgs {
  kind: PanelKind;
  rowCount: number;
  count?: number;
  countCapped?: boolean;
  loading?: boolean;
  error?: string;
  retrying?: boolean;
  long?: boolean;
  links?: boolean;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
}

const LONG_CLIENTS: [string, string][] = [
  [
    'مؤسسة عبدالرحمن بن سليمان الدوسري لصيانة وإصلاح السيارات الأوروبية والأمريكية',
    'Abdulrahman bin Sulaiman Al Dosari Establishment for European and American Car Repairs',
  ],
  ['ورشة النور', 'Al Noor Workshop'],
  [
    'شركة الخليج المتحدة لتأجير السيارات والمعدات الثقيلة — فرع شمال الرياض',
    'Gulf United Car and Heavy Equipment Rental Company — North Riyadh branch',
  ],
];

/** «12 طلبًا», «3 طلبات», «12 orders»: the story's own wording of a count. */
function ordersText(count: number, locale: UiLocale): string {
  if (locale === 'en') return count === 1 ? '1 order' : `${count} orders`;
  if (count === 1) return 'طلب واحد';
  if (count === 2) return 'طلبان';
  return `${count} ${count >= 3 && count <= 10 ? 'طلبات' : 'طلبًا'}`;
}

function Panel({ args, locale }: { args: StoryArgs; locale: UiLocale }) {
  const en = locale === 'en' ? 1 : 0;
  const look = LOOKS[args.kind];
  let rows = rowsOf(args.kind, locale, args.rowCount);
  if (args.long) {
    rows = rows.map((row, i) => ({
      ...row,
      title: LONG_CLIENTS[i % LONG_CLIENTS.length]![en],
      meta: i === 0 ? (en ? 'late by 2 days and 4 hours' : 'متأخر يومين و4 ساعات') : row.meta,
    }));
  }
  if (args.links === false) rows = rows.map(({ href: _href, ...row }) => row);
  return (
    <WorkPanel
      title={look.title[en]}
      description={look.description[en]}
      icon={look.icon}
      tone={look.tone}
      count={args.count ?? rows.length}
      countCapped={args.countCapped}
      countLabel={ordersText(args.count ?? rows.length, locale)}
      rows={rows}
      loading={args.loading}
      error={
        args.error ? (en ? 'The server did not answer. Try again shortly.' : args.error) : null
      }
      retrying={args.retrying}
      onRetry={args.onRetry}
      showAllHref={look.href}
      onNavigate={args.onNavigate}
      texts={{ ...TEXTS[locale], empty: look.empty[en] }}
      locale={locale}
    />
  );
}

const meta = {
  title: 'Composites/Work panel',
  component: WorkPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A piece of work on a role’s home: a titled card with how many items wait, the first ' +
          'five (reference, name, one short fact such as the wait or an amount), each a link to ' +
          'its item, and «show all» to the whole list filtered the same way. Loading, empty and ' +
          'error states. Every word comes from the app.',
      },
    },
  },
} satisfies Meta<typeof WorkPanel>;

export default meta;
type Story = StoryObj<StoryArgs>;

const phone = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args: StoryArgs, { globals }: { globals: Record<string, unknown> }) => (
    <div className="p-3">
      <Panel args={args} locale={storyLocale(globals)} />
    </div>
  ),
} as const;

/**
 * An employee's own orders on a phone: five rows, each a link to its order; a plain click goes
 * through the app's router, and «show all» leads to the list filtered the same way.
 */
export const MineOnAPhone: Story = {
  ...phone,
  args: { kind: 'mine', rowCount: 5, count: 12, onNavigate: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    const panel = canvas.getByRole('region', { name: en ? 'My orders' : 'طلباتي' });
    const links = within(panel).getAllByRole('link');
    // Five orders and «show all».
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute('href', '/offers/order-mine-0');
    await expect(links[0]).toHaveAccessibleName(
      en ? /Mohammed Al Otaibi.*RYN-00512/ : /محمد بن عبدالله العتيبي.*RYN-00512/,
    );
    // The count as a number, named for screen readers.
    const count = within(panel)
      .getByText(en ? '12 orders' : '12 طلبًا')
      .closest('[data-count]');
    await expect(count).toHaveTextContent(/^12/);
    await userEvent.click(links[1]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/offers/order-mine-1');
    const showAll = within(panel).getByRole('link', { name: en ? 'Show all' : 'عرض الكل' });
    await expect(showAll).toHaveAttribute('href', '/offers?claim=mine&status=pending');
    await expect(showAll).toHaveAccessibleDescription(en ? 'My orders' : 'طلباتي');
    await userEvent.click(showAll);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/offers?claim=mine&status=pending');
    // Rows are reached with Tab in reading order, the link last.
    links[0]!.focus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Late orders: their wait past the target in red, words as well as colour. */
export const LateOnAPhone: Story = {
  ...phone,
  args: { kind: 'late', rowCount: 5, count: 23 },
};

/** Quotes waiting for the customer, with their totals. */
export const AwaitingCustomerOnAPhone: Story = {
  ...phone,
  args: { kind: 'awaiting', rowCount: 3, count: 3 },
  play: async ({ canvasElement }) => {
    // Fewer than five: each is shown, and the count says three.
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-count]')).toHaveTextContent('3');
  },
};

/** More than five rows given: only five are shown, the count and «show all» tell the rest. */
export const ManyRowsOnAPhone: Story = {
  ...phone,
  args: { kind: 'prepare', rowCount: 7, count: 540, countCapped: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-count]')).toHaveTextContent('540+');
  },
};

/** Long names wrap over two lines at most; the reference and the fact keep their place. */
export const LongNamesOnAPhone: Story = {
  ...phone,
  args: { kind: 'late', rowCount: 3, count: 3, long: true },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const link of canvasElement.querySelectorAll('li a')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
  },
};

/** Nothing waits: the panel says so, its count is quiet and there is no «show all». */
export const EmptyOnAPhone: Story = {
  ...phone,
  args: { kind: 'late', rowCount: 0, count: 0 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByText(en ? 'No late orders' : 'لا توجد طلبات متأخرة')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[data-count]')).toHaveTextContent('0');
  },
};

/** While the rows load: grey rows hold their place, announced to screen readers. */
export const LoadingOnAPhone: Story = {
  ...phone,
  args: { kind: 'mine', rowCount: 0, loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByRole('status')).toHaveTextContent(
      en ? 'Loading the orders' : 'جارٍ تحميل الطلبات',
    );
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
  },
};

/** The list could not be read: the server's message and a retry button that asks again. */
export const ErrorOnAPhone: Story = {
  ...phone,
  args: {
    kind: 'awaiting',
    rowCount: 0,
    error: 'الخادم لا يستجيب الآن، حاول بعد قليل.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      en ? 'The orders could not be loaded' : 'تعذر تحميل الطلبات',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: en ? 'Try again' : 'إعادة المحاولة' }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Retrying: the button turns busy. */
export const RetryingOnAPhone: Story = {
  ...phone,
  args: {
    kind: 'awaiting',
    rowCount: 0,
    error: 'الخادم لا يستجيب الآن، حاول بعد قليل.',
    retrying: true,
    onRetry: fn(),
  },
};

/** Rows without a link (a role that cannot open the item): plain lines, no chevrons. */
export const PlainRowsOnAPhone: Story = {
  ...phone,
  args: { kind: 'unrouted', rowCount: 2, count: 2, links: false },
  play: async ({ canvasElement }) => {
    // Only «show all» is a link.
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

const DAYS: LinePoint[] = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 10, 1 + i));
  const weekday = date.getUTCDay();
  return {
    x: date.toISOString().slice(0, 10),
    value: weekday === 5 ? 0 : 6 + ((i * 7) % 9) + (weekday === 4 ? 5 : 0),
  };
});

/**
 * The homes the panels are made for, on a wide screen: an employee's four lists; a manager's two
 * with today's money beside them; a company's orders that reached no branch with what was paid
 * today and what is outstanding, above the daily orders drawn as bars.
 */
export const RoleHomesOnADesktop: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: { kind: 'mine', rowCount: 5 },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    const en = locale === 'en';
    const panel = (kind: PanelKind, rowCount: number, count = rowCount) => (
      <Panel args={{ kind, rowCount, count }} locale={locale} />
    );
    return (
      <div className="flex flex-col gap-8 bg-canvas p-2">
        <section className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-fg-muted">{en ? 'Employee' : 'الموظف'}</h2>
          <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
            {panel('mine', 3)}
            {panel('late', 5, 9)}
            {panel('awaiting', 5, 14)}
            <Panel args={{ kind: 'prepare', rowCount: 0, count: 0 }} locale={locale} />
          </div>
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-fg-muted">{en ? 'Manager' : 'المدير'}</h2>
          <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
            {panel('unclaimed', 5, 31)}
            {panel('late', 4)}
            <div className="col-span-2 grid grid-cols-2 content-start gap-4">
              <MoneyFigure
                label={en ? 'Accepted today' : 'المقبول اليوم'}
                halalas={1_285_450}
                hint={en ? '7 orders' : '7 طلبات'}
                icon={<Banknote />}
                tone="success"
                locale={locale}
              />
              <MoneyFigure
                label={en ? 'Paid today' : 'المدفوع اليوم'}
                halalas={843_000}
                hint={en ? '5 orders' : '5 طلبات'}
                icon={<Wallet />}
                tone="primary"
                locale={locale}
              />
            </div>
          </div>
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-fg-muted">{en ? 'Company' : 'الشركة'}</h2>
          <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
            {panel('unrouted', 2)}
            <MoneyFigure
              label={en ? 'Paid today' : 'المدفوع اليوم'}
              halalas={2_310_575}
              icon={<Wallet />}
              tone="primary"
              locale={locale}
              className="self-start"
            />
            <MoneyFigure
              label={en ? 'Outstanding' : 'المستحق'}
              halalas={18_764_320}
              hint={en ? 'Accepted sales not yet paid' : 'مبيعات مقبولة لم تُدفع بعد'}
              icon={<Banknote />}
              tone="warning"
              locale={locale}
              className="self-start"
            />
          </div>
          <div className="rounded-xl bg-surface p-6 shadow-card">
            <LineChart
              variant="bars"
              data={DAYS}
              label={en ? 'Orders each day' : 'الطلبات في كل يوم'}
              formatX={(x) => formatPeriodKey(x, 'daily', locale)}
            />
          </div>
        </section>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region');
    await expect(regions).toHaveLength(7);
  },
};

/** The employee's four lists on a phone: one under the other. */
export const EmployeeHomeOnAPhone: Story = {
  ...phone,
  args: { kind: 'mine', rowCount: 2 },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="flex flex-col gap-4 bg-canvas p-3">
        <Panel args={{ kind: 'mine', rowCount: 2, count: 2 }} locale={locale} />
        <Panel args={{ kind: 'late', rowCount: 1, count: 1 }} locale={locale} />
        <Panel args={{ kind: 'awaiting', rowCount: 0, count: 0 }} locale={locale} />
        <Panel args={{ kind: 'prepare', rowCount: 0, loading: true }} locale={locale} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement)
      .getAllByRole('region')
      .map((region) => region.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};
