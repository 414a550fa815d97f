import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, Download, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'حفظ التغييرات', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        إرسال عرض السعر
      </Button>
      <Button {...args} variant="secondary">
        عرض التفاصيل
      </Button>
      <Button {...args} variant="outline">
        تصدير
      </Button>
      <Button {...args} variant="ghost">
        إلغاء
      </Button>
      <Button {...args} variant="danger">
        حذف الفرع
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        صغير
      </Button>
      <Button {...args} size="md">
        متوسط
      </Button>
      <Button {...args} size="lg">
        كبير
      </Button>
    </div>
  ),
};

/** The icon sits at the start of the label; the arrow flips so it points forward in Arabic. */
export const WithIcons: Story = {
  parameters: { visual: { ltr: true } },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} icon={<Plus />}>
        إضافة شركة
      </Button>
      <Button {...args} variant="outline" icon={<Download />}>
        تصدير الطلبات
      </Button>
      <Button {...args} variant="danger" icon={<Trash2 />}>
        حذف
      </Button>
      <Button {...args} variant="secondary" iconEnd={<ArrowLeft className="ltr:-scale-x-100" />}>
        التالي
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'جارٍ الحفظ' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'جارٍ الحفظ' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The pointer over the button darkens it (primary → primary-hover); photographed with a real mouse. */
export const Hover: Story = {
  parameters: { visual: { hover: '[data-hover-target]' } },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} data-hover-target="">
        إرسال عرض السعر
      </Button>
      <Button {...args} variant="outline">
        تصدير
      </Button>
    </div>
  ),
};

/** Keyboard users reach the button with Tab and press it with Enter or Space; the ring shows. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'حفظ التغييرات' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LongArabicText: Story = {
  args: { children: 'إرسال عرض السعر إلى العميل عبر المحادثة وإشعار مدير الفرع بالتحديث' },
  render: (args) => (
    <div className="max-w-xs">
      <Button {...args} className="h-auto min-h-10 whitespace-normal py-2 text-start" />
    </div>
  ),
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, children: 'إنشاء حساب' },
  parameters: { visual: { width: 390 } },
};

/** A link that looks like a button (`asChild`). */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#orders">عرض كل الطلبات</a>
    </Button>
  ),
};
