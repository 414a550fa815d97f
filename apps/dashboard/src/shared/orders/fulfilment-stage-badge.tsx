import type { FulfilmentStage } from '@taseer/api';
import { Badge, type BadgeTone } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { STAGE_LABELS } from './fulfilment-stages';

/**
 * Under way in violet, waiting for the customer at the branch in amber, handed over in green,
 * returned in red; an accepted order nobody started is neutral.
 */
const STAGE_TONES: Record<FulfilmentStage, BadgeTone> = {
  preparing: 'primary',
  ready_for_pickup: 'warning',
  out_for_delivery: 'primary',
  delivered: 'success',
  returned: 'danger',
};

/** Where an accepted order's handover is, in a list row or beside its title. */
export function FulfilmentStageBadge({ stage }: { stage: FulfilmentStage | null }) {
  const { t } = useI18n();
  if (stage === null) {
    return (
      <Badge tone="neutral" dot data-stage="none">
        {t('fulfilment.stage.none')}
      </Badge>
    );
  }
  return (
    <Badge tone={STAGE_TONES[stage]} dot data-stage={stage}>
      {t(STAGE_LABELS[stage])}
    </Badge>
  );
}
