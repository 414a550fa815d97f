import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import type { Role } from '@taseer/api';
import { Button } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import {
  homeReadsPaymentSettings,
  offersNoPayment,
  paymentSettingsQueryOptions,
} from '../../shared/payment-settings/payment-settings-query';
import { WarningNotice } from '../../shared/quote-terms/warning-notice';

/**
 * A company that offers its customers no way to pay is told so on its home, with the way to the
 * screen that sets it up: its customers accept quotes and see no payment step. Only a company
 * reads its payment settings; the other roles never ask, and a failed read shows nothing (the
 * home is not about payments).
 */
export function PaymentSetupWarning({ role }: { role: Role | undefined }) {
  const { t } = useI18n();
  const reads = homeReadsPaymentSettings(role);
  const settings = useQuery({ ...paymentSettingsQueryOptions(), enabled: reads });
  if (!reads || !settings.data || !offersNoPayment(settings.data)) return null;
  return (
    <WarningNotice
      titleAs="h2"
      className="mb-6"
      title={t('home.paymentSetup.title')}
      action={
        <Button asChild variant="outline" size="sm">
          <Link href="/payment-settings">
            <CreditCard aria-hidden="true" />
            {t('home.paymentSetup.action')}
          </Link>
        </Button>
      }
    >
      {t('home.paymentSetup.body')}
    </WarningNotice>
  );
}
