import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logging.js';

describe('loggableUrl', () => {
  it("drops the notification stream's query string, however the path ends", () => {
    expect(loggableUrl('/api/v1/notifications/stream?token=abc')).toBe(
      '/api/v1/notifications/stream?[redacted]',
    );
    expect(loggableUrl('/api/v1/notifications/stream/?token=abc&x=1')).toBe(
      '/api/v1/notifications/stream/?[redacted]',
    );
  });

  it('drops any query string that carries a credential, whatever the path', () => {
    expect(loggableUrl('/api/v1/notifications//stream?token=abc')).toBe(
      '/api/v1/notifications//stream?[redacted]',
    );
    expect(loggableUrl('/api/v1/notifications/%73tream?Token=abc')).toBe(
      '/api/v1/notifications/%73tream?[redacted]',
    );
    expect(loggableUrl('/anything?page=1&access_token=abc')).toBe('/anything?[redacted]');
    expect(loggableUrl('/x?%74oken=abc')).toBe('/x?[redacted]');
  });

  it('keeps paging and filters, and hides what was searched for (names, phones)', () => {
    expect(loggableUrl('/api/v1/branches/?page=2&search=token')).toBe(
      '/api/v1/branches/?page=2&search=[redacted]',
    );
    expect(loggableUrl('/api/v1/orders/?search=0551234567&status=pending&limit=10')).toBe(
      '/api/v1/orders/?search=[redacted]&status=pending&limit=10',
    );
    expect(loggableUrl('/api/v1/users/admins?phone=0551234567&email=a%40b.sa')).toBe(
      '/api/v1/users/admins?phone=[redacted]&email=[redacted]',
    );
    expect(loggableUrl('/api/v1/notifications/?limit=5')).toBe('/api/v1/notifications/?limit=5');
    expect(loggableUrl('/healthz')).toBe('/healthz');
  });

  it("never logs a customer's quote-link token", () => {
    expect(loggableUrl('/q/AbC_123-xyz')).toBe('/q/[redacted]');
    expect(loggableUrl('/api/v1/public/quotes/AbC_123/answer')).toBe(
      '/api/v1/public/quotes/[redacted]/answer',
    );
  });
});
