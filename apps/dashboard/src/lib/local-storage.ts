/**
 * jotai storages over `localStorage`. The keys and their formats are a compatibility contract
 * (`user` holds JSON, `accessToken` and `lang` hold plain strings, exactly as the API client reads
 * them), so values are validated on read instead of trusted.
 */

/** The synchronous storage shape `atomWithStorage` accepts (jotai does not export the type). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => () => void;
}

/** localStorage when the browser allows it. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
    return undefined;
  }
}

/** Other tabs signing in or out reach this tab through the `storage` event. */
function subscribeToKey<T>(key: string, read: () => T, callback: (value: T) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) callback(read());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** A plain string (no JSON quoting); `null` removes the key. */
export function plainStringStorage<T extends string | null>(
  isValid: (raw: string) => raw is Exclude<T, null>,
): SyncStorage<T> {
  const read = (key: string, fallback: T): T => {
    const raw = browserStorage()?.getItem(key);
    return raw != null && isValid(raw) ? raw : fallback;
  };
  return {
    getItem: read,
    setItem: (key, value) => {
      if (value === null) browserStorage()?.removeItem(key);
      else browserStorage()?.setItem(key, value);
    },
    removeItem: (key) => browserStorage()?.removeItem(key),
    subscribe: (key, callback, fallback) =>
      subscribeToKey(key, () => read(key, fallback), callback),
  };
}

/** A JSON document; `null` removes the key; anything unparsable or of the wrong shape reads as the fallback. */
export function jsonStorage<T>(
  isValid: (value: unknown) => value is Exclude<T, null>,
): SyncStorage<T> {
  const read = (key: string, fallback: T): T => {
    const raw = browserStorage()?.getItem(key);
    if (raw == null) return fallback;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isValid(parsed) ? parsed : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: read,
    setItem: (key, value) => {
      if (value === null) browserStorage()?.removeItem(key);
      else browserStorage()?.setItem(key, JSON.stringify(value));
    },
    removeItem: (key) => browserStorage()?.removeItem(key),
    subscribe: (key, callback, fallback) =>
      subscribeToKey(key, () => read(key, fallback), callback),
  };
}
