import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { createBranchSchema, editBranchSchema, targetMinutesOf } from './branch.schemas';

const managerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const validBranch = {
  branchName: 'فرع العليا',
  managerId,
  address: 'حي العليا، الرياض',
  firstQuoteTargetMinutes: '30',
};

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
      firstQuoteTargetMinutes: '30',
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
    expect(
      submitForm(editBranchSchema, {
        branchName: 'فرع الملز',
        address: 'الملز',
        firstQuoteTargetMinutes: '45',
      }).status,
    ).toBe('success');
    const { errors } = submitForm(editBranchSchema, {
      branchName: '',
      address: '',
      firstQuoteTargetMinutes: '45',
    });
    expect(errors).toEqual({
      branchName: 'branches.validation.nameRequired',
      address: 'branches.validation.addressRequired',
    });
  });

  it('stops the name at 50 characters with "يجب ألا يتجاوز 50 حرفًا"', () => {
    const { errors } = submitForm(editBranchSchema, {
      branchName: 'ف'.repeat(51),
      address: 'الملز',
      firstQuoteTargetMinutes: '30',
    });
    expect(errors.branchName).toBe('form.max50');
    expect(translate('ar', 'form.max50')).toBe('يجب ألا يتجاوز 50 حرفًا');
  });
});

describe('first-quote target', () => {
  it('takes 5 to 1440 whole minutes, in either digits', () => {
    expect(targetMinutesOf('5')).toBe(5);
    expect(targetMinutesOf(' 1440 ')).toBe(1440);
    expect(targetMinutesOf('٤٥')).toBe(45);
    for (const wrong of ['', '4', '1441', '30.5', '-10', 'ثلاثون', '00030']) {
      expect(targetMinutesOf(wrong), wrong).toBeNull();
    }
  });

  it('says the range under the box when it is empty or out of it', () => {
    for (const firstQuoteTargetMinutes of ['', '2', '2000']) {
      const { errors } = submitForm(editBranchSchema, {
        branchName: 'فرع الملز',
        address: 'الملز',
        firstQuoteTargetMinutes,
      });
      expect(errors).toEqual({ firstQuoteTargetMinutes: 'branchHours.validation.target' });
    }
    expect(translate('ar', 'branchHours.validation.target')).toBe('أدخل عدد الدقائق من 5 إلى 1440');
  });
});
