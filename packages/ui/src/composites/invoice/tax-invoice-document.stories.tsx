import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoicePrintStyles } from './invoice-print-styles';
import {
  INVOICE_TEXTS,
  STORY_CREDIT_NOTE,
  STORY_INVOICE,
  STORY_LONG_NAMES,
  STORY_MANY_LINES,
} from './invoice-story-data';
import type { TaxInvoiceVariant, TaxInvoiceView } from './invoice-types';
import { TaxInvoiceDocument } from './tax-invoice-document';

interface StoryArgs {
  invoice: TaxInvoiceView;
  variant: TaxInvoiceVariant;
}

const meta = {
  title: 'Composites/Invoice/Tax invoice document',
  component: TaxInvoiceDocument,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A ZATCA simplified tax invoice or credit note as printed, on an A4 page or an 80 mm ' +
          'thermal receipt. Arabic first and right to left in either direction of the app, each ' +
          'label with its English; VAT and registration numbers, document numbers and amounts ' +
          'read left to right inside the Arabic. Every word, amount and date comes from the props ' +
          '(already formatted by the app). With `InvoicePrintStyles` on the page and the ' +
          "document marked `printRoot`, printing gives the document alone on its variant's paper.",
      },
    },
  },
} satisfies Meta<typeof TaxInvoiceDocument>;

export default meta;
type Story = StoryObj<StoryArgs>;

const render = ({ invoice, variant }: StoryArgs) => (
  <div className="p-6">
    <InvoicePrintStyles />
    <TaxInvoiceDocument
      invoice={invoice}
      texts={INVOICE_TEXTS}
      variant={variant}
      printRoot
      className="mx-auto"
    />
  </div>
);

/** The document's box, and whether anything reaches past it. */
function paper(canvasElement: HTMLElement) {
  const article = canvasElement.querySelector('article')!;
  return { article, overflows: article.scrollWidth > article.clientWidth };
}

/**
 * A paid order's invoice on A4: the seller with its VAT and CR numbers beside the QR, the
 * bilingual title, number and date, the lines with their VAT, and the totals.
 */
export const A4Invoice: Story = {
  args: { invoice: STORY_INVOICE, variant: 'a4' },
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { article, overflows } = paper(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: /فاتورة ضريبية مبسطة\s*Simplified Tax Invoice/ }),
    ).toBeVisible();
    // The document stays Arabic and right to left whatever the app's direction.
    await expect(article).toHaveAttribute('dir', 'rtl');
    await expect(article).toHaveAttribute('data-print-root');
    // Numbers read left to right inside the Arabic.
    await expect(canvas.getByText('310122393500003')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('INV-000042')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByTestId('invoice-total')).toHaveTextContent('1,897.50 ر.س');
    await expect(within(article).getAllByRole('row')).toHaveLength(1 + 4);
    // The QR sits at the end side of the header, level with the seller.
    const qr = canvas.getByRole('img', { name: INVOICE_TEXTS.qrLabel });
    const seller = canvas.getByText(STORY_INVOICE.seller.legalNameAr);
    await expect(qr.getBoundingClientRect().right).toBeLessThan(
      seller.getBoundingClientRect().left,
    );
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(794);
    await expect(overflows).toBe(false);
  },
};

/** The credit note of a returned part: its invoice's number and the reason. */
export const A4CreditNote: Story = {
  args: { invoice: STORY_CREDIT_NOTE, variant: 'a4' },
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /إشعار دائن\s*Credit Note/ })).toBeVisible();
    await expect(canvas.getByText('رقم الإشعار')).toBeVisible();
    await expect(canvas.getByText('INV-000042')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(STORY_CREDIT_NOTE.reason!)).toBeVisible();
    await expect(canvas.getByTestId('invoice-total')).toHaveTextContent('97.75 ر.س');
  },
};

/**
 * The same invoice on an 80 mm thermal receipt: one column, the seller centred, each line's
 * quantity and unit price under its name, and the QR at the bottom.
 */
export const Receipt: Story = {
  args: { invoice: STORY_INVOICE, variant: 'receipt' },
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { article, overflows } = paper(canvasElement);
    // 80 mm at 96 px an inch.
    await expect(Math.round(article.getBoundingClientRect().width)).toBe(302);
    await expect(overflows).toBe(false);
    const qr = canvas.getByRole('img', { name: INVOICE_TEXTS.qrLabel });
    const total = canvas.getByTestId('invoice-total');
    await expect(qr.getBoundingClientRect().top).toBeGreaterThan(
      total.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByText('2 × 45.00')).toHaveAttribute('dir', 'ltr');
  },
};

/** A credit note on the receipt. */
export const ReceiptCreditNote: Story = {
  args: { invoice: STORY_CREDIT_NOTE, variant: 'receipt' },
  render,
};

/**
 * A long legal name in both languages and part names over several lines, on A4: they wrap
 * inside the page, the QR stays square beside them.
 */
export const A4LongNames: Story = {
  args: { invoice: STORY_LONG_NAMES, variant: 'a4' },
  render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(paper(canvasElement).overflows).toBe(false);
    const qr = canvas.getByRole('img', { name: INVOICE_TEXTS.qrLabel });
    const box = qr.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(box.width).toBeGreaterThanOrEqual(Number(qr.getAttribute('data-modules')) + 8);
  },
};

/** The long names on the receipt. */
export const ReceiptLongNames: Story = {
  args: { invoice: STORY_LONG_NAMES, variant: 'receipt' },
  render,
  play: async ({ canvasElement }) => {
    await expect(paper(canvasElement).overflows).toBe(false);
  },
};

/**
 * Twenty-four lines: more than an A4 page holds, so printed the table's head repeats on the
 * second page and no line is cut between pages.
 */
export const A4ManyLines: Story = {
  args: { invoice: STORY_MANY_LINES, variant: 'a4' },
  render,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement.querySelector('tbody')!).getAllByRole('row');
    await expect(rows).toHaveLength(24);
    await expect(within(canvasElement).getByTestId('invoice-total')).toHaveTextContent(
      '8,481.25 ر.س',
    );
  },
};

/** Twenty-four lines on a receipt roll. */
export const ReceiptManyLines: Story = {
  args: { invoice: STORY_MANY_LINES, variant: 'receipt' },
  render,
};
