import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PeriodSelector } from './period-selector';

const meta = {
  title: 'Composites/PeriodSelector',
  component: PeriodSelector,
  tags: ['autodocs'],
  args: { value: 'daily', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['daily', 'monthly', 'yearly'] } },
} satisfies Meta<typeof PeriodSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Daily: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'الفترة' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'يومي' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const Monthly: Story = { args: { value: 'monthly' } };

export const Yearly: Story = { args: { value: 'yearly' } };

export const ClickingMonthly: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'شهري' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('monthly');
  },
};

export const ChosenStaysChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const daily = within(canvasElement).getByRole('radio', { name: 'يومي' });
    await userEvent.click(daily);
    // A chart always has a period: clicking the chosen one does not clear it.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(daily).toHaveAttribute('aria-checked', 'true');
  },
};

/** Controlled like the chart card: the choice moves as the user picks. */
function Interactive(args: Parameters<typeof PeriodSelector>[0]) {
  const [value, setValue] = useState(args.value);
  return (
    <PeriodSelector
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

export const ArrowKeysFollowReadingOrderInArabic: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const daily = canvas.getByRole('radio', { name: 'يومي' });
    const monthly = canvas.getByRole('radio', { name: 'شهري' });
    // Right to left: daily sits at the right, and the next period is to its left.
    await expect(daily.getBoundingClientRect().left).toBeGreaterThan(
      monthly.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await expect(daily).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('monthly');
    await expect(monthly).toHaveAttribute('aria-checked', 'true');
  },
};

export const ArrowKeysFollowReadingOrderInEnglish: Story = {
  args: { labels: { daily: 'Daily', monthly: 'Monthly', yearly: 'Yearly' }, label: 'Period' },
  globals: { dir: 'ltr' },
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    await expect(yearly).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('yearly');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'monthly' },
  play: async ({ canvasElement, args }) => {
    const yearly = within(canvasElement).getByRole('radio', { name: 'سنوي' });
    await expect(yearly).toBeDisabled();
    await userEvent.click(yearly, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const MobileWidth: Story = {
  args: { value: 'yearly' },
  parameters: { visual: { width: 390 } },
};
