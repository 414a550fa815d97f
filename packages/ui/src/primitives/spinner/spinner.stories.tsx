import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, SpinnerOverlay } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'extraLarge'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Spinner {...args} className="text-primary" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'جارٍ التحميل' })).toBeVisible();
  },
};

/** The spec's four sizes: small, medium, large and extraLarge. */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-6 text-primary">
      <Spinner size="small" label="صغير" />
      <Spinner size="medium" label="متوسط" />
      <Spinner size="large" label="كبير" />
      <Spinner size="extraLarge" label="كبير جدًا" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(4);
  },
};

export const CustomLabel: Story = {
  args: { label: 'جارٍ تحميل الطلبات', size: 'large' },
  render: (args) => (
    <div className="flex items-center gap-3 text-fg-muted">
      <Spinner {...args} />
      <span aria-hidden="true">جارٍ تحميل الطلبات…</span>
    </div>
  ),
};

/** Covers the whole screen while the signed-in user is being checked. */
export const Overlay: Story = {
  parameters: { visual: { fullPage: true }, docs: { story: { inline: false, height: '320px' } } },
  render: () => (
    <>
      <p>لوحة التحكم</p>
      <SpinnerOverlay />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'جارٍ التحميل' })).toBeVisible();
  },
};

export const OverlayOnMobile: Story = {
  ...Overlay,
  parameters: { ...Overlay.parameters, visual: { fullPage: true, width: 390 } },
};
