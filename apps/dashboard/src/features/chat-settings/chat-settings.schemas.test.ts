import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import {
  chatMessageHintKey,
  chatSettingChanges,
  chatSettingsSchema,
} from './chat-settings.schemas';

const saved = {
  welcomeMessage: 'أهلًا بك في متجرنا',
  closeMessage: 'شكرًا لتواصلك معنا',
  ratingMessage: '',
};

describe('chat settings form', () => {
  it('accepts three messages, trimmed, and empty ones', () => {
    const result = submitForm(chatSettingsSchema, {
      welcomeMessage: '  مرحبًا  ',
      closeMessage: '',
      ratingMessage: 'قيّم خدمتنا',
    });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({ welcomeMessage: 'مرحبًا', ratingMessage: 'قيّم خدمتنا' });
  });

  it.each([
    [
      'welcomeMessage',
      'chatSettings.validation.welcomeMax',
      'يجب ألا تتجاوز رسالة الترحيب 500 حرف',
    ],
    ['closeMessage', 'chatSettings.validation.closeMax', 'يجب ألا تتجاوز رسالة الإغلاق 500 حرف'],
    ['ratingMessage', 'chatSettings.validation.ratingMax', 'يجب ألا تتجاوز رسالة التقييم 500 حرف'],
  ])('%s takes 500 characters and names itself past them', (field, key, arabic) => {
    expect(submitForm(chatSettingsSchema, { [field]: 'ر'.repeat(500) }).status).toBe('success');
    expect(submitForm(chatSettingsSchema, { [field]: 'ر'.repeat(501) }).errors[field]).toBe(key);
    expect(translate('ar', key as MessageKey)).toBe(arabic);
  });
});

describe('what a save sends', () => {
  it('only the messages that changed', () => {
    expect(chatSettingChanges(saved, { ...saved, ratingMessage: 'قيّم خدمتنا من 1 إلى 5' })).toEqual(
      { ratingMessage: 'قيّم خدمتنا من 1 إلى 5' },
    );
  });

  it('an emptied message as empty text, which clears it', () => {
    expect(chatSettingChanges(saved, { welcomeMessage: saved.welcomeMessage })).toEqual({
      closeMessage: '',
    });
  });

  it('nothing when the form holds what is saved', () => {
    expect(chatSettingChanges(saved, { ...saved, ratingMessage: undefined })).toEqual({});
  });
});

describe('what an empty chat message means', () => {
  const hint = (field: Parameters<typeof chatMessageHintKey>[0], value: unknown) =>
    translate('ar', chatMessageHintKey(field, value));

  it('says under an empty welcome box that no welcome message is sent', () => {
    for (const empty of ['', '   ', undefined]) {
      expect(hint('welcomeMessage', empty)).toBe(
        'الرسالة فارغة، فلن يرسل البوت رسالة ترحيب حين يبدأ العميل محادثة.',
      );
    }
    expect(hint('closeMessage', '')).toBe(
      'الرسالة فارغة، فلن يرسل البوت رسالة عند إنهاء المحادثة.',
    );
    expect(hint('ratingMessage', '')).toBe('الرسالة فارغة، فلن يطلب البوت من العميل تقييم الخدمة.');
  });

  it('says when a written message is sent', () => {
    expect(hint('welcomeMessage', 'أهلًا بك')).toBe('تُرسل حين يبدأ العميل محادثة.');
  });
});
