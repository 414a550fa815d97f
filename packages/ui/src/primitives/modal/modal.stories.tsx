import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Modal, ModalClose } from './modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'إضافة فرع',
    description: 'أدخل بيانات الفرع الجديد، ويمكنك تعديلها لاحقًا.',
    onOpenChange: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function BranchForm() {
  return (
    <div className="flex flex-col gap-4">
      <Field label="اسم الفرع" required>
        <Input defaultValue="فرع الرياض - العليا" />
      </Field>
      <Field label="العنوان" required>
        <Input defaultValue="طريق الملك فهد، حي العليا، الرياض" />
      </Field>
    </div>
  );
}

const footer = (
  <>
    <ModalClose asChild>
      <Button variant="ghost">رجوع</Button>
    </ModalClose>
    <Button>حفظ الفرع</Button>
  </>
);

export const Open: Story = {
  parameters: { visual: { ltr: true } },
  args: { defaultOpen: true, footer, children: <BranchForm /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'إضافة فرع' });
    await expect(dialog).toHaveAccessibleDescription(
      'أدخل بيانات الفرع الجديد، ويمكنك تعديلها لاحقًا.',
    );
  },
};

/** Opened from a button; focus moves into the dialog and comes back when it closes. */
export const OpensFromTrigger: Story = {
  args: { trigger: <Button>إضافة فرع</Button>, footer, children: <BranchForm /> },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'إضافة فرع' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    // The form's first field, not the close button, receives focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'اسم الفرع' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'رجوع' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesOnEscape: Story = {
  args: { defaultOpen: true, children: <BranchForm /> },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Spec: 'إضافة شركة' closes on a click on the backdrop. */
export const ClosesOnBackdropClick: Story = {
  args: { defaultOpen: true, title: 'إضافة شركة', children: <BranchForm /> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'إضافة شركة' });
    const backdrop = dialog.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 5, y: 5 } });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesWithCloseButton: Story = {
  args: { defaultOpen: true, children: <BranchForm /> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Tab cycles inside the dialog and never reaches the page behind it. */
export const KeepsFocusInside: Story = {
  args: { defaultOpen: true, footer, children: <BranchForm /> },
  render: (args) => (
    <>
      <Button variant="outline">زر خلف النافذة</Button>
      <Modal {...args} />
    </>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

function ControlledModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>عرض التفاصيل</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="تفاصيل الشركة"
        footer={<Button onClick={() => setOpen(false)}>تم</Button>}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="text-fg-muted">الاسم</dt>
          <dd>مؤسسة النخبة لقطع غيار السيارات</dd>
          <dt className="text-fg-muted">البريد الإلكتروني</dt>
          <dd dir="ltr" className="text-end">
            info@alnokhba.sa
          </dd>
          <dt className="text-fg-muted">الجوال</dt>
          <dd dir="ltr" className="text-end">
            +966 0551234567
          </dd>
        </dl>
      </Modal>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'عرض التفاصيل' }));
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل الشركة' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'تم' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A long body scrolls inside the dialog; header and footer stay put. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'شروط استخدام خدمة التسعير',
    description: undefined,
    footer,
    children: (
      <div className="flex flex-col gap-3 text-sm leading-relaxed">
        {Array.from({ length: 14 }, (_, index) => (
          <p key={index}>
            {index + 1}. يلتزم الفرع بالرد على طلبات التسعير خلال ساعتين من استلامها، ويحق للعميل
            إلغاء الطلب قبل اعتماد السعر، وتُحتسب الأسعار بالريال السعودي شاملة ضريبة القيمة المضافة.
          </p>
        ))}
      </div>
    ),
  },
};

export const OnMobile: Story = {
  ...Open,
  parameters: { visual: { width: 390 } },
};

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'تسجيل الخروج',
    description: 'هل تريد تسجيل الخروج من لوحة التحكم؟',
    footer: (
      <>
        <ModalClose asChild>
          <Button variant="ghost">إلغاء</Button>
        </ModalClose>
        <Button variant="danger">تسجيل الخروج</Button>
      </>
    ),
  },
};

/** A sheet along a phone's bottom edge (the lists' filters on a phone). */
export const BottomSheetOnAPhone: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    title: 'تصفية الطلبات',
    description: undefined,
    footer: (
      <ModalClose asChild>
        <Button>عرض النتائج</Button>
      </ModalClose>
    ),
    children: <BranchForm />,
  },
  parameters: { visual: { width: 390 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'تصفية الطلبات' });
    await expect(dialog.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
  },
};
