import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerHistoryList } from './customer-history-list';
import { CUSTOMER_ORDERS, storyLocale } from './desk-story-data';
import { storyDeskTexts } from './desk-story-texts';

const meta = {
  title: 'Composites/Desk/Customer history list',
  component: CustomerHistoryList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A customer’s earlier orders, beside the one being priced: number, date, total and ' +
          'what came of it — the quote’s status badge, or canceled / awaiting price when it was ' +
          'never quoted. Each row opens its order; a first order says so.',
      },
    },
  },
  args: { orders: CUSTOMER_ORDERS, onOpen: fn(), texts: storyDeskTexts('ar').history },
  render: (args, { globals }) => (
    <div className="max-w-md rounded-xl bg-surface p-5 shadow-card">
      <CustomerHistoryList
        {...args}
        texts={storyDeskTexts(storyLocale(globals)).history}
        locale={storyLocale(globals)}
      />
    </div>
  ),
} satisfies Meta<typeof CustomerHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A returning customer: one order waiting, accepted, declined, expired, canceled, viewed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'طلبات العميل السابقة' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(CUSTOMER_ORDERS.length);
    await expect(canvas.getByText('بانتظار التسعير')).toBeVisible();
    await expect(canvas.getByText('مقبول')).toBeVisible();
    await expect(canvas.getByText('مرفوض')).toBeVisible();
    await expect(canvas.getByText('أُلغي')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /RYN-00488/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('o4');
  },
};

/** The same in English, left to right. */
export const English: Story = {
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Customer’s earlier orders' })).toBeVisible();
    await expect(canvas.getByText('Awaiting price')).toBeVisible();
    await expect(canvas.getByText('Accepted')).toBeVisible();
  },
};

/** Without `onOpen` the rows are plain text, not buttons. */
export const ReadOnly: Story = {
  args: { onOpen: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** The customer’s first order. */
export const FirstOrder: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('أول طلب لهذا العميل')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { orders: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'جارٍ تحميل طلبات العميل',
    );
  },
};

export const Error: Story = {
  args: { orders: [], error: 'انقطع الاتصال بالخادم.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'تعذّر تحميل طلبات العميل',
    );
  },
};

/** On a phone, in the order’s side sheet. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => (
    <div className="p-3">
      <div className="rounded-xl bg-surface p-4 shadow-card">
        <CustomerHistoryList
          {...args}
          texts={storyDeskTexts(storyLocale(globals)).history}
          locale={storyLocale(globals)}
        />
      </div>
    </div>
  ),
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
