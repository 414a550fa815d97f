import { CircleCheck } from 'lucide-react';
import { useI18n } from '../../i18n/i18n';
import { WarningNotice } from '../../shared/quote-terms/warning-notice';
import {
  missingFieldsText,
  type TaxProfileField,
} from '../../shared/tax-profile/tax-profile-query';

/**
 * Whether invoices can be issued: what the saved profile still lacks (the server's `missing`),
 * or that it is complete. The saved profile, not the boxes: invoices are issued from what is
 * stored, so a box filled but not saved is still missing.
 */
export function ProfileStatus({ missing }: { missing: readonly TaxProfileField[] }) {
  const { t } = useI18n();
  if (missing.length > 0) {
    return (
      <WarningNotice title={t('taxSettings.profile.incompleteTitle')}>
        {t('taxSettings.profile.incompleteBody', { fields: missingFieldsText(missing, t) })}
      </WarningNotice>
    );
  }
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg bg-success-soft px-4 py-3">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-semibold leading-relaxed text-success">
          {t('taxSettings.profile.completeTitle')}
        </p>
        <p className="text-sm leading-relaxed text-fg">{t('taxSettings.profile.completeBody')}</p>
      </div>
    </div>
  );
}
