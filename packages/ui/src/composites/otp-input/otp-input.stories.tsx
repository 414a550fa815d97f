import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from './otp-input';

const meta = {
  title: 'Composites/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { onChange: fn(), onComplete: fn(), onBlur: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];

const box = (boxes: HTMLInputElement[], index: number): HTMLInputElement => {
  const found = boxes[index];
  if (!found) throw new Error(`No box ${index + 1}`);
  return found;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await expect(boxes).toHaveLength(4);
    await expect(box(boxes, 0)).toHaveAccessibleName('الرقم 1 من 4');
    await expect(box(boxes, 3)).toHaveAccessibleName('الرقم 4 من 4');
  },
};

export const Filled: Story = {
  args: { defaultValue: ['4', '8', '2', '1'] },
  parameters: { visual: { ltr: true } },
};

export const PartlyFilled: Story = { args: { defaultValue: ['7', '3', '', ''] } };

export const WithError: Story = {
  args: { defaultValue: ['1', '2', '', ''], error: 'الرجاء إدخال 4 أرقام.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('الرجاء إدخال 4 أرقام.');
    await expect(box(boxesOf(canvasElement), 0)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { defaultValue: ['5', '5', '0', '1'], disabled: true } };

/** The first digit is at the right in Arabic. */
export const FirstDigitAtTheRightInRtl: Story = {
  args: { defaultValue: ['1', '2', '3', '4'] },
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    const first = box(boxes, 0).getBoundingClientRect();
    const last = box(boxes, 3).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(last.left);
  },
};

/** …and at the left in English. */
export const FirstDigitAtTheLeftInLtr: Story = {
  args: { defaultValue: ['1', '2', '3', '4'], label: 'Verification code' },
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    const first = box(boxes, 0).getBoundingClientRect();
    const last = box(boxes, 3).getBoundingClientRect();
    await expect(first.left).toBeLessThan(last.left);
  },
};

export const TypingMovesToTheNextBox: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(box(boxes, 0));
    await userEvent.keyboard('4');
    await expect(box(boxes, 0)).toHaveValue('4');
    await expect(box(boxes, 1)).toHaveFocus();
    await userEvent.keyboard('821');
    await expect(boxes.map((b) => b.value)).toEqual(['4', '8', '2', '1']);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
  },
};

export const BackspaceOnAnEmptyBoxGoesBack: Story = {
  args: { defaultValue: ['9', '1', '', ''] },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(box(boxes, 2));
    await userEvent.keyboard('{Backspace}');
    await expect(box(boxes, 1)).toHaveFocus();
    await expect(box(boxes, 1)).toHaveValue('1');
    // On a filled box Backspace clears it and stays.
    await userEvent.keyboard('{Backspace}');
    await expect(box(boxes, 1)).toHaveValue('');
    await expect(box(boxes, 1)).toHaveFocus();
  },
};

export const OnlyDigitsAreAccepted: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(box(boxes, 0));
    await userEvent.keyboard('a');
    await userEvent.keyboard('س');
    await userEvent.keyboard('-');
    await expect(box(boxes, 0)).toHaveValue('');
    await expect(box(boxes, 0)).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    // An Arabic keyboard's digit is a digit, kept in Western form.
    await userEvent.keyboard('٧');
    await expect(box(boxes, 0)).toHaveValue('7');
  },
};

export const PastingFillsEveryBox: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(box(boxes, 1));
    await userEvent.paste('48 21');
    await expect(boxes.map((b) => b.value)).toEqual(['4', '8', '2', '1']);
    await expect(box(boxes, 3)).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
  },
};

export const PastingTextWithoutACodeChangesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(box(boxes, 0));
    await userEvent.paste('مرحبا');
    await expect(boxes.map((b) => b.value)).toEqual(['', '', '', '']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ArrowKeysFollowTheScreenInRtl: Story = {
  args: { defaultValue: ['1', '2', '3', '4'] },
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(box(boxes, 0));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(box(boxes, 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(boxes, 0)).toHaveFocus();
  },
};

/** A new code typed over the old one: a digit a box already shows still moves on to the next. */
export const TypingANewCodeOverTheOld: Story = {
  args: { defaultValue: ['2', '4', '8', '8'] },
  parameters: { visual: { disable: true } }, // the end state looks like Filled
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(box(boxes, 0));
    await userEvent.keyboard('0461');
    await expect(boxes.map((input) => input.value)).toEqual(['0', '4', '6', '1']);
    await expect(box(boxes, 3)).toHaveFocus();
  },
};
