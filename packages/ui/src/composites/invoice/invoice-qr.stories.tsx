import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceQr } from './invoice-qr';
import { INVOICE_TEXTS, STORY_INVOICE_QR, STORY_LONG_SELLER_QR } from './invoice-story-data';

const meta = {
  title: 'Composites/Invoice/QR',
  component: InvoiceQr,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A ZATCA invoice's QR code, drawn from its payload (the Base64 of the TLV records, as " +
          'the server gives it) as an inline SVG: error correction level M, a four-module quiet ' +
          'zone, black on white, crisp at any size and on paper. The label is what screen readers ' +
          'say; the size is the square’s side in CSS pixels, quiet zone included.',
      },
    },
  },
  args: { payload: STORY_INVOICE_QR, label: INVOICE_TEXTS.qrLabel, size: 160 },
} satisfies Meta<typeof InvoiceQr>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A stamped invoice's payload (tags 1–9, about 600 characters): at 160 px asked, one pixel a
 * module on screen, every module alike.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const qr = within(canvasElement).getByRole('img', { name: INVOICE_TEXTS.qrLabel });
    const box = qr.getBoundingClientRect();
    const side = Number(qr.getAttribute('data-modules')) + 8;
    await expect(box.width).toBe(box.height);
    await expect(box.width).toBeLessThanOrEqual(args.size!);
    await expect(box.width % side).toBe(0);
  },
};

/**
 * The sizes the documents ask for, 152 px on A4 and 170 px on a receipt, then 240 px (two pixels
 * a module), and a longer payload (a long Arabic legal name), which needs more modules.
 */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-end gap-6">
      <InvoiceQr {...args} size={152} />
      <InvoiceQr {...args} size={170} />
      <InvoiceQr {...args} size={240} />
      <InvoiceQr {...args} payload={STORY_LONG_SELLER_QR} size={240} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const codes = within(canvasElement).getAllByRole('img');
    const modules = codes.map((code) => Number(code.getAttribute('data-modules')));
    await expect(modules[3]).toBeGreaterThan(modules[2]!);
    await expect(codes[2]!.getBoundingClientRect().width).toBe(2 * (modules[2]! + 8));
  },
};
