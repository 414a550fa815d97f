import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TaxInvoiceTexts } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { loadCatalogue } from '../../i18n/translate';
import { invoiceTexts } from './invoice-views';

/**
 * The document's labels, which print in Arabic and English whatever the reader's language: the
 * English catalogue, fetched only when a reader chooses English, is fetched here too (once; a
 * failed fetch is tried again on retry). Null until it has arrived.
 */
export function useInvoiceTexts() {
  const { t } = useI18n();
  const english = useQuery({
    queryKey: ['catalogue', 'en'],
    queryFn: async () => {
      await loadCatalogue('en');
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const qrLabel = t('invoices.document.qrLabel');
  const texts = useMemo<TaxInvoiceTexts | null>(
    () => (english.data ? invoiceTexts(qrLabel) : null),
    [english.data, qrLabel],
  );
  return { texts, failed: english.isError, retry: () => void english.refetch() };
}
