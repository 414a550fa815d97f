import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../../primitives';
import { DeletePhraseDialog, type DeletePhraseDialogProps } from './delete-phrase-dialog';

const meta = {
  title: 'Composites/DeletePhraseDialog',
  component: DeletePhraseDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    itemName: 'فرع حي النسيم - الرياض',
  },
} satisfies Meta<typeof DeletePhraseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmButton = () => screen.getByRole('button', { name: 'حذف نهائي' });
const phraseBox = () => screen.getByRole('textbox', { name: 'عبارة التأكيد' });

export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'تأكيد الحذف' })).toBeInTheDocument();
    await expect(confirmButton()).toBeDisabled();
  },
};

export const OneLetterWrongStaysDisabled: Story = {
  play: async ({ args }) => {
    // "انا" without the hamza: one letter off.
    await userEvent.type(phraseBox(), 'انا متأكد ولن أتراجع');
    await expect(confirmButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ExactPhraseEnablesDelete: Story = {
  play: async ({ args }) => {
    await userEvent.type(phraseBox(), 'أنا متأكد ولن أتراجع');
    await expect(confirmButton()).toBeEnabled();
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const EnterConfirmsTheExactPhrase: Story = {
  parameters: { visual: { disable: true } }, // the same picture as ExactPhraseEnablesDelete
  play: async ({ args }) => {
    await userEvent.type(phraseBox(), 'أنا متأكد ولن أتراجع {Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async () => {
    await expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
    await expect(phraseBox()).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'إلغاء' })).toBeDisabled();
  },
};

export const LongItemName: Story = {
  args: {
    itemName:
      'مؤسسة الخليج المتحدة لتجارة قطع غيار السيارات اليابانية والكورية - فرع طريق الملك عبدالعزيز',
  },
};

export const WithoutItemName: Story = { args: { itemName: undefined } };

/** Opens from a row's delete action; cancelling closes it and the next opening starts empty. */
export const OpenFromAButton: Story = {
  args: { open: false },
  render: function Render(args: DeletePhraseDialogProps) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          حذف الفرع
        </Button>
        <DeletePhraseDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'حذف الفرع' }));
    await userEvent.type(phraseBox(), 'أنا متأكد');
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'حذف الفرع' }));
    await expect(phraseBox()).toHaveValue('');
    await userEvent.keyboard('{Escape}');
  },
};

export const English: Story = {
  args: {
    itemName: 'Al Naseem branch',
    title: 'Confirm deletion',
    description: 'Al Naseem branch and everything linked to it will be deleted for good.',
    instruction: 'To confirm, type the following phrase exactly:',
    phrase: 'I am sure and will not go back',
    inputLabel: 'Confirmation phrase',
    confirmLabel: 'Delete for good',
    cancelLabel: 'Cancel',
  },
  globals: { dir: 'ltr' },
};

export const MobileWidth: Story = { parameters: { visual: { width: 390 } } };
