import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../lib/format';
import { NotificationBell, type NotificationItem } from './notification-bell';

// The app's own sentences: the customer is named beside the order, never as a verb's subject,
// so they read the same for a man or a woman. Each notice about an order opens that order.
const FIVE: NotificationItem[] = [
  {
    id: 'n1',
    title: 'طلب تسعير جديد',
    message:
      'طلب تسعير فلتر زيت وفحمات فرامل أمامية لسيارة تويوتا كامري 2021 من نورة الشهري (RYN-00412)',
    createdAt: '2025-03-09T14:05:00Z',
    isRead: false,
    href: '/offers/order-412',
  },
  {
    id: 'n2',
    title: 'قُبل عرض السعر',
    message: 'قُبل عرض الطلب RYN-00398 (سعد العنزي): كل القطع (1 من 1) بإجمالي 1,250.00 ر.س',
    createdAt: '2025-03-09T11:40:00Z',
    isRead: false,
    href: '/offers/order-398',
  },
  {
    id: 'n3',
    title: 'توقف إرسال الإشعارات البرمجية',
    message:
      'تعذّر تسليم الأحداث إلى https://bot.example.sa/hooks طوال يوم كامل، فأوقفنا الإرسال إليه. يُعاد تفعيله من شاشة الربط البرمجي بعد إصلاح العنوان.',
    createdAt: '2025-03-08T09:15:00Z',
    isRead: true,
    href: '/webhooks',
  },
  {
    id: 'n4',
    title: 'تم إلغاء الطلب',
    message: 'أُلغي الطلب RYN-00377 (خالد القرني)',
    createdAt: '2025-03-07T18:30:00Z',
    isRead: true,
    href: '/offers/order-377',
  },
  {
    id: 'n5',
    title: 'تذكير',
    message: 'لديك 4 طلبات قيد المراجعة منذ أكثر من يومين.',
    createdAt: '2025-03-06T07:00:00Z',
    isRead: true,
  },
];

const meta = {
  title: 'Composites/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: { items: FIVE, onOpen: fn(), onShowAll: fn(), onNavigate: fn() },
  decorators: [
    // Room below the bell for the dropdown, and the bell at the inline end like in the header.
    (Story) => (
      <div className="flex min-h-[440px] items-start justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const openBell = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /الإشعارات/ }));
  return within(document.body).findByRole('dialog', { name: 'الإشعارات' });
};

export const WithUnread: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /الإشعارات/ });
    await expect(button).toHaveAccessibleName('الإشعارات، غير مقروءة: 2');
    await expect(button.querySelector('[data-unread-badge]')).toHaveTextContent('2');
  },
};

export const NothingUnread: Story = {
  args: { items: FIVE.map((item) => ({ ...item, isRead: true })), unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'الإشعارات' });
    await expect(button.querySelector('[data-unread-badge]')).toBeNull();
  },
};

export const ManyUnreadCapped: Story = {
  args: { unreadCount: 240 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /الإشعارات/ });
    await expect(button.querySelector('[data-unread-badge]')).toHaveTextContent('99+');
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openBell(canvasElement);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    // Five were loaded; the bell lists the first three.
    const items = within(panel).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('طلب تسعير جديد');
    await expect(items[2]).toHaveTextContent('توقف إرسال الإشعارات البرمجية');
    await expect(within(panel).queryByText('تم إلغاء الطلب')).toBeNull();
    // Each item is a link to what it is about, named by its text (the unread ones say so).
    const links = within(panel).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/offers/order-412');
    await expect(links[0]).toHaveAccessibleName(/^غير مقروء: طلب تسعير جديد/);
    await expect(links[2]).toHaveAttribute('href', '/webhooks');
    await expect(items[0]).toHaveTextContent('غير مقروء');
    await expect(items[2]).not.toHaveTextContent('غير مقروء');
    // Dates read in Saudi time (14:05 UTC is 5:05 in the afternoon in Riyadh).
    const time = within(items[0]!).getByText(/5:05/);
    await expect(time).toHaveTextContent(formatDate('2025-03-09T14:05:00Z', { style: 'dateTime' }));
    await expect(time).toHaveTextContent(/9 مارس 2025/);
  },
};

