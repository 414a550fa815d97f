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

  it('keeps ordinary URLs whole', () => {
    expect(loggableUrl('/api/v1/branches/?page=2&search=token')).toBe(
      '/api/v1/branches/?page=2&search=token',
    );
    expect(loggableUrl('/api/v1/notifications/?limit=5')).toBe('/api/v1/notifications/?limit=5');
    expect(loggableUrl('/healthz')).toBe('/healthz');
  });
});
