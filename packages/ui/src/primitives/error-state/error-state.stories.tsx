import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { message: 'تعذر الاتصال بالخادم. تحقق من اتصالك بالإنترنت ثم أعد المحاولة.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('تعذر تحميل البيانات');
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'إعادة المحاولة' }),
    ).toBeDisabled();
  },
};

export const ServerMessage: Story = {
  args: { title: 'لا يمكن عرض الطلبات', message: 'ليس لديك صلاحية لعرض طلبات هذا الفرع.' },
};

export const English: Story = {
  globals: { dir: 'ltr' },
  args: {
    title: 'Could not load the data',
    message: 'The server did not answer. Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
};
