import { Badge } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { REPORTING_BADGES, type ReportingStatus } from './invoice-views';

/** How ZATCA took a stamped document: waiting to be reported, reported (with warnings), rejected. */
export function ReportingBadge({ status }: { status: ReportingStatus }) {
  const { t } = useI18n();
  const badge = REPORTING_BADGES[status];
  return (
    <Badge tone={badge.tone} size="sm" data-status={status}>
      {t(badge.label)}
    </Badge>
  );
}
