import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useQuery } from '@tanstack/react-query';
import type { Section } from '@taseer/api';
import { toast } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { FormModal } from '../../shared/forms/form-modal';
import { SelectField, TextField } from '../../shared/forms/form-fields';
import { hasChanges } from '../../shared/forms/changes';
import { sectionFormOptionsQueryOptions } from './api/list-sections';
import { useCreateSection, useUpdateSection } from './api/section-mutations';
import { sectionChanges } from './section-changes';
import {
  createSectionSchema,
  editSectionSchema,
  SECTION_FORM_FIELDS,
  SECTION_NAME_MAX,
} from './section.schemas';
import { useServerFieldErrors } from '../../shared/forms/server-field-errors';

interface SectionFormModalProps {
  section?: Section;
  /** `can(role, 'branch.choose')`: a company picks the branch, a manager's is its own. */
  choosesBranch: boolean;
  onClose: () => void;
}

/** Add ('إضافة قسم') or edit ('تعديل القسم') a section: its name and, for a company, its branch. */
export function SectionFormModal({ section, choosesBranch, onClose }: SectionFormModalProps) {
  const { t } = useI18n();
  const { lastResult, failed } = useServerFieldErrors(SECTION_FORM_FIELDS);
  const create = useCreateSection();
  const update = useUpdateSection();
  const branches = useQuery({ ...sectionFormOptionsQueryOptions(), enabled: choosesBranch });
  const schema = section ? editSectionSchema(choosesBranch) : createSectionSchema(choosesBranch);

  const [form, fields] = useForm({
    id: section ? `edit-section-${section._id}` : 'add-section',
    lastResult,
    defaultValue: {
      sectionName: section?.sectionName ?? '',
      branchId: choosesBranch ? (section?.branchId ?? '') : undefined,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const done = (messageKey: 'sections.created' | 'sections.updated') => ({
        onSuccess: () => {
          toast.success(t(messageKey));
          onClose();
        },
        onError: failed(submission),
      });
      if (!section) {
        const values = createSectionSchema(choosesBranch).parse(submission.value);
        create.mutate(values, done('sections.created'));
        return;
      }
      const changes = sectionChanges(
        section,
        editSectionSchema(choosesBranch).parse(submission.value),
      );
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate({ id: section._id, changes }, done('sections.updated'));
    },
  });

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(section ? 'sections.edit' : 'sections.add')}
      formId={form.id}
      pending={create.isPending || update.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField
          meta={fields.sectionName}
          label={t('sections.field.name')}
          required={!section}
          maxLength={SECTION_NAME_MAX}
        />
        {choosesBranch ? (
          <SelectField
            meta={fields.branchId}
            label={t('sections.field.branch')}
            options={branches.data?.branchOptions ?? []}
            required={!section}
            disabled={branches.isPending}
          />
        ) : null}
      </form>
    </FormModal>
  );
}
