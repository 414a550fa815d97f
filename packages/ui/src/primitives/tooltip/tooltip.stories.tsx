import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'تصدير الطلبات بصيغة CSV',
    children: (
      <IconButton label="تصدير" variant="outline">
        <Download />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-40 items-center justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  parameters: { visual: { ltr: true } },
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('تصدير الطلبات بصيغة CSV');
  },
};

/** Keyboard users get the hint too: focus shows it, Escape hides it. */
export const ShowsOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'تصدير' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('تصدير الطلبات بصيغة CSV');
    await expect(button).toHaveAccessibleDescription('تصدير الطلبات بصيغة CSV');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const ShowsOnHover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'تصدير' }));
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content:
      'يحسب المبلغ من أسعار القطع المعتمدة فقط، ولا يشمل القطع الملغاة أو التي لم يرد عليها الفرع بعد.',
    children: (
      <Button variant="ghost" icon={<Info aria-hidden="true" />}>
        كيف يحسب الإجمالي؟
      </Button>
    ),
  },
};
