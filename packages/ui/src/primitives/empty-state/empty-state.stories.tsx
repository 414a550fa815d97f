import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageSearch, Plus } from 'lucide-react';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'لا توجد فروع بعد', description: 'أضف أول فرع لشركتك لتبدأ باستقبال الطلبات.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button icon={<Plus aria-hidden="true" />}>إضافة فرع</Button> },
};

export const NoSearchResults: Story = {
  args: {
    icon: <PackageSearch />,
    title: 'لا توجد نتائج',
    description: 'لم نجد طلبات تطابق «فلتر زيت كامري 2021». جرّب كلمة أخرى.',
    action: <Button variant="outline">مسح البحث</Button>,
  },
};

export const TitleOnly: Story = { args: { description: undefined, title: 'لا توجد إشعارات' } };

export const LongArabicText: Story = {
  args: {
    title: 'لم يصل أي طلب تسعير إلى هذا القسم خلال الفترة المحددة',
    description:
      'تظهر هنا طلبات العملاء الواردة عبر المحادثة بعد تحويلها إلى القسم، ويمكنك تغيير الفترة أو الفرع من أعلى الصفحة لعرض طلبات أخرى.',
  },
};

export const OnMobile: Story = { ...WithAction, parameters: { visual: { width: 390 } } };