export const OpensMarkAllRead: Story = {
  render: function Render(args) {
    // The app's behaviour: opening marks everything read, so the badge goes.
    const [items, setItems] = useState(args.items);
    return (
      <NotificationBell
        {...args}
        items={items}
        onOpen={() => {
          args.onOpen?.();
          setItems((current) => current.map((item) => ({ ...item, isRead: true })));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /الإشعارات/ });
    await expect(button.querySelector('[data-unread-badge]')).not.toBeNull();
    await openBell(canvasElement);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(button.querySelector('[data-unread-badge]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const ShowAll: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openBell(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'عرض الكل' }));
    await expect(args.onShowAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const OpensWhatItIsAbout: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openBell(canvasElement);
    await userEvent.click(within(panel).getByRole('link', { name: /قُبل عرض السعر/ }));
    // The app's router goes there (no reload), and the dropdown closes.
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/offers/order-398', FIVE[1]);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const OpensFromTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openBell(canvasElement);
    // The panel takes the focus; Tab reaches the first notification, Enter opens it.
    await userEvent.tab();
    const first = within(panel).getByRole('link', { name: /طلب تسعير جديد/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/offers/order-412', FIVE[0]);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: /الإشعارات/ })).toHaveFocus();
  },
};

export const FocusedItem: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    // The focus ring is drawn inside the item, which the panel would otherwise clip.
    await expect(within(panel).getByRole('link', { name: /قُبل عرض السعر/ })).toHaveFocus();
  },
};

export const WithoutLinks: Story = {
  args: { items: FIVE.map(({ href: _href, ...item }) => item) },
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    // Items with nowhere to go are plain text.
    await expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    await expect(within(panel).getByText('لا توجد إشعارات')).toBeVisible();
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    await expect(within(panel).getByRole('status')).toHaveAccessibleName('جارٍ تحميل الإشعارات');
  },
};

export const Error: Story = {
  args: { items: [], error: 'حدث خطأ أثناء جلب الإشعارات' },
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    await expect(within(panel).getByRole('alert')).toHaveTextContent('حدث خطأ أثناء جلب الإشعارات');
  },
};

export const LongTexts: Story = {
  args: {
    items: [
      {
        id: 'long',
        title: 'طلب تسعير عاجل من مؤسسة الخليج لقطع غيار السيارات الأوروبية والأمريكية',
        message:
          'طلب تسعير طقم كامل لصيانة محرك لكزس LX570 موديل 2016 يشمل البواجي وفلتر الهواء وفلتر الزيت وسير المكينة ومضخة الماء، مع التوصيل إلى الدمام خلال يومين.',
        createdAt: '2025-03-09T14:05:00Z',
        isRead: false,
        href: '/offers/order-long',
      },
      ...FIVE.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await openBell(canvasElement);
  },
};

export const MobileWidth: Story = {
  parameters: { visual: { width: 390 } },
  play: async ({ canvasElement }) => {
    const panel = await openBell(canvasElement);
    // The dropdown fits the narrow screen.
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

export const English: Story = {
  args: {
    items: [
      {
        id: 'e1',
        title: 'New quotation request',
        message: 'Mohammed Alshehri asked for an oil filter and front brake pads for a 2021 Camry.',
        createdAt: '2025-03-09T14:05:00Z',
        isRead: false,
        href: '/offers/order-412',
      },
      {
        id: 'e2',
        title: 'Offer accepted',
        message: 'Saad Alanazi accepted the 2019 Sonata radiator offer at SAR 1,250.',
        createdAt: '2025-03-09T11:40:00Z',
        isRead: true,
        href: '/offers/order-398',
      },
      // Notifications keep the language they were written in, and its direction.
      FIVE[2]!,
    ],
    locale: 'en',
    label: 'Notifications',
    describeUnread: (badge, name) => `${name}, ${badge} unread`,
    emptyText: 'No notifications',
    showAllLabel: 'Show all',
    unreadText: 'Unread',
    loadingText: 'Loading notifications',
  },
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Notifications, 1 unread' }),
    );
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getByText(/March 9, 2025.*5:05\sPM/)).toBeVisible();
  },
};
