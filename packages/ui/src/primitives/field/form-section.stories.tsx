import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Input } from '../input/input';
import { Field } from './field';
import { FormSection } from './form-section';

const meta = {
  title: 'Primitives/Form section',
  component: FormSection,
  tags: ['autodocs'],
  args: {
    title: 'العنوان الوطني',
    description: 'كما في وثيقة العنوان الوطني من البريد السعودي (سُبل).',
    children: (
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="رقم المبنى" hint="4 أرقام.">
          <Input dir="ltr" inputMode="numeric" defaultValue="7421" />
        </Field>
        <Field label="اسم الشارع">
          <Input defaultValue="طريق الملك فهد" />
        </Field>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl rounded-xl bg-surface p-6 shadow-card">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group of a settings form, named by its legend and described by its line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'العنوان الوطني' });
    await expect(group).toHaveAccessibleDescription(
      'كما في وثيقة العنوان الوطني من البريد السعودي (سُبل).',
    );
  },
};
