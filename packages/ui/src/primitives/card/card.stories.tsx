import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle>ملخص الطلبات</CardTitle>
          <CardDescription>آخر 30 يومًا</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums">1,236</p>
        <p className="text-sm text-fg-muted">طلبًا من 4 فروع</p>
      </CardContent>
      <CardFooter>
        <Button variant="ghost" size="sm">
          عرض التقرير
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card>
      <CardContent>بطاقة بمحتوى فقط، بدون عنوان أو تذييل.</CardContent>
    </Card>
  ),
};

export const LongArabicText: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>تفاصيل الشركة: مؤسسة النخبة الحديثة لتجارة قطع غيار السيارات</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="leading-relaxed text-fg-muted">
          مؤسسة متخصصة في توفير قطع غيار السيارات اليابانية والكورية الأصلية والتجارية، مع خدمة
          تسعير سريعة عبر المحادثة وتوصيل إلى جميع مدن المملكة خلال ثلاثة أيام عمل. تعمل المؤسسة من
          خلال أربعة فروع في الرياض وجدة والدمام ومكة، ويشرف على كل فرع مدير مسؤول عن الأقسام
          والموظفين.
        </p>
      </CardContent>
    </Card>
  ),
};

export const OnMobile: Story = { ...Default, parameters: { visual: { width: 390 } } };
