import { describe, expect, it } from 'vitest';
import { bodyPreview, formatChatPhone, oneLine } from './chat-preview';
import type { ChatPreviewTexts } from './chat-texts';

const media: ChatPreviewTexts = {
  image: '📷 صورة',
  voiceNote: '🎤 رسالة صوتية',
  audio: '🎵 ملف صوتي',
  video: '🎬 فيديو',
  document: '📄 مستند',
  location: '📍 موقع',
  unsupported: 'رسالة غير مدعومة',
};

describe('bodyPreview', () => {
  it('puts text on one line', () => {
    expect(bodyPreview({ kind: 'text', text: '  أبي فحمات\nكامري 2019  ' }, media)).toBe(
      'أبي فحمات كامري 2019',
    );
  });

  it('names media by kind, with its caption, file or place when there is one', () => {
    expect(bodyPreview({ kind: 'image', url: null }, media)).toBe('📷 صورة');
    expect(bodyPreview({ kind: 'image', url: 'x', caption: 'القطعة القديمة' }, media)).toBe(
      '📷 صورة · القطعة القديمة',
    );
    expect(bodyPreview({ kind: 'image', url: 'x', caption: '   ' }, media)).toBe('📷 صورة');
    expect(bodyPreview({ kind: 'audio', url: 'x', voice: true }, media)).toBe('🎤 رسالة صوتية');
    expect(bodyPreview({ kind: 'audio', url: 'x', voice: false }, media)).toBe('🎵 ملف صوتي');
    expect(bodyPreview({ kind: 'video', url: null }, media)).toBe('🎬 فيديو');
    expect(
      bodyPreview({ kind: 'document', url: 'x', filename: 'استمارة.pdf', caption: 'x' }, media),
    ).toBe('📄 مستند · استمارة.pdf');
    expect(
      bodyPreview({ kind: 'location', latitude: 24.7, longitude: 46.7, name: 'الورشة' }, media),
    ).toBe('📍 موقع · الورشة');
    expect(
      bodyPreview(
        { kind: 'location', latitude: 24.7, longitude: 46.7, address: 'حي السلي' },
        media,
      ),
    ).toBe('📍 موقع · حي السلي');
    expect(bodyPreview({ kind: 'location', latitude: 24.7, longitude: 46.7 }, media)).toBe(
      '📍 موقع',
    );
    expect(bodyPreview({ kind: 'unsupported' }, media)).toBe('رسالة غير مدعومة');
  });

  it('shows the words of interactive and template messages', () => {
    expect(bodyPreview({ kind: 'choices', text: 'وش يناسبك؟', choices: ['أ', 'ب'] }, media)).toBe(
      'وش يناسبك؟',
    );
    expect(bodyPreview({ kind: 'choice', title: 'تجاري' }, media)).toBe('تجاري');
    expect(bodyPreview({ kind: 'template', name: 'quote_ready', text: 'عرضك\nجاهز' }, media)).toBe(
      'عرضك جاهز',
    );
  });
});

describe('oneLine', () => {
  it('collapses every kind of white space', () => {
    expect(oneLine('a\r\n\tb   c')).toBe('a b c');
  });
});

describe('formatChatPhone', () => {
  it('groups Saudi mobiles and landlines', () => {
    expect(formatChatPhone('966501234567')).toBe('+966 50 123 4567');
    expect(formatChatPhone('966138765432')).toBe('+966 13 876 5432');
  });

  it('writes other numbers with a plus, digits only', () => {
    expect(formatChatPhone('97150123456')).toBe('+97150123456');
    expect(formatChatPhone('+20 100 123 4567')).toBe('+201001234567');
    expect(formatChatPhone('96611234567')).toBe('+96611234567');
    expect(formatChatPhone('')).toBe('');
  });
});
