import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, storyTimeline, storyUnhappyTimeline } from './desk-story-data';
import { storyDeskTexts } from './desk-story-texts';
import { OrderTimeline } from './order-timeline';

const meta = {
  title: 'Composites/Desk/Order timeline',
  component: OrderTimeline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An order’s history, oldest first: a picture per kind of event, a sentence saying who did ' +
          'what («استلمه أحمد», «سعّره أحمد — النسخة 2 (1,250.00 ر.س)») and when. A user whose ' +
          'name is unknown reads «أحد الموظفين» (“a staff member”). Money comes in halalas.',
      },
    },
  },
  args: { events: storyTimeline('ar'), texts: storyDeskTexts('ar').timeline },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="mx-auto max-w-xl rounded-xl bg-surface p-5 shadow-card">
        <OrderTimeline {...args} texts={storyDeskTexts(locale).timeline} locale={locale} />
      </div>
    );
  },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From the bot to a paid quote: routed, taken, left, assigned, priced twice, accepted, a declined
 * card, paid, part refunded.
 */
export const FullHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'سجل الطلب' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.getByText('وصل الطلب من بوت واتساب')).toBeVisible();
    await expect(canvas.getByText('وُجّه إلى فرع الرياض - السلي — قسم قطع المحركات')).toBeVisible();
    await expect(canvas.getByText('أسنده سالم القحطاني إلى أحمد الحربي')).toBeVisible();
    await expect(canvas.getByText(/^سعّره أحمد الحربي — النسخة 2 \(.*1,250\.00/)).toBeVisible();
    await expect(canvas.getByText(/^قبِل العميل العرض — النسخة 2 \(.*980\.00/)).toBeVisible();
    await expect(canvas.getByText(/^دفع العميل \(.*980\.00/)).toBeVisible();
    await expect(canvas.getByText(/^استردّ سالم القحطاني \(.*150\.00/)).toBeVisible();
  },
};

/** The same in English, left to right. */
export const English: Story = {
  args: { events: storyTimeline('en') },
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Order received from WhatsApp bot')).toBeVisible();
    await expect(canvas.getByText('Assigned to Ahmed Alharbi by Salem Alqahtani')).toBeVisible();
  },
};

/**
 * Late, declined (and the customer asking for a new quote), expired, withdrawn, canceled; and a
 * user since deleted.
 */
export const OtherEndings: Story = {
  args: { events: storyUnhappyTimeline('ar') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('أضاف سالم القحطاني الطلب من لوحة التحكم')).toBeVisible();
    await expect(canvas.getByText('تجاوز الطلب وقت الرد المستهدف')).toBeVisible();
    await expect(canvas.getByText('استلمه أحد الموظفين')).toBeVisible();
    await expect(canvas.getByText('طلب العميل عرضًا جديدًا')).toBeVisible();
    await expect(canvas.getByText('ألغى العميل الطلب')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(
      'جارٍ تحميل سجل الطلب',
    );
  },
};

/** Nothing has happened yet (a brand-new order, before the server records its arrival). */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('لا أحداث بعد')).toBeVisible();
  },
};

/** The history could not be loaded: the server’s message and a retry. */
export const Error: Story = {
  args: {
    events: [],
    error: 'انقطع الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر تحميل سجل الطلب');
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone, in the order’s side sheet: long sentences wrap beside their pictures. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="p-3">
        <div className="rounded-xl bg-surface p-4 shadow-card">
          <OrderTimeline
            events={storyTimeline(locale)}
            texts={storyDeskTexts(locale).timeline}
            locale={locale}
          />
        </div>
      </div>
    );
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
