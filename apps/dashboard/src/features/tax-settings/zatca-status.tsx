import type { ReactNode } from 'react';
import { Badge, cn, formatDate, formatNumber } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import { WarningNotice } from '../../shared/quote-terms/warning-notice';
import {
  certificateExpired,
  certificateSubjectText,
  type ZatcaEnvironment,
  type ZatcaSettings,
} from './zatca-settings.schemas';

const ENVIRONMENT_LABELS: Record<ZatcaEnvironment, MessageKey> = {
  local: 'taxSettings.zatca.env.local',
  simulation: 'taxSettings.zatca.env.simulation',
  production: 'taxSettings.zatca.env.production',
};

/**
 * Where the company stands with ZATCA: not connected (its invoices carry the phase-1 QR only), or
 * connected, with the environment, whose certificate and until when, and how many documents wait
 * to be reported and ZATCA rejected. The counts show without a connection too while some remain
 * from the last one (those queued are still reported).
 */
export function ZatcaStatus({ settings }: { settings: ZatcaSettings }) {
  const { t, lang } = useI18n();
  const { environment, certificate, reports } = settings;
  const connected = environment !== null && certificate !== null;
  const expired = certificate ? certificateExpired(certificate, new Date()) : false;
  const showCounts = connected || reports.pending > 0 || reports.rejected > 0;

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-fg">{t('taxSettings.zatca.status')}</h3>
        <Badge tone={connected ? 'success' : 'neutral'} dot>
          {t(connected ? 'taxSettings.zatca.connected' : 'taxSettings.zatca.notConnected')}
        </Badge>
      </div>
      {connected ? null : (
        <p className="text-sm leading-relaxed text-fg-muted">
          {t('taxSettings.zatca.notConnectedBody')}
        </p>
      )}
      {settings.readable ? null : (
        <WarningNotice title={t('taxSettings.zatca.unreadableTitle')}>
          {t('taxSettings.zatca.unreadableBody')}
        </WarningNotice>
      )}
      {showCounts ? (
        <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          {connected ? (
            <>
              <Fact label={t('taxSettings.zatca.environment')}>
                {t(ENVIRONMENT_LABELS[environment])}
              </Fact>
              <Fact label={t('taxSettings.zatca.validTo')}>
                <span className={cn('tabular-nums', expired && 'font-medium text-danger')}>
                  {formatDate(certificate.validTo, { locale: lang })}
                </span>
                {expired ? (
                  <Badge tone="danger" size="sm" className="ms-2">
                    {t('taxSettings.zatca.expired')}
                  </Badge>
                ) : null}
              </Fact>
              <Fact label={t('taxSettings.zatca.certificateSubject')} wide>
                <bdi dir="ltr" className="break-all font-mono text-xs">
                  {certificateSubjectText(certificate.subject)}
                </bdi>
              </Fact>
            </>
          ) : null}
          <Fact label={t('taxSettings.zatca.pending')}>
            <span className="tabular-nums">{formatNumber(reports.pending, { locale: lang })}</span>
          </Fact>
          <Fact label={t('taxSettings.zatca.rejected')}>
            <span
              className={cn('tabular-nums', reports.rejected > 0 && 'font-semibold text-danger')}
            >
              {formatNumber(reports.rejected, { locale: lang })}
            </span>
          </Fact>
        </dl>
      ) : null}
      {showCounts ? (
        <p className="text-xs leading-relaxed text-fg-muted">
          {t('taxSettings.zatca.reportsHint')}
        </p>
      ) : null}
    </div>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}
