import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/ar';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { previewSchema, questionSchema, taskSchema } from './ai.schemas';

const pair = { title: 'ساعات العمل', question: 'متى تفتحون؟', answer: 'من 9 صباحًا حتى 10 مساءً' };

describe('task form', () => {
  it('keeps the task trimmed', () => {
    expect(submitForm(taskSchema, { content: '  اطلب رقم الهيكل  ' }).value).toEqual({
      content: 'اطلب رقم الهيكل',
    });
  });

  it.each(['', '   '])('asks for the text when it is %j', (content) => {
    expect(submitForm(taskSchema, { content }).errors.content).toBe('ai.validation.taskRequired');
    expect(translate('ar', 'ai.validation.taskRequired')).toBe('اكتب نص المهمة');
  });

  it('takes 1000 characters and refuses 1001', () => {
    expect(submitForm(taskSchema, { content: 'م'.repeat(1000) }).status).toBe('success');
    expect(submitForm(taskSchema, { content: 'م'.repeat(1001) }).errors.content).toBe(
      'ai.validation.taskMax',
    );
    expect(translate('ar', 'ai.validation.taskMax')).toBe('يجب ألا تتجاوز المهمة 1000 حرف');
  });
});

describe('question and answer form', () => {
  it('accepts a complete pair', () => {
    expect(submitForm(questionSchema, pair)).toMatchObject({ status: 'success', value: pair });
  });

  it('names each missing part', () => {
    const { errors } = submitForm(questionSchema, { title: '', question: ' ', answer: '' });
    expect(errors).toEqual({
      title: 'ai.validation.titleRequired',
      question: 'ai.validation.questionRequired',
      answer: 'ai.validation.answerRequired',
    });
    expect(translate('ar', 'ai.validation.titleRequired')).toBe('العنوان مطلوب');
    expect(translate('ar', 'ai.validation.questionRequired')).toBe('السؤال مطلوب');
    expect(translate('ar', 'ai.validation.answerRequired')).toBe('الجواب مطلوب');
  });

  it.each([
    ['title', 100, 'ai.validation.titleMax', 'يجب ألا يتجاوز العنوان 100 حرف'],
    ['question', 500, 'ai.validation.questionMax', 'يجب ألا يتجاوز السؤال 500 حرف'],
    ['answer', 2000, 'ai.validation.answerMax', 'يجب ألا يتجاوز الجواب 2000 حرف'],
  ])('%s takes %i characters, not one more', (field, max, key, arabic) => {
    expect(submitForm(questionSchema, { ...pair, [field]: 'س'.repeat(max) }).status).toBe(
      'success',
    );
    expect(
      submitForm(questionSchema, { ...pair, [field]: 'س'.repeat(max + 1) }).errors[field],
    ).toBe(key);
    expect(translate('ar', key as MessageKey)).toBe(arabic);
  });
});

describe('preview question', () => {
  it('asks for the question, then takes up to 500 characters', () => {
    expect(submitForm(previewSchema, { question: ' ' }).errors.question).toBe(
      'ai.validation.previewRequired',
    );
    expect(translate('ar', 'ai.validation.previewRequired')).toBe('اكتب سؤال العميل');
    expect(submitForm(previewSchema, { question: 'س'.repeat(500) }).status).toBe('success');
    expect(submitForm(previewSchema, { question: 'س'.repeat(501) }).errors.question).toBe(
      'ai.validation.questionMax',
    );
  });
});
