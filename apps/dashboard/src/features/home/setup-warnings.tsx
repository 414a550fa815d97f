import { useQuery } from '@tanstack/react-query';
import { CreditCard, Landmark, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Role } from '@taseer/api';
import { Button, formatNumber } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import {
  homeReadsPaymentSettings,
  offersNoPayment,
  paymentSettingsQueryOptions,
} from '../../shared/payment-settings/payment-settings-query';
import { quoteTermsQueryOptions } from '../../shared/quote-terms/quote-terms-query';
import { homeReadsQuoteTerms, vatWithoutNumber } from '../../shared/quote-terms/vat-number';
import { WarningNotice } from '../../shared/quote-terms/warning-notice';
import {
  homeReadsTaxProfile,
  missingFieldsText,
  taxProfileIncomplete,
  taxProfileQueryOptions,
} from '../../shared/tax-profile/tax-profile-query';

interface SetupGap {
  key: string;
  title: string;
  body: string;
  action: ReactNode;
}

/**
 * What a company still has to set up, on its home: VAT charged without a VAT number, a tax profile
 * lacking what its invoices need (once the VAT number is there), no way for customers to pay. One gap is told in full; two or
 * more share one notice, a line each, so the home's chart still starts on a phone's first screen.
 * Only a company reads its settings; a failed read shows nothing (the home is not about them).
 */
export function SetupWarnings({ role }: { role: Role | undefined }) {
  const { t, lang } = useI18n();
  const readsTerms = homeReadsQuoteTerms(role);
  const readsPayments = homeReadsPaymentSettings(role);
  const terms = useQuery({ ...quoteTermsQueryOptions(), enabled: readsTerms });
  const payments = useQuery({ ...paymentSettingsQueryOptions(), enabled: readsPayments });
  const readsTaxProfile = homeReadsTaxProfile(role);
  const taxProfile = useQuery({ ...taxProfileQueryOptions(), enabled: readsTaxProfile });

  const gaps: SetupGap[] = [];
  const vatMissing = readsTerms && terms.data !== undefined && vatWithoutNumber(terms.data);
  if (vatMissing && terms.data) {
    gaps.push({
      key: 'vat',
      title: t('home.vatWithoutNumber.title'),
      body: t('home.vatWithoutNumber.body', {
        rate: formatNumber(terms.data.vatRateBasisPoints / 100, { locale: lang }),
      }),
      action: (
        <Button asChild variant="outline" size="sm">
          <Link href="/quote-settings">
            <Settings aria-hidden="true" />
            {t('home.vatWithoutNumber.action')}
          </Link>
        </Button>
      ),
    });
  }
  // The VAT number first, then the rest of the profile: its own gap would repeat the VAT number's
  // and push the home's chart off a phone's first screen.
  if (
    !vatMissing &&
    readsTaxProfile &&
    taxProfile.data &&
    terms.data &&
    taxProfileIncomplete(taxProfile.data, terms.data)
  ) {
    gaps.push({
      key: 'taxProfile',
      title: t('taxSettings.home.title'),
      body: t('taxSettings.home.body', { fields: missingFieldsText(taxProfile.data.missing, t) }),
      action: (
        <Button asChild variant="outline" size="sm">
          <Link href="/tax-settings">
            <Landmark aria-hidden="true" />
            {t('taxSettings.home.action')}
          </Link>
        </Button>
      ),
    });
  }
  if (readsPayments && payments.data && offersNoPayment(payments.data)) {
    gaps.push({
      key: 'payment',
      title: t('home.paymentSetup.title'),
      body: t('home.paymentSetup.body'),
      action: (
        <Button asChild variant="outline" size="sm">
          <Link href="/payment-settings">
            <CreditCard aria-hidden="true" />
            {t('home.paymentSetup.action')}
          </Link>
        </Button>
      ),
    });
  }

  const [only] = gaps;
  if (!only) return null;
  if (gaps.length === 1) {
    return (
      <WarningNotice titleAs="h2" className="mb-6" title={only.title} action={only.action}>
        {only.body}
      </WarningNotice>
    );
  }
  return (
    <WarningNotice titleAs="h2" className="mb-6" title={t('home.setup.title')}>
      <ul className="flex flex-col gap-2">
        {gaps.map((gap) => (
          <li key={gap.key} className="flex flex-wrap items-center justify-between gap-2">
            <span>{gap.title}</span>
            {gap.action}
          </li>
        ))}
      </ul>
    </WarningNotice>
  );
}
