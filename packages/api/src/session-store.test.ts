import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';
import { localStorageSession } from './session-store';
import { sampleUser } from './testing/fixtures';
import { MemoryStorage } from './testing/test-api-server';

describe('localStorageSession', () => {
  it('keeps the token under "accessToken" and the user as JSON under "user"', () => {
    const storage = new MemoryStorage();
    const session = localStorageSession(storage);
    session.setAccessToken('token-1');
    session.setUser(sampleUser);

    expect(storage.getItem('accessToken')).toBe('token-1');
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual(sampleUser);
    expect(session.getUser()).toEqual(sampleUser);
  });

  it('clear() removes the session but leaves other keys alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('language', 'ar');
    const session = localStorageSession(storage);
    session.setAccessToken('token-1');
    session.setUser(sampleUser);

    session.clear();

    expect(session.getAccessToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(storage.getItem('language')).toBe('ar');
  });

  it('treats an unreadable stored user as signed out', () => {
    const storage = new MemoryStorage();
    storage.setItem('user', '{"username":');
    expect(localStorageSession(storage).getUser()).toBeNull();
  });
});

describe('errorMessage', () => {
  it("answers the server's message, or the fallback when there is none", () => {
    expect(errorMessage({ message: 'رقم الجوال مستخدم' }, 'حدث خطأ')).toBe('رقم الجوال مستخدم');
    expect(errorMessage('Bad Gateway', 'حدث خطأ')).toBe('حدث خطأ');
    expect(errorMessage({ message: ' ' }, 'حدث خطأ')).toBe('حدث خطأ');
    expect(errorMessage(undefined, 'حدث خطأ')).toBe('حدث خطأ');
  });
});
