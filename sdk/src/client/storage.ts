/**
 * Where the SDK keeps the client session between page loads. Methods may be synchronous or return
 * promises, so `localStorage`, cookies, React Native's AsyncStorage or a server-side store all fit.
 *
 * @example
 * ```ts
 * const storage: StorageAdapter = {
 *   get: (key) => localStorage.getItem(key),
 *   set: (key, value) => localStorage.setItem(key, value),
 *   remove: (key) => localStorage.removeItem(key),
 * };
 * ```
 */
export interface StorageAdapter {
  get(key: string): string | null | undefined | Promise<string | null | undefined>;
  set(key: string, value: string): void | Promise<void>;
  remove(key: string): void | Promise<void>;
}

/**
 * A storage that lives as long as the page (or the process): the default, and right for tests and servers.
 *
 * @example
 * ```ts
 * const client = createStaykitClient({ baseUrl, locale: 'ja', storage: memoryStorage() });
 * ```
 */
export function memoryStorage(): StorageAdapter {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/**
 * Adapts a Web Storage object (`localStorage`, `sessionStorage`). Storage that throws (private mode, full
 * quota, blocked cookies) degrades to "nothing stored" instead of failing requests.
 *
 * @example
 * ```ts
 * const client = createStaykitClient({ baseUrl, locale: 'en', storage: webStorage(localStorage) });
 * ```
 */
export function webStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): StorageAdapter {
  const quietly = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => quietly(() => storage.getItem(key), null),
    set: (key, value) => quietly(() => storage.setItem(key, value), undefined),
    remove: (key) => quietly(() => storage.removeItem(key), undefined),
  };
}
