import type { Section } from '@taseer/api';
import type { SectionFields } from './api/section-mutations';
import type { EditSectionValues } from './section.schemas';

/**
 * What the section edit sends (specification, section 5): a name only when one was typed, a
 * branch only when one was chosen; and neither when it is what the section already has.
 */
export function sectionChanges(section: Section, values: EditSectionValues): SectionFields {
  const changes: SectionFields = {};
  if (values.sectionName && values.sectionName !== section.sectionName) {
    changes.sectionName = values.sectionName;
  }
  if (values.branchId && values.branchId !== section.branchId) changes.branchId = values.branchId;
  return changes;
}
