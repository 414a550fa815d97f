import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { Role } from '@taseer/api';
import { Button, formatNumber } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { quoteTermsQueryOptions } from '../../shared/quote-terms/quote-terms-query';
import { homeReadsQuoteTerms, vatWithoutNumber } from '../../shared/quote-terms/vat-number';
import { WarningNotice } from '../../shared/quote-terms/warning-notice';

/**
 * A company whose quote terms charge VAT with no VAT number is told so on its home, with the way
 * to the screen that fixes it. Only a company reads its terms; the other roles never ask, and a
 * failed read shows nothing (the home is not about the terms).
 */
export function VatNumberWarning({ role }: { role: Role | undefined }) {
  const { t, lang } = useI18n();
  const reads = homeReadsQuoteTerms(role);
  const terms = useQuery({ ...quoteTermsQueryOptions(), enabled: reads });
  if (!reads || !terms.data || !vatWithoutNumber(terms.data)) return null;
  return (
    <WarningNotice
      titleAs="h2"
      className="mb-6"
      title={t('home.vatWithoutNumber.title')}
      action={
        <Button asChild variant="outline" size="sm">
          <Link href="/quote-settings">
            <Settings aria-hidden="true" />
            {t('home.vatWithoutNumber.action')}
          </Link>
        </Button>
      }
    >
      {t('home.vatWithoutNumber.body', {
        rate: formatNumber(terms.data.vatRatePercent, { locale: lang }),
      })}
    </WarningNotice>
  );
}
