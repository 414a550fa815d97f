/**
 * The print rules of the tax invoice, as a CSS string for pages that inject their own styles, and
 * as `InvoicePrintStyles` for React pages.
 *
 * - Paper: `TaxInvoiceDocument` says its variant in `data-invoice-page`; each variant prints on a
 *   named page, A4 with 12 mm margins, or 80 mm roll paper with 4 mm margins. Named pages leave
 *   the rest of the app's printing alone. A roll has no page length in CSS (`size: 80mm auto`
 *   is not valid, and Chromium then falls back to the printer's default paper, A4 or Letter), so
 *   the receipt asks for 80 × 297 mm, the roll paper thermal printer drivers offer by default;
 *   their "reduce blank paper" setting trims what the receipt leaves blank, and a longer
 *   receipt goes on over a second length of the roll.
 * - Only the document: when an element on the page carries `data-print-root` (the document's
 *   `printRoot` prop, or any wrapper the app marks), everything that neither is, holds nor sits
 *   inside a print root is left out, and the boxes holding it lose their own layout (heights,
 *   scrolling, padding, shadows), so an app shell prints the invoice alone from the page's top,
 *   over as many pages as it takes. Several print roots print one after the other, each from a
 *   new page. Without a marker the page prints as it would anyway.
 *
 * Chromium, Edge, Firefox 121+ and Safari 15.4+ read `:has()`; Safari does not read named pages
 * and prints on the paper chosen in its dialog.
 */
export const INVOICE_PRINT_CSS = `
@page taseer-invoice-a4 { size: A4 portrait; margin: 12mm; }
@page taseer-invoice-receipt { size: 80mm 297mm; margin: 4mm; }
@media print {
  [data-invoice-page="a4"] { page: taseer-invoice-a4; }
  [data-invoice-page="receipt"] { page: taseer-invoice-receipt; }
  body:has([data-print-root]) *:not([data-print-root], [data-print-root] *, :has([data-print-root])) {
    display: none !important;
  }
  html:has([data-print-root]), body:has([data-print-root]),
  body:has([data-print-root]) :has([data-print-root]) {
    display: block !important;
    position: static !important;
    width: auto !important;
    height: auto !important;
    min-height: 0 !important;
    max-height: none !important;
    overflow: visible !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    box-shadow: none !important;
    transform: none !important;
    background: #ffffff !important;
  }
  [data-print-root] ~ [data-print-root] { break-before: page; }
}
`;

/**
 * Puts the invoice's print rules on the page (see `INVOICE_PRINT_CSS`); render it once wherever a
 * tax invoice may be printed, beside or inside the page that shows it.
 */
export function InvoicePrintStyles() {
  return <style>{INVOICE_PRINT_CSS}</style>;
}
