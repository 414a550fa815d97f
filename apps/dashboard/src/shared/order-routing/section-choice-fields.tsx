import { Field, Select } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { SectionChoice } from './use-section-choice';

/** The branch (a company's choice) and section boxes of a section choice, side by side. */
export function SectionChoiceFields({ choice }: { choice: SectionChoice }) {
  const { t } = useI18n();
  const sectionEmpty = choice.sectionWaits ? t('routing.sectionWaits') : t('routing.noSections');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {choice.choosesBranch ? (
        <Field label={t('routing.branch')}>
          <Select
            options={choice.branchOptions}
            value={choice.branchId}
            onValueChange={choice.chooseBranch}
            placeholder={t('form.selectPlaceholder')}
            emptyText={t('form.selectEmpty')}
            disabled={choice.loading && choice.branchOptions.length === 0}
          />
        </Field>
      ) : null}
      <Field label={t('routing.section')}>
        <Select
          options={choice.sectionWaits ? [] : choice.sectionOptions}
          value={choice.sectionId}
          onValueChange={choice.chooseSection}
          placeholder={t('form.selectPlaceholder')}
          emptyText={sectionEmpty}
          disabled={choice.sectionWaits || choice.sectionOptions.length === 0}
        />
      </Field>
    </div>
  );
}
