import { useMemo } from 'react';
import type { CodeSamplesTexts, RoutingPlacesTexts } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/** The design system's bot connection texts from the catalogue, in the reader's language. */
export function useBotConnectionTexts(): { places: RoutingPlacesTexts; samples: CodeSamplesTexts } {
  const { t } = useI18n();
  return useMemo(() => {
    const copy = {
      copied: t('botConnection.copied'),
      copyFailed: t('botConnection.copyFailed'),
    };
    return {
      places: {
        ...copy,
        label: t('botConnection.places.title'),
        branchId: t('botConnection.places.branchId'),
        sectionId: t('botConnection.places.sectionId'),
        defaultSection: t('botConnection.places.default'),
        noSections: t('botConnection.places.noSections'),
        noBranches: t('botConnection.places.noBranches'),
        copyOf: (name) => t('botConnection.places.copyOf', { name }),
      },
      samples: {
        ...copy,
        label: t('botConnection.samples.language'),
        copyOf: (name) => t('botConnection.samples.copyOf', { name }),
      },
    };
  }, [t]);
}
