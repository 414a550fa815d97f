import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import {
  expect,
  screen,
  userEvent,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from 'storybook/test';
import { Button } from '../button/button';
import { createToastStore, toast, type ToastTone } from './toast-store';
import { Toaster } from './toaster';

/** Each story starts and ends with no toasts on the app-wide store. */
const withCleanToasts: Decorator = (Story) => {
  useEffect(() => {
    toast.clear();
    return () => toast.clear();
  }, []);
  return <Story />;
};

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  tags: ['autodocs'],
  decorators: [withCleanToasts],
  parameters: {
    layout: 'centered',
    // Toasts are fixed to the screen's corner: photograph the whole viewport.
    visual: { fullPage: true },
    docs: { story: { inline: false, height: '280px' } },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts already on screen, kept open for review (they never time out here). */
function StaticToasts({ items }: { items: Array<[ToastTone, string]> }) {
  const [store] = useState(() => {
    const seeded = createToastStore();
    for (const [tone, message] of items) seeded.show(tone, message, { duration: Infinity });
    return seeded;
  });
  return <Toaster store={store} />;
}

export const Success: Story = {
  parameters: { visual: { fullPage: true, ltr: true } },
  render: () => <StaticToasts items={[['success', 'تم تحديث القسم بنجاح']]} />,
};

export const Error: Story = {
  render: () => <StaticToasts items={[['error', 'رقم الجوال مسجل مسبقًا لمستخدم آخر']]} />,
};

export const Stacked: Story = {
  render: () => (
    <StaticToasts
      items={[
        ['success', 'تم إضافة القسم بنجاح'],
        ['info', 'جارٍ تجهيز ملف الطلبات للتصدير'],
        [
          'error',
          'تعذر حفظ عرض السعر لأن الطلب أُلغي من قبل العميل قبل اعتماد الأسعار، يرجى تحديث الصفحة.',
        ],
      ]}
    />
  ),
};

export const OnMobile: Story = {
  parameters: { visual: { fullPage: true, width: 390 } },
  render: Stacked.render,
};

function DeleteBranch() {
  return (
    <>
      <Button variant="danger" onClick={() => toast.success('تم الحذف بنجاح')}>
        حذف الفرع
      </Button>
      <Toaster />
    </>
  );
}

/** `toast.success(message)` from any code shows in the mounted Toaster. */
export const RaisedFromCode: Story = {
  render: () => <DeleteBranch />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حذف الفرع' }));
    await expect(await screen.findByText('تم الحذف بنجاح')).toBeVisible();
  },
};

/** Spec: a toast closes by itself after 5000 ms. */
export const ClosesAfterFiveSeconds: Story = {
  parameters: { visual: { disable: true } }, // nothing left to photograph once it has closed
  render: () => <DeleteBranch />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حذف الفرع' }));
    const message = await screen.findByText('تم الحذف بنجاح');
    const shownAt = performance.now();
    await waitForElementToBeRemoved(message, { timeout: 8000 });
    const openFor = performance.now() - shownAt;
    await expect(openFor).toBeGreaterThan(4500);
    await expect(openFor).toBeLessThan(6500);
  },
};

export const CloseButton: Story = {
  render: () => <DeleteBranch />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حذف الفرع' }));
    const item = (await screen.findByText('تم الحذف بنجاح')).closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByText('تم الحذف بنجاح')).not.toBeInTheDocument());
  },
};

/** Drags the toast towards the screen edge it sits at: left in Arabic, right in English. */
async function swipeToEdge(item: HTMLElement, share: number) {
  const box = item.getBoundingClientRect();
  const towards = document.documentElement.dir === 'rtl' ? -1 : 1;
  const y = box.top + box.height / 2;
  const x = towards < 0 ? box.right - 20 : box.left + 20;
  const end = x + towards * box.width * share;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: item, coords: { clientX: x, clientY: y } },
    { target: item, coords: { clientX: x + towards * 3, clientY: y } },
    { target: item, coords: { clientX: end, clientY: y } },
    { keys: '[/MouseLeft]', target: item, coords: { clientX: end, clientY: y } },
  ]);
}

/** Spec: dragging towards the edge dismisses only past 80 % of the toast's width. */
export const SwipeToDismiss: Story = {
  parameters: { visual: { disable: true } }, // the gesture's end state is an empty screen
  render: () => (
    <>
      <Button onClick={() => toast.success('تم تحديث الإعدادات بنجاح', { duration: Infinity })}>
        حفظ الإعدادات
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ الإعدادات' }));
    const item = (await screen.findByText('تم تحديث الإعدادات بنجاح')).closest('li') as HTMLElement;
    await swipeToEdge(item, 0.6);
    await waitFor(() => expect(item).toHaveAttribute('data-swipe', 'cancel'));
    await expect(screen.getByText('تم تحديث الإعدادات بنجاح')).toBeInTheDocument();
    await swipeToEdge(item, 0.85);
    await waitFor(() =>
      expect(screen.queryByText('تم تحديث الإعدادات بنجاح')).not.toBeInTheDocument(),
    );
  },
};

/**
 * The corner is the top one at the line's end, away from the sidebar at its start: top-left in
 * Arabic, top-right in English.
 */
export const TopCornerAtTheLineEnd: Story = {
  parameters: { visual: { disable: true } }, // Success covers the picture in both directions
  render: () => <StaticToasts items={[['success', 'تم تحديث المستخدم بنجاح']]} />,
  play: async () => {
    const item = (await screen.findByText('تم تحديث المستخدم بنجاح')).closest('li') as HTMLElement;
    const box = item.getBoundingClientRect();
    const fromEdge =
      document.documentElement.dir === 'rtl' ? box.left : window.innerWidth - box.right;
    await expect(fromEdge).toBeLessThan(24);
    await expect(box.top).toBeLessThan(24);
  },
};

const TRIES_LEFT = ['3 محاولات', 'محاولتان', 'محاولة واحدة'];

/** A code screen: each wrong code says how many tries are left, under one toast kind. */
function WrongCodes() {
  const [wrong, setWrong] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          const left = TRIES_LEFT[Math.min(wrong, TRIES_LEFT.length - 1)];
          toast.error(`رمز التحقق غير صحيح، تبقى لديك ${left}`, { key: 'otp' });
          setWrong(wrong + 1);
        }}
      >
        تحقق
      </Button>
      <Toaster />
    </>
  );
}

/** A newer message of the same kind (`key`) takes the older one's place instead of stacking. */
export const SameKindReplaced: Story = {
  parameters: { visual: { disable: true } }, // the end state looks like Error
  render: () => <WrongCodes />,
  play: async ({ canvasElement }) => {
    const check = within(canvasElement).getByRole('button', { name: 'تحقق' });
    // The toasts on screen (a screen reader's copy of the text is announced elsewhere).
    const shown = within(screen.getByRole('region', { name: /التنبيهات/ }));
    // Waited for: a toast fades in from transparent.
    await userEvent.click(check);
    await waitFor(() => expect(shown.getByText(/3 محاولات/)).toBeVisible());
    await userEvent.click(check);
    await waitFor(() => expect(shown.getByText(/محاولتان/)).toBeVisible());
    await expect(shown.queryByText(/3 محاولات/)).not.toBeInTheDocument();
    await expect(shown.getAllByRole('listitem')).toHaveLength(1);
  },
};
