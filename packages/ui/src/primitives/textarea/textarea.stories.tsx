import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'رسالة الترحيب', placeholder: 'اكتب رسالة الترحيب التي يراها العميل' },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'رسالة الترحيب' });
    await userEvent.type(box, 'أهلًا بك في مؤسسة النخبة{enter}كيف نقدر نخدمك؟');
    await expect(box).toHaveValue('أهلًا بك في مؤسسة النخبة\nكيف نقدر نخدمك؟');
  },
};

export const LongArabicText: Story = {
  args: {
    defaultValue:
      'مؤسسة متخصصة في توفير قطع غيار السيارات اليابانية والكورية الأصلية والتجارية، مع خدمة تسعير سريعة عبر المحادثة وتوصيل إلى جميع مدن المملكة خلال ثلاثة أيام عمل. نستقبل الطلبات من السبت إلى الخميس.',
  },
};

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'شكرًا لتواصلك معنا، تم إغلاق المحادثة.' },
};
