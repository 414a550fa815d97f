import { describe, expect, it } from 'vitest';
import type { PhoneMessage } from './api/phone-api';
import { phoneMessageBody, quotePath } from './phone-message-view';

function message(
  from: PhoneMessage['from'],
  type: string,
  payload: Record<string, unknown>,
): PhoneMessage {
  return {
    id: 'wamid.local.1',
    phoneNumberId: 'local-1',
    customer: '966501234567',
    from,
    type,
    payload,
    status: 'delivered',
    at: '2026-01-01T10:00:00.000Z',
  };
}

describe('a message on the customer’s phone', () => {
  it('reads the business’s text', () => {
    expect(
      phoneMessageBody(message('business', 'text', { body: 'أهلًا', preview_url: true })),
    ).toEqual({ kind: 'text', text: 'أهلًا' });
  });

  it('reads reply buttons', () => {
    const body = phoneMessageBody(
      message('business', 'interactive', {
        type: 'button',
        body: { text: 'تبي تكمل؟' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'yes', title: 'نعم' } },
            { type: 'reply', reply: { id: 'no', title: 'لا' } },
          ],
        },
      }),
    );
    expect(body).toEqual({
      kind: 'buttons',
      text: 'تبي تكمل؟',
      buttons: [
        { id: 'yes', title: 'نعم', description: null },
        { id: 'no', title: 'لا', description: null },
      ],
    });
  });

  it('reads a list with its sections and rows', () => {
    const body = phoneMessageBody(
      message('business', 'interactive', {
        type: 'list',
        body: { text: 'كيف نخدمك؟' },
        action: {
          button: 'القائمة',
          sections: [{ title: 'القائمة', rows: [{ id: 'menu.order', title: 'طلب تسعير قطع' }] }],
        },
      }),
    );
    expect(body).toEqual({
      kind: 'list',
      text: 'كيف نخدمك؟',
      button: 'القائمة',
      sections: [
        {
          title: 'القائمة',
          rows: [{ id: 'menu.order', title: 'طلب تسعير قطع', description: null }],
        },
      ],
    });
  });

  it('reads a template’s name, parameters and quote link token', () => {
    const body = phoneMessageBody(
      message('business', 'template', {
        name: 'quote_ready',
        language: { code: 'ar' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: 'سالم' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: 'abc' }],
          },
        ],
      }),
    );
    expect(body).toEqual({
      kind: 'template',
      name: 'quote_ready',
      params: ['سالم'],
      quoteToken: 'abc',
    });
    expect(quotePath('abc')).toBe('/q/abc');
  });

  it('reads a template without components', () => {
    expect(
      phoneMessageBody(
        message('business', 'template', { name: 'hello', language: { code: 'ar' } }),
      ),
    ).toEqual({ kind: 'template', name: 'hello', params: [], quoteToken: null });
  });

  it('reads the customer’s text, taps, photo and location as Meta posts them', () => {
    expect(
      phoneMessageBody(
        message('customer', 'text', { type: 'text', text: { body: 'السلام عليكم' } }),
      ),
    ).toEqual({ kind: 'text', text: 'السلام عليكم' });
    expect(
      phoneMessageBody(
        message('customer', 'interactive', {
          type: 'interactive',
          interactive: {
            type: 'list_reply',
            list_reply: { id: 'menu.order', title: 'طلب تسعير قطع' },
          },
        }),
      ),
    ).toEqual({ kind: 'choice', title: 'طلب تسعير قطع' });
    expect(
      phoneMessageBody(
        message('customer', 'image', {
          type: 'image',
          image: { id: 'local-media-1', mime_type: 'image/png', caption: 'القطعة' },
        }),
      ),
    ).toEqual({ kind: 'image', caption: 'القطعة' });
    expect(
      phoneMessageBody(
        message('customer', 'location', {
          type: 'location',
          location: { latitude: 24.7136, longitude: 46.6753, name: 'موقعي' },
        }),
      ),
    ).toEqual({
      kind: 'location',
      latitude: 24.7136,
      longitude: 46.6753,
      name: 'موقعي',
      address: null,
    });
  });

  it('shows what it does not know by its type', () => {
    expect(phoneMessageBody(message('customer', 'sticker', { type: 'sticker' }))).toEqual({
      kind: 'other',
      type: 'sticker',
    });
    expect(phoneMessageBody(message('business', 'interactive', { type: 'flow' }))).toEqual({
      kind: 'other',
      type: 'interactive/flow',
    });
  });
});
