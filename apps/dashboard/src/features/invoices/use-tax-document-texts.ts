import { useMemo } from 'react';
import type { TaxDocumentTableTexts } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { KIND_LABELS, REPORTING_LABELS } from '../../shared/invoices/invoice-views';

/** The design system's invoices-table texts from the catalogue, in the reader's language. */
export function useTaxDocumentTexts(): TaxDocumentTableTexts {
  const { t } = useI18n();
  return useMemo(
    () => ({
      columns: {
        number: t('invoices.column.number'),
        reporting: t('invoices.column.reporting'),
        issuedAt: t('invoices.column.issuedAt'),
        order: t('invoices.column.order'),
        branch: t('invoices.column.branch'),
        buyer: t('invoices.column.buyer'),
        vat: t('invoices.column.vat'),
        total: t('invoices.column.total'),
      },
      kind: { invoice: t(KIND_LABELS.invoice), credit_note: t(KIND_LABELS.credit_note) },
      corrects: t('invoices.column.corrects'),
      reporting: {
        pending: t(REPORTING_LABELS.pending),
        reported: t(REPORTING_LABELS.reported),
        reported_with_warnings: t(REPORTING_LABELS.reported_with_warnings),
        rejected: t(REPORTING_LABELS.rejected),
      },
      notReported: t('invoices.reporting.none'),
      orderDeleted: t('invoices.orderDeleted'),
      buyerUnnamed: t('invoices.buyerUnnamed'),
    }),
    [t],
  );
}
