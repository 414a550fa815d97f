import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Periods(props: { defaultValue?: string }) {
  return (
    <Tabs defaultValue={props.defaultValue ?? 'daily'}>
      <TabsList aria-label="الفترة">
        <TabsTrigger value="daily">يومي</TabsTrigger>
        <TabsTrigger value="monthly">شهري</TabsTrigger>
        <TabsTrigger value="yearly">سنوي</TabsTrigger>
      </TabsList>
      <TabsContent value="daily">إجمالي الطلبات اليوم: 48</TabsContent>
      <TabsContent value="monthly">إجمالي الطلبات هذا الشهر: 1,236</TabsContent>
      <TabsContent value="yearly">إجمالي الطلبات هذه السنة: 14,820</TabsContent>
    </Tabs>
  );
}

export const Default: Story = {
  parameters: { visual: { ltr: true } },
  render: () => <Periods />,
};

export const ClickSwitchesPanel: Story = {
  render: () => <Periods />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'سنوي' }));
    await expect(canvas.getByRole('tab', { name: 'سنوي' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('14,820');
  },
};

/** In Arabic the next tab is to the left, so ArrowLeft moves forward. */
export const ArrowKeysFollowReadingOrder: Story = {
  render: () => <Periods />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'يومي' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'شهري' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('1,236');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'يومي' })).toHaveFocus();
  },
};

export const ArrowKeysInEnglish: Story = {
  globals: { dir: 'ltr' },
  render: () => <Periods />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'شهري' })).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  render: () => (
    <Tabs defaultValue="orders">
      <TabsList aria-label="الأقسام">
        <TabsTrigger value="orders">الطلبات</TabsTrigger>
        <TabsTrigger value="offers">عروض الأسعار</TabsTrigger>
        <TabsTrigger value="archive" disabled>
          الأرشيف
        </TabsTrigger>
      </TabsList>
      <TabsContent value="orders">قائمة الطلبات</TabsContent>
      <TabsContent value="offers">قائمة العروض</TabsContent>
    </Tabs>
  ),
};

export const OnMobile: Story = {
  parameters: { visual: { width: 390 } },
  render: () => (
    <Tabs defaultValue="a">
      <TabsList aria-label="أقسام الملف الشخصي">
        <TabsTrigger value="a">البيانات الأساسية</TabsTrigger>
        <TabsTrigger value="b">الفروع والأقسام</TabsTrigger>
        <TabsTrigger value="c">الإشعارات</TabsTrigger>
        <TabsTrigger value="d">الأمان</TabsTrigger>
      </TabsList>
      <TabsContent value="a">الاسم والبريد ورقم الجوال</TabsContent>
    </Tabs>
  ),
};
