/**
 * The Web Storage calls the widget makes.
 *
 * @example
 * ```ts
 * const storage: KeyValueStorage = window.localStorage;
 * ```
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A Web Storage object, or an in-memory stand-in when the page may not have one. In a frame on another
 * site whose browser blocks third-party storage, merely reading `window.localStorage` throws ("Access is
 * denied for this document"); the widget then keeps its client session and sign-in for the page's life
 * instead of failing to start.
 *
 * @param read - reads the storage, e.g. `() => window.localStorage`.
 * @example
 * ```ts
 * const storage = reachableStorage(() => window.localStorage);
 * createStaykitClient({ baseUrl, locale: 'ja', storage: webStorage(storage) });
 * ```
 */
export function reachableStorage(read: () => KeyValueStorage): KeyValueStorage {
  try {
    return read();
  } catch {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, String(value)),
      removeItem: (key) => void values.delete(key),
    };
  }
}
