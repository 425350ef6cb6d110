import type { UserTokenExtra, UserTokenStorage } from '../features/identity/identityStore';

/**
 * The fixed suffix of the user token's key; the brand id comes first (docs/widget.md#members).
 *
 * @example
 * ```ts
 * localStorage.getItem(`900${USER_TOKEN_SUFFIX}`); // demo-brand's user token, or null
 * ```
 */
export const USER_TOKEN_SUFFIX = '_staykit_user_token';
/**
 * The fixed suffix of the key of the token's extra data (JSON).
 *
 * @example
 * ```ts
 * JSON.parse(localStorage.getItem(`900${USER_TOKEN_EXTRA_SUFFIX}`) ?? 'null');
 * ```
 */
export const USER_TOKEN_EXTRA_SUFFIX = '_staykit_user_extra';

/**
 * The fixed prefix of the key under which the brand of a hotel code is kept, from the hotel's last init:
 * the next visit then knows whose token to check before its init arrives.
 *
 * @example
 * ```ts
 * localStorage.getItem(`${HOTEL_BRAND_PREFIX}demo-tokyo`); // '900' after a visit of demo-tokyo
 * ```
 */
export const HOTEL_BRAND_PREFIX = 'staykit_hotel_brand_';

/**
 * What an earlier visit left for a hotel: its brand then and the token stored for that brand, if any.
 *
 * @example
 * ```ts
 * const hint: BrandHint = { brandId: 900, token: 'ut_000001_abcdef' };
 * ```
 */
export interface BrandHint {
  readonly brandId: number;
  readonly token: string | null;
}

/**
 * The signed-in user's token kept between page loads, per brand: `read` is what the API client sends as
 * `Authorization: Bearer`. Until start-up names the brand nothing is read.
 *
 * @example
 * ```ts
 * const tokens: UserTokenStore = createUserTokenStore(localStorage);
 * createStaykitClient({ baseUrl, locale: 'ja', getUserToken: tokens.read });
 * ```
 */
export interface UserTokenStore extends UserTokenStorage {
  /** The token's extra data, or null. */
  readExtra(): UserTokenExtra | null;
  /** Keeps the brand a hotel code belongs to (from its init), for `hintFor` at the next visit. */
  rememberBrand(hotelCode: string, brandId: number): void;
  /** The hotel's brand at the last visit and its stored token, without choosing the brand; null if unknown. */
  hintFor(hotelCode: string): BrandHint | null;
}

/**
 * A user-token store over Web Storage (localStorage in the widget). Storage that throws (private mode,
 * blocked storage) degrades to "nothing stored": the user then stays signed in for the page's life only.
 *
 * @param storage - where tokens are kept.
 * @example
 * ```ts
 * const tokens = createUserTokenStore(window.localStorage);
 * tokens.useBrand(900);
 * tokens.write('ut_000001_abcdef', { program_id: 1, non_signed_in_program_ids: [2], expires_at: null });
 * localStorage.getItem('900_staykit_user_token'); // 'ut_000001_abcdef'
 * ```
 */
export function createUserTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): UserTokenStore {
  let brand: number | null = null;
  // The page's own copy, so a storage that refuses writes still signs the user in until a reload. Read only
  // when the write was refused: a storage that took it is the truth, and another frame of the widget may
  // have removed the token from it since (a sign-out there).
  let memory: { brand: number; token: string } | null = null;
  const quietly = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  const key = (suffix: string, brandId: number | null = brand) => `${String(brandId)}${suffix}`;

  return {
    useBrand(brandId) {
      brand = brandId;
    },
    read() {
      if (brand === null) return null;
      const stored = quietly(() => storage.getItem(key(USER_TOKEN_SUFFIX)), null);
      return stored ?? (memory?.brand === brand ? memory.token : null);
    },
    readExtra() {
      if (brand === null) return null;
      const raw = quietly(() => storage.getItem(key(USER_TOKEN_EXTRA_SUFFIX)), null);
      if (raw === null) return null;
      return quietly(() => JSON.parse(raw) as UserTokenExtra, null);
    },
    write(token, extra) {
      if (brand === null) return;
      const stored = quietly(() => (storage.setItem(key(USER_TOKEN_SUFFIX), token), true), false);
      memory = stored ? null : { brand, token };
      quietly(() => storage.setItem(key(USER_TOKEN_EXTRA_SUFFIX), JSON.stringify(extra)), undefined);
    },
    rememberBrand(hotelCode, brandId) {
      quietly(() => storage.setItem(`${HOTEL_BRAND_PREFIX}${hotelCode}`, String(brandId)), undefined);
    },
    hintFor(hotelCode) {
      const raw = quietly(() => storage.getItem(`${HOTEL_BRAND_PREFIX}${hotelCode}`), null);
      const brandId = raw === null ? Number.NaN : Number(raw);
      if (!Number.isInteger(brandId)) return null;
      const token = quietly(() => storage.getItem(key(USER_TOKEN_SUFFIX, brandId)), null);
      return { brandId, token: token ?? (memory?.brand === brandId ? memory.token : null) };
    },
    remove() {
      if (brand === null) return;
      memory = null;
      quietly(() => storage.removeItem(key(USER_TOKEN_SUFFIX)), undefined);
      quietly(() => storage.removeItem(key(USER_TOKEN_EXTRA_SUFFIX)), undefined);
    },
  };
}
