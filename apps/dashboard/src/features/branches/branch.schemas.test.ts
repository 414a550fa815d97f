import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { createBranchSchema, editBranchSchema } from './branch.schemas';

const managerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const validBranch = { branchName: 'فرع العليا', managerId, address: 'حي العليا، الرياض' };

describe('create branch form', () => {
  it('accepts a named branch with a manager and an address', () => {
    const result = submitForm(createBranchSchema, validBranch);
    expect(result.status).toBe('success');
    expect(result.value).toEqual(validBranch);
  });

  it('names each missing field with the specification message', () => {
    const { errors } = submitForm(createBranchSchema, {
      branchName: '',
      managerId: '',
      address: ' ',
    });
    expect(errors).toEqual({
      branchName: 'branches.validation.nameRequired',
      managerId: 'branches.validation.managerRequired',
      address: 'branches.validation.addressRequired',
    });
    expect(translate('ar', 'branches.validation.nameRequired')).toBe('اسم الفرع مطلوب');
    expect(translate('ar', 'branches.validation.managerRequired')).toBe('المدير مطلوب');
    expect(translate('ar', 'branches.validation.addressRequired')).toBe('العنوان مطلوب');
  });

  it('stops the name and the address at 50 characters', () => {
    const { errors } = submitForm(createBranchSchema, {
      ...validBranch,
      branchName: 'ف'.repeat(51),
      address: 'ع'.repeat(51),
    });
    expect(errors).toEqual({ branchName: 'form.max50', address: 'form.max50' });
    expect(
      submitForm(createBranchSchema, {
        ...validBranch,
        branchName: 'ف'.repeat(50),
        address: 'ع'.repeat(50),
      }).status,
    ).toBe('success');
  });
});

describe('edit branch form', () => {
  it('keeps name and address required but not the manager', () => {
    expect(submitForm(editBranchSchema, { branchName: 'فرع الملز', address: 'الملز' }).status).toBe(
      'success',
    );
    const { errors } = submitForm(editBranchSchema, { branchName: '', address: '' });
    expect(errors).toEqual({
      branchName: 'branches.validation.nameRequired',
      address: 'branches.validation.addressRequired',
    });
  });

  it('stops the name at 50 characters with "يجب ألا يتجاوز 50 حرفًا"', () => {
    const { errors } = submitForm(editBranchSchema, {
      branchName: 'ف'.repeat(51),
      address: 'الملز',
    });
    expect(errors.branchName).toBe('form.max50');
    expect(translate('ar', 'form.max50')).toBe('يجب ألا يتجاوز 50 حرفًا');
  });
});
