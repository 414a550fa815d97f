import type { Company } from '@taseer/api';
import type { CompanyChanges } from './api/update-company';
import type { EditCompanyValues } from './company.schemas';

/**
 * What the edit form sends: the fields filled in that differ from the saved company. Empty boxes
 * are never sent (specification, section 5), and neither is what was left as it was, so saving
 * an untouched field cannot trip over its own uniqueness check.
 */
export function companyChanges(company: Company, values: EditCompanyValues): CompanyChanges {
  const changes: CompanyChanges = {};
  const differs = (value: string | undefined, saved: string | null | undefined) =>
    value !== undefined && value !== (saved ?? '').trim();

  if (differs(values.username, company.username)) changes.username = values.username;
  if (differs(values.email, company.email)) changes.email = values.email;
  if (differs(values.description, company.description)) changes.description = values.description;
  if (
    values.defaultEmployeeCost !== undefined &&
    Number(values.defaultEmployeeCost) !== company.defaultEmployeeCost
  ) {
    changes.defaultEmployeeCost = values.defaultEmployeeCost;
  }
  if (values.phone !== undefined) {
    const dialCode = values.dialCode ?? company.phone.dialCode;
    if (values.phone !== company.phone.number || dialCode !== company.phone.dialCode) {
      changes.phone = { dialCode, number: values.phone };
    }
  }
  if (values.image !== undefined && values.image.size > 0) changes.image = values.image;
  return changes;
}
