import type { ChartPeriod } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/** The periods' names in the chosen language (the selector's defaults are Arabic only). */
export function usePeriodLabels(): Record<ChartPeriod, string> {
  const { t } = useI18n();
  return {
    daily: t('stats.period.daily'),
    monthly: t('stats.period.monthly'),
    yearly: t('stats.period.yearly'),
  };
}
