import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { Modal, ModalClose } from '../../primitives/modal/modal';
import { SecretRevealPanel } from './secret-reveal-panel';
import { STORY_SECRET, storyLanguage, ARABIC_WEBHOOK_TEXTS } from './webhook-story-data';

const meta = {
  title: 'Composites/Webhooks/Secret reveal panel',
  component: SecretRevealPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A webhook signing secret, shown once after an endpoint is added or its secret rotated: ' +
          'the warning that it will not be shown again, the secret with a copy button, and how a ' +
          'receiver verifies the events. The app shows it in a dialog.',
      },
    },
  },
  args: { secret: STORY_SECRET, onCopy: fn(async () => true), texts: ARABIC_WEBHOOK_TEXTS.secret },
  render: (args, { globals }) => (
    <div className="mx-auto max-w-lg rounded-xl bg-surface p-6 shadow-card">
      <SecretRevealPanel {...args} texts={storyLanguage(globals).texts.secret} />
    </div>
  ),
} satisfies Meta<typeof SecretRevealPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new endpoint's secret; copying it says so on the button. */
export const NewEndpoint: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    const box = canvas.getByRole('textbox', { name: en ? 'Signing secret' : 'مفتاح التوقيع' });
    await expect(box).toHaveValue(STORY_SECRET);
    await expect(box).toHaveAttribute('readonly');
    await expect(canvas.getByText('webhook-signature')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Copy secret' : 'نسخ المفتاح' }));
    await expect(args.onCopy).toHaveBeenCalledWith(STORY_SECRET);
    await expect(canvas.getByRole('button', { name: en ? 'Copied' : 'تم النسخ' })).toBeVisible();
  },
};

/** After a rotation, on a phone: the previous secret keeps signing for 24 hours. */
export const AfterRotationOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { rotated: true },
  render: (args, { globals }) => (
    <div className="p-3">
      <div className="rounded-xl bg-surface p-4 shadow-card">
        <SecretRevealPanel {...args} texts={storyLanguage(globals).texts.secret} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const en = globals['dir'] === 'ltr';
    await expect(within(canvasElement).getByText(en ? /24 hours/ : /24 ساعة/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The browser refused the clipboard: the panel says to copy by hand. */
export const CopyRefused: Story = {
  parameters: { visual: { width: 1440 } },
  args: { onCopy: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'نسخ المفتاح' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذّر النسخ');
    await expect(canvas.getByRole('button', { name: 'نسخ المفتاح' })).toBeVisible();
  },
};

function InADialog({
  globals,
  ...args
}: Parameters<typeof SecretRevealPanel>[0] & { globals: Record<string, unknown> }) {
  const { texts } = storyLanguage(globals);
  const en = globals['dir'] === 'ltr';
  return (
    <Modal
      open
      title={en ? 'Endpoint added' : 'أُضيف الرابط'}
      description={<span dir="ltr">https://bot.alrayyan-parts.sa/hooks/taseer</span>}
      closeLabel={en ? 'Close' : 'إغلاق'}
      footer={
        <ModalClose asChild>
          <Button>{en ? 'Done' : 'تم'}</Button>
        </ModalClose>
      }
    >
      <SecretRevealPanel {...args} texts={texts.secret} />
    </Modal>
  );
}

/** As the Webhooks screen shows it, in its dialog, on a wide screen. */
export const DialogOnADesktop: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  render: (args, { globals }) => <InADialog {...args} globals={globals} />,
  play: async ({ globals }) => {
    const en = globals['dir'] === 'ltr';
    await expect(
      await screen.findByRole('dialog', { name: en ? 'Endpoint added' : 'أُضيف الرابط' }),
    ).toBeVisible();
  },
};

/** The dialog on a phone. */
export const DialogOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { rotated: true },
  render: (args, { globals }) => <InADialog {...args} globals={globals} />,
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
