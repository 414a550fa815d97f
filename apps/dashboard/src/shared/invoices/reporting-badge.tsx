import { TaxReportingBadge } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { REPORTING_LABELS, type ReportingStatus } from './invoice-views';

/** How ZATCA took a stamped document: waiting to be reported, reported (with warnings), rejected. */
export function ReportingBadge({ status }: { status: ReportingStatus }) {
  const { t } = useI18n();
  return <TaxReportingBadge status={status} label={t(REPORTING_LABELS[status])} />;
}
