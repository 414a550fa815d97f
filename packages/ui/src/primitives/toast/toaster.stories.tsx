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

async function swipeRight(item: HTMLElement, share: number) {
  const box = item.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + 20;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: item, coords: { clientX: x, clientY: y } },
    { target: item, coords: { clientX: x + 3, clientY: y } },
    { target: item, coords: { clientX: x + box.width * share, clientY: y } },
    { keys: '[/MouseLeft]', target: item, coords: { clientX: x + box.width * share, clientY: y } },
  ]);
}

/** Spec: dragging right dismisses only past 80 % of the toast's width. */
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
    await swipeRight(item, 0.6);
    await waitFor(() => expect(item).toHaveAttribute('data-swipe', 'cancel'));
    await expect(screen.getByText('تم تحديث الإعدادات بنجاح')).toBeInTheDocument();
    await swipeRight(item, 0.85);
    await waitFor(() =>
      expect(screen.queryByText('تم تحديث الإعدادات بنجاح')).not.toBeInTheDocument(),
    );
  },
};

/** The corner is the physical top-right in Arabic and in English alike. */
export const TopRightInBothDirections: Story = {
  parameters: { visual: { disable: true } }, // Success covers the picture in both directions
  render: () => <StaticToasts items={[['success', 'تم تحديث المستخدم بنجاح']]} />,
  play: async () => {
    const item = (await screen.findByText('تم تحديث المستخدم بنجاح')).closest('li') as HTMLElement;
    const box = item.getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(24);
    await expect(box.top).toBeLessThan(24);
  },
};
