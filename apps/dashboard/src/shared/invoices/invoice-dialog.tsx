import { Printer, ReceiptText } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  Button,
  Modal,
  ModalClose,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TaxInvoiceDocument,
  useMediaQuery,
  type TaxInvoiceTexts,
  type TaxInvoiceVariant,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { invoiceView, KIND_LABELS, type TaxDocument } from './invoice-views';

/** Below the data table's breakpoint: a phone, where the receipt fits and A4 scrolls sideways. */
const PHONE = '(max-width: 47.98rem)';

const VARIANTS: readonly TaxInvoiceVariant[] = ['a4', 'receipt'];

interface InvoiceDialogProps {
  document: TaxDocument;
  texts: TaxInvoiceTexts;
  /** The shown document is what the page prints (Ctrl+P too), unless a print copy is under way. */
  printRoot: boolean;
  onPrint: (variant: TaxInvoiceVariant) => void;
  onClose: () => void;
}

/**
 * «عرض»: the document as it prints, on A4 or the 80 mm receipt (the receipt first on a phone,
 * where A4 scrolls sideways), with both prints at hand.
 */
export function InvoiceDialog({
  document,
  texts,
  printRoot,
  onPrint,
  onClose,
}: InvoiceDialogProps) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE);
  const [variant, setVariant] = useState<TaxInvoiceVariant>(phone ? 'receipt' : 'a4');
  const view = useMemo(() => invoiceView(document), [document]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={t('invoices.dialog.title', {
        kind: t(KIND_LABELS[document.kind]),
        // Isolated: the number keeps its order in an Arabic title.
        number: `\u2066${document.number}\u2069`,
      })}
      closeLabel={t('form.close')}
      footer={
        <>
          <Button
            variant="outline"
            icon={<Printer aria-hidden="true" />}
            onClick={() => onPrint('a4')}
          >
            {t('invoices.printA4')}
          </Button>
          <Button
            variant="outline"
            icon={<ReceiptText aria-hidden="true" />}
            onClick={() => onPrint('receipt')}
          >
            {t('invoices.printReceipt')}
          </Button>
          <ModalClose asChild>
            <Button variant="ghost">{t('form.close')}</Button>
          </ModalClose>
        </>
      }
    >
      <Tabs
        value={variant}
        onValueChange={(next) => setVariant(next === 'receipt' ? 'receipt' : 'a4')}
        className="gap-4"
      >
        <TabsList aria-label={t('invoices.dialog.paper')}>
          {VARIANTS.map((each) => (
            <TabsTrigger key={each} value={each}>
              {t(each === 'a4' ? 'invoices.dialog.a4' : 'invoices.dialog.receipt')}
            </TabsTrigger>
          ))}
        </TabsList>
        {VARIANTS.map((each) => (
          <TabsContent
            key={each}
            value={each}
            // Its content does not widen the dialog (an A4 sheet on a phone): it scrolls sideways.
            className="overflow-x-auto rounded-lg bg-surface-muted p-3 [contain:inline-size] sm:p-5"
          >
            <TaxInvoiceDocument
              invoice={view}
              texts={texts}
              variant={each}
              printRoot={printRoot}
              // A4 keeps its paper's width on a phone (scrolled sideways), none of it when printed.
              className={each === 'a4' ? 'mx-auto min-w-[210mm] print:min-w-0' : 'mx-auto'}
            />
          </TabsContent>
        ))}
      </Tabs>
    </Modal>
  );
}
