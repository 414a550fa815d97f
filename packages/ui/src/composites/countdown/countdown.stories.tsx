import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Countdown } from './countdown';

const meta = {
  title: 'Composites/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { seconds: 60, onResend: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held at the start so the screenshot is stable; the live stories below tick for real. */
export const Start: Story = {
  args: { paused: true },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('ينتهي الرمز خلال');
    await expect(timer).toHaveTextContent('01:00');
  },
};

export const Partway: Story = { args: { seconds: 37, paused: true } };

export const AtZeroOffersResend: Story = {
  args: { seconds: 0, paused: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة إرسال الرمز' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    // A resend starts the count again at 60 seconds.
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:00');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const TicksDownToResend: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/00:0[12]/);
    await expect(
      await canvas.findByRole('button', { name: 'إعادة إرسال الرمز' }, { timeout: 5000 }),
    ).toBeEnabled();
  },
};

export const ResendInProgress: Story = {
  args: { seconds: 0, onResend: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'إعادة إرسال الرمز' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const ResendFailedStaysAtZero: Story = {
  args: { seconds: 0, onResend: fn(() => Promise.reject(new Error('تعذر الإرسال'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة إرسال الرمز' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button')).toBeEnabled());
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/**
 * The verification screen: at zero the code is sent again by itself and the count restarts at
 * 60. The story holds the clock once the resend happened, for a stable screenshot.
 */
export const ResendsByItselfOnExpiry: Story = {
  args: { seconds: 1, resendOnExpire: true },
  render: function Render(args) {
    const [paused, setPaused] = useState(false);
    return (
      <Countdown
        {...args}
        paused={paused}
        onResend={() => {
          args.onResend?.();
          setPaused(true);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onResend).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('01:00');
  },
};

export const English: Story = {
  args: {
    seconds: 45,
    paused: true,
    label: 'The code expires in',
    resendLabel: 'Resend code',
  },
  globals: { dir: 'ltr' },
};
