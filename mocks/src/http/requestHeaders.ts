// The request headers the rules read: the client session, the user (bearer) token and the language.
import type { Locale } from '@staykit/sdk';

/**
 * The request's `Client-Session` token ('' without one: the route has already refused a missing one).
 *
 * @example
 * ```ts
 * clientSessionOf(request); // 'cs_000001_…'
 * ```
 */
export function clientSessionOf(request: Request): string {
  return request.headers.get('Client-Session') ?? '';
}

/**
 * The token of `Authorization: Bearer <token>`: null without the header, '' when it is not a bearer
 * token (which no user token matches).
 *
 * @example
 * ```ts
 * bearerOf(new Request(url, { headers: { Authorization: 'Bearer member' } })); // 'member'
 * ```
 */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  if (header === null) return null;
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/**
 * The user token a search or price check is made with: the bearer token, or null when the request
 * carries none (an `Authorization` that is not a bearer token signs nobody in).
 *
 * @example
 * ```ts
 * userTokenOf(new Request(url, { headers: { Authorization: 'Basic x' } })); // null
 * ```
 */
export function userTokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
}

/**
 * The first language range of `Accept-Language` other than `*` (`zh-TW,zh;q=0.9` → `zh-tw`), or null.
 *
 * @example
 * ```ts
 * requestLanguage(new Request(url, { headers: { 'Accept-Language': 'ja-JP,ja;q=0.9' } })); // 'ja-jp'
 * ```
 */
export function requestLanguage(request: Request): string | null {
  const ranges = (request.headers.get('Accept-Language') ?? '')
    .split(',')
    .map((range) => (range.split(';')[0] ?? '').trim().toLowerCase())
    .filter((range) => range !== '' && range !== '*');
  return ranges[0] ?? null;
}

// A language range as the product names its locales: its own spelling (`zh_Hant`), or a BCP 47 tag.
const PRODUCT_LOCALES: Readonly<Record<string, Locale>> = {
  ja: 'ja',
  en: 'en',
  ko: 'ko',
  id: 'id',
  th: 'th',
  ar: 'ar',
  zh_hans: 'zh_Hans',
  'zh-hans': 'zh_Hans',
  'zh-cn': 'zh_Hans',
  zh: 'zh_Hans',
  zh_hant: 'zh_Hant',
  'zh-hant': 'zh_Hant',
  'zh-tw': 'zh_Hant',
  'zh-hk': 'zh_Hant',
};

/**
 * The product locale of the request's first language (`Accept-Language`), or null when it names none:
 * the SDK sends the product's own spelling (`zh_Hant`), a browser a tag (`zh-TW`, `ja-JP`).
 *
 * @example
 * ```ts
 * requestLocale(new Request(url, { headers: { 'Accept-Language': 'zh_Hant' } })); // 'zh_Hant'
 * requestLocale(new Request(url, { headers: { 'Accept-Language': 'ja-JP' } })); // 'ja'
 * ```
 */
export function requestLocale(request: Request): Locale | null {
  const language = requestLanguage(request);
  if (language === null) return null;
  // `zh-Hant-TW` by its first two parts, `ja-JP` by its first.
  const parts = language.split('-');
  const candidates = [language, parts.slice(0, 2).join('-'), parts[0] ?? ''];
  return (
    candidates.map((candidate) => PRODUCT_LOCALES[candidate]).find((locale) => locale !== undefined) ?? null
  );
}
