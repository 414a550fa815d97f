import { Printer } from 'lucide-react';
import { Button, type TaxInvoiceVariant } from '@taseer/ui';
import type { InvoiceTexts } from './invoice-texts';

/** Prints the invoice's A4 page or its 80 mm receipt. */
export function PrintButtons({
  texts,
  onPrint,
}: {
  texts: InvoiceTexts;
  onPrint: (variant: TaxInvoiceVariant) => void;
}) {
  return (
    <>
      <Button variant="outline" icon={<Printer aria-hidden="true" />} onClick={() => onPrint('a4')}>
        {texts.print}
      </Button>
      <Button variant="outline" onClick={() => onPrint('receipt')}>
        {texts.printReceipt}
      </Button>
    </>
  );
}
