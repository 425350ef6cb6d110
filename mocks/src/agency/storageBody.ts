/**
 * What the contract's schema alone does not refuse in a `createTemporaryStorage` body, each reported by
 * its field:
 * - a field the contract does not describe: its objects take no others (`additionalProperties: false`),
 *   so a stray field is refused rather than dropped (the known fields are the generated schemas' own);
 * - card data anywhere, `client_state` and free text included: a run of 13 to 19 digits that passes the
 *   Luhn check (cards go to `createCardToken` on the agency site, never into storage);
 * - a `return_url` that is not http(s), which the other side would redirect to;
 * - more than 100 properties in `client_state`, and data over 16 kB of UTF-8.
 */
import {
  zAgencyGuest,
  zAgencyRoomSelection,
  zTemporaryStorageData,
  zTemporaryStorageRequest,
} from '@staykit/sdk/zod';

/** The largest booking data kept, in bytes of UTF-8 JSON. */
export const MAX_STORED_BYTES = 16_384;
const MAX_CLIENT_STATE_PROPERTIES = 100;
// Deeper than any honest client state; the body reader bounds depth already, this bounds the scan.
const MAX_SCAN_DEPTH = 8;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** Whether a run of digits passes the Luhn check, as every card number does. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a text holds a card number, written whole or in groups (`4111 1111 1111 1111`). */
function holdsCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    if (passesLuhn(match[0].replace(/[ -]/g, ''))) return true;
  }
  return false;
}

/** The paths of the strings under `value` that hold a card number. */
function cardNumbersIn(value: unknown, path: string, depth = 0): string[] {
  if (typeof value === 'string') return holdsCardNumber(value) ? [path] : [];
  if (depth >= MAX_SCAN_DEPTH) return [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => cardNumbersIn(item, `${path}.${index}`, depth + 1));
  if (!isRecord(value)) return [];
  return Object.keys(value).flatMap((key) => cardNumbersIn(value[key], `${path}.${key}`, depth + 1));
}

function unknownFields(body: unknown): string[] {
  const unknown: string[] = [];
  const check = (value: unknown, known: object, path: string) => {
    if (!isRecord(value)) return;
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(known, key)) unknown.push(path === '' ? key : `${path}.${key}`);
    }
  };
  check(body, zTemporaryStorageRequest.shape, '');
  const data = isRecord(body) ? body['data'] : undefined;
  check(data, zTemporaryStorageData.shape, 'data');
  if (!isRecord(data)) return unknown;
  check(data['guest'], zAgencyGuest.shape, 'data.guest');
  listOf(data['rooms']).forEach((room, index) => {
    check(room, zAgencyRoomSelection.shape, `data.rooms.${index}`);
  });
  return unknown;
}

/**
 * The problems of a storage request beyond its schema, by field; empty when there are none.
 *
 * @example
 * ```ts
 * storageBodyProblems({ hotel_code: 'demo-tokyo', data: { card_number: '4111111111111111' } });
 * // Map { 'data.card_number' => ['is not a known field', 'must not hold card data'] }
 * ```
 */
export function storageBodyProblems(body: unknown): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const add = (field: string, message: string) =>
    problems.set(field, [...(problems.get(field) ?? []), message]);
  for (const field of unknownFields(body)) add(field, 'is not a known field');
  const data = isRecord(body) ? body['data'] : undefined;
  for (const field of cardNumbersIn(data, 'data')) add(field, 'must not hold card data');
  if (!isRecord(data)) return problems;
  const returnUrl = data['return_url'];
  if (typeof returnUrl === 'string' && !/^https?:\/\//i.test(returnUrl))
    add('data.return_url', 'must be an http(s) URL');
  const state = data['client_state'];
  if (isRecord(state) && Object.keys(state).length > MAX_CLIENT_STATE_PROPERTIES) {
    add('data.client_state', `must have at most ${MAX_CLIENT_STATE_PROPERTIES} properties`);
  }
  if (new TextEncoder().encode(JSON.stringify(data)).length > MAX_STORED_BYTES) {
    add('data', `must be at most ${MAX_STORED_BYTES} bytes`);
  }
  return problems;
}
