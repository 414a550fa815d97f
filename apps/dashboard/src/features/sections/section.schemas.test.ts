import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { createSectionSchema, editSectionSchema } from './section.schemas';

const branchId = '3f0c2a9e-8b7d-4c1e-9a55-2d6f1b0e7c41';

describe('create section form', () => {
  it('asks a company for a name and a branch', () => {
    const schema = createSectionSchema(true);
    expect(submitForm(schema, { sectionName: 'قسم المحركات', branchId }).value).toEqual({
      sectionName: 'قسم المحركات',
      branchId,
    });
    const { errors } = submitForm(schema, { sectionName: '', branchId: '' });
    expect(errors).toEqual({
      sectionName: 'form.required',
      branchId: 'sections.validation.branchRequired',
    });
    expect(translate('ar', 'sections.validation.branchRequired')).toBe('يجب اختيار فرع');
  });

  it('asks a manager only for the name', () => {
    const result = submitForm(createSectionSchema(false), { sectionName: 'قسم الكهرباء' });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({ sectionName: 'قسم الكهرباء' });
  });

  it.each([
    ['ق', 'sections.validation.nameMin', 'يجب أن يكون الاسم أطول من حرفين'],
    [' ق ', 'sections.validation.nameMin', 'يجب أن يكون الاسم أطول من حرفين'],
    ['ق'.repeat(51), 'sections.validation.nameMax', 'يجب أن لا يتجاوز الاسم 50 حرفًا'],
  ])('rejects the name %j with %s', (name, key, arabic) => {
    const { errors } = submitForm(createSectionSchema(false), { sectionName: name });
    expect(errors.sectionName).toBe(key);
    expect(translate('ar', key as 'sections.validation.nameMin')).toBe(arabic);
  });

  it('keeps names of exactly 2 and 50 characters', () => {
    for (const name of ['قس', 'ق'.repeat(50)]) {
      expect(submitForm(createSectionSchema(false), { sectionName: name }).status).toBe('success');
    }
  });
});

describe('edit section form', () => {
  it('accepts an empty form and sends nothing empty', () => {
    const result = submitForm(editSectionSchema(true), { sectionName: '', branchId: '' });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({});
  });

  it('keeps the name rules for a name that was typed', () => {
    expect(submitForm(editSectionSchema(true), { sectionName: 'ق' }).errors.sectionName).toBe(
      'sections.validation.nameMin',
    );
  });

  it('does not take a branch from a role that cannot choose one', () => {
    expect(submitForm(editSectionSchema(false), { branchId }).status).toBe('error');
    expect(submitForm(editSectionSchema(true), { branchId }).value).toEqual({ branchId });
  });
});
