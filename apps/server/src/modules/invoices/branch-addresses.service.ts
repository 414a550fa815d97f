import { inTransaction } from '../../db/transaction.js';
import { AppError, type FieldError } from '../../errors.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import { type AuditField, lockAuditedRecord, recordFieldChanges } from '../audit/index.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import {
  branchAddressOf,
  branchAddressesOf,
  deleteBranchAddress,
  type NationalAddressParts,
  saveBranchAddress,
} from './branch-addresses.repository.js';
import { companyBranchName } from './tax-profile.repository.js';
import { addressDigitErrors, type TaxProfileDeps } from './tax-profile.service.js';

const PARTS = [
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
  'additionalNumber',
] as const;

const REQUIRED: Record<(typeof PARTS)[number], string> = {
  buildingNumber: 'رقم المبنى مطلوب',
  street: 'اسم الشارع مطلوب',
  district: 'اسم الحي مطلوب',
  city: 'اسم المدينة مطلوب',
  postalCode: 'الرمز البريدي مطلوب',
  additionalNumber: 'الرقم الإضافي مطلوب',
};

export async function listBranchAddresses(
  { db }: TaxProfileDeps,
  auth: AuthContext,
): Promise<Reply<'listBranchAddresses'>> {
  return { branches: await branchAddressesOf(db, companyIdOf(auth)) };
}

/** Every part trimmed and present, the digit parts as ZATCA wants them; else 400 per field. */
function checkedAddress(input: Body<'setBranchAddress'>): NationalAddressParts {
  const address: NationalAddressParts = {
    buildingNumber: input.buildingNumber.trim(),
    street: input.street.trim(),
    district: input.district.trim(),
    city: input.city.trim(),
    postalCode: input.postalCode.trim(),
    additionalNumber: input.additionalNumber.trim(),
  };
  const missing = PARTS.filter((part) => address[part] === '');
  const errors: FieldError[] = [
    ...missing.map((part) => ({ field: part, message: REQUIRED[part] })),
    // A missing part is said once, as missing.
    ...addressDigitErrors(
      {
        buildingNumber: address.buildingNumber || null,
        postalCode: address.postalCode || null,
        additionalNumber: address.additionalNumber || null,
      },
      '',
    ),
  ];
  if (errors.length > 0) {
    const message =
      errors.length === 1 && errors[0] ? errors[0].message : 'العنوان الوطني غير صالح';
    throw new AppError('VALIDATION_FAILED', { message, errors });
  }
  return address;
}

function audited(address: NationalAddressParts | null): AuditField[] {
  return PARTS.map((part) => ({ field: part, format: 'text', value: address?.[part] ?? null }));
}

/** Gives a branch its own address, or (with null) lets it carry the company's again. */
async function changeBranchAddress(
  { db, clock }: TaxProfileDeps,
  auth: AuthContext,
  branchId: string,
  next: NationalAddressParts | null,
): Promise<Reply<'setBranchAddress'>> {
  const companyId = companyIdOf(auth);
  return inTransaction(db, async (tx) => {
    const branchName = await companyBranchName(tx, companyId, branchId);
    if (branchName === null) throw new AppError('BRANCH_NOT_FOUND');
    await lockAuditedRecord(tx, `branch_tax_address:${branchId}`);
    const before = await branchAddressOf(tx, companyId, branchId);
    const now = clock.now();
    if (next) await saveBranchAddress(tx, companyId, branchId, next, now);
    else await deleteBranchAddress(tx, companyId, branchId);
    await recordFieldChanges(tx, {
      companyId,
      action: 'tax_profile.updated',
      actor: auth,
      target: { type: 'branch', id: branchId, label: branchName },
      before: audited(before),
      after: audited(next),
      now,
    });
    return {
      message: next
        ? 'تم الحفظ: تحمل فواتير هذا الفرع عنوانه'
        : 'تم الحفظ: تحمل فواتير هذا الفرع عنوان الشركة',
      branch: { branchId, branchName, address: next },
    };
  });
}

export function setBranchAddress(
  deps: TaxProfileDeps,
  auth: AuthContext,
  branchId: string,
  input: Body<'setBranchAddress'>,
): Promise<Reply<'setBranchAddress'>> {
  return changeBranchAddress(deps, auth, branchId, checkedAddress(input));
}

export function removeBranchAddress(
  deps: TaxProfileDeps,
  auth: AuthContext,
  branchId: string,
): Promise<Reply<'removeBranchAddress'>> {
  return changeBranchAddress(deps, auth, branchId, null);
}
