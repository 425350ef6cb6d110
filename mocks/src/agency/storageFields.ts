/**
 * The fields of a `createTemporaryStorage` body the contract does not describe: its objects take no
 * others (`additionalProperties: false`), so a stray field, a card number above all, is refused rather
 * than dropped. The known fields are the generated schemas' own, so the mock and the contract agree.
 * `client_state` is the one open object, kept as the client sent it.
 */
import {
  zAgencyGuest,
  zAgencyKidsTier,
  zAgencyRoomSelection,
  zTemporaryStorageData,
  zTemporaryStorageRequest,
} from '@staykit/sdk/zod';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/**
 * The paths of the unknown fields of a storage request (`data.card_number`), none when it has none.
 *
 * @example
 * ```ts
 * unknownStorageFields({ hotel_code: 'demo-tokyo', data: { card_number: '4111' } }); // ['data.card_number']
 * ```
 */
export function unknownStorageFields(body: unknown): string[] {
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
    if (!isRecord(room)) return;
    listOf(room['kids_tiers']).forEach((tier, tierIndex) =>
      check(tier, zAgencyKidsTier.shape, `data.rooms.${index}.kids_tiers.${tierIndex}`),
    );
  });
  return unknown;
}
