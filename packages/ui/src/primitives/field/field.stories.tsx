import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '../input/input';
import { Select } from '../select/select';
import { Textarea } from '../textarea/textarea';
import { Field } from './field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'اسم الفرع', children: <Input placeholder="مثال: فرع الرياض - العليا" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The label names the control.
    await expect(within(canvasElement).getByRole('textbox', { name: 'اسم الفرع' })).toBeVisible();
  },
};

export const WithHint: Story = {
  args: {
    label: 'رقم الجوال',
    hint: 'عشرة أرقام بدون رمز الدولة',
    children: <Input dir="ltr" inputMode="numeric" maxLength={10} placeholder="0500000000" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'رقم الجوال' });
    await expect(input).toHaveAccessibleDescription('عشرة أرقام بدون رمز الدولة');
  },
};

/** Spec: errors appear only for touched fields, so an untouched field stays calm. */
export const ErrorHiddenUntilTouched: Story = {
  args: { error: 'اسم الفرع مطلوب', touched: false, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('اسم الفرع مطلوب')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorWhenTouched: Story = {
  args: { error: 'اسم الفرع مطلوب', touched: true, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'اسم الفرع' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('اسم الفرع مطلوب');
    await expect(canvas.getByRole('alert')).toHaveTextContent('اسم الفرع مطلوب');
  },
};

export const HintAndError: Story = {
  args: {
    label: 'البريد الإلكتروني',
    hint: 'نرسل إليه إشعارات الطلبات',
    error: 'البريد الإلكتروني غير صالح',
    touched: true,
    children: <Input dir="ltr" type="email" defaultValue="info@nokhba" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(input).toHaveAccessibleDescription(
      'نرسل إليه إشعارات الطلبات البريد الإلكتروني غير صالح',
    );
  },
};

function TouchedOnBlur() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = value.trim().length < 2 ? 'يجب أن يكون الاسم أطول من حرفين' : undefined;
  return (
    <Field label="اسم القسم" error={error} touched={touched} required>
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </Field>
  );
}

/** The error shows once the user leaves the field, and goes when the value is fixed. */
export const ValidatesOnBlur: Story = {
  render: () => <TouchedOnBlur />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'اسم القسم' });
    await userEvent.type(input, 'ق');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('يجب أن يكون الاسم أطول من حرفين');
    await userEvent.type(input, 'طع المحركات');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'وصف الشركة',
    hint: 'يظهر في صفحة تفاصيل الشركة',
    children: <Textarea placeholder="نبذة قصيرة عن نشاط الشركة" />,
  },
};

export const WithSelect: Story = {
  args: {
    label: 'الفرع',
    error: 'يجب اختيار فرع',
    touched: true,
    required: true,
    children: (
      <Select
        options={[
          { id: 'b1', value: 'فرع الرياض - العليا' },
          { id: 'b2', value: 'فرع جدة - الروضة' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'الفرع' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('يجب اختيار فرع');
  },
};

/** For controls that need the wiring somewhere else than their root, pass a function. */
export const RenderFunction: Story = {
  args: {
    label: 'الراتب الشهري للموظف',
    hint: 'بالريال السعودي',
    children: (control) => (
      <div className="flex items-center gap-2">
        <Input {...control} dir="ltr" inputMode="numeric" defaultValue="200" className="w-32" />
        <span className="text-sm text-fg-muted">ر.س</span>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'الراتب الشهري للموظف' });
    await expect(input).toHaveAccessibleDescription('بالريال السعودي');
  },
};

export const LongArabicText: Story = {
  args: {
    label: 'رسالة التقييم التي تُرسل إلى العميل بعد إغلاق المحادثة مع الموظف المسؤول عن الطلب',
    hint: 'اكتب رسالة قصيرة وواضحة تطلب فيها من العميل تقييم الخدمة من واحد إلى خمسة، ويمكنك ذكر اسم الفرع.',
    error: 'يجب ألا يتجاوز النص 50 حرفًا',
    touched: true,
    children: <Textarea defaultValue="شكرًا لتواصلك مع مؤسسة النخبة، نسعد بتقييمك للخدمة." />,
  },
};
