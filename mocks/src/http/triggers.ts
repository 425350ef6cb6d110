/**
 * Triggers of the request plumbing: parameters, bodies, methods, sizes and Idempotency-Key. Part of the
 * one trigger registry (`src/triggers.ts`), which renders `docs/mock-triggers.md` and whose every
 * example `src/triggers.test.ts` replays.
 */
import type { Trigger } from '../lib/trigger';
import { cardTokenExample } from '../payment/triggers';
import { STAY, STAY_RULE_OPERATIONS } from '../search/triggers';

/** The operations that create something, and so take an `Idempotency-Key`. */
const CREATES = [
  'createClientSession',
  'createReservation',
  'answerReservationAdditionalQuestions',
  'uploadFileAttachment',
  'createPayLinkTransaction',
  'createCardToken',
  'exchangeToken',
  'upsertLiffUser',
] as const;

/** The request plumbing's triggers, by name. */
export const httpTriggers = {
  invalidParameter: {
    code: '1000',
    operations: STAY_RULE_OPERATIONS,
    value: 'adults=abc',
    description:
      'Any parameter that is not what the contract says (a non-integer, 2026-02-30, checkout before check-in); `details` names each field.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&adults=abc` },
  },
  malformedRequest: {
    code: 'malformed_request',
    operations: ['searchRooms', 'getRoomPrice', 'createClientSession'],
    value: 'rooms[x][adults]=2',
    description:
      'Bracket notation that cannot be read (`rooms=2`, `rooms[x][adults]`, unclosed brackets), or a body that is not JSON.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&rooms[x][adults]=2` },
  },
  reservedKey: {
    code: 'malformed_request',
    operations: ['every operation', 'controls'],
    value: '__proto__',
    description:
      'A key `__proto__`, `constructor` or `prototype` anywhere: in a JSON body (at any depth), a form field or a query key (`rooms[0][__proto__][notes]=x`); `details` names the field. Also a path whose percent-escapes do not decode (`/hotels/%ZZ/info`).',
    example: {
      method: 'POST',
      path: '/hotels/101/reservations',
      body: JSON.parse('{"__proto__":{"notes":"polluted"}}') as unknown,
    },
  },
  idempotencyKeyMissing: {
    code: 'idempotency_key_missing',
    operations: CREATES,
    value: 'no Idempotency-Key header',
    description:
      'A create sent without its `Idempotency-Key` header: refused before anything is created (a key that is not 8-255 characters of `A-Z a-z 0-9 _ -` is a 400 `malformed_request`).',
    example: { ...cardTokenExample('4111111111111111'), withoutIdempotencyKey: true },
  },
  methodNotAllowed: {
    code: 'method_not_allowed',
    operations: ['any path the mock serves'],
    value: 'DELETE /hotels/101/info',
    description:
      'A method the path does not take (`TRACE`, `PROPFIND` and other unknown methods too); the `Allow` header lists the ones it takes. An unknown path is a 404 `not_found`.',
    example: { method: 'DELETE', path: '/hotels/101/info' },
  },
  payloadTooLarge: {
    code: 'payload_too_large',
    operations: ['any operation or control that takes a body'],
    value: 'a JSON body over 1 MB or nested deeper than 32 levels',
    description:
      'A JSON body larger than 1 MB or nested deeper than 32 levels, an upload over 81 MB, or a `Content-Length` that says so (refused before the body is read).',
    example: {
      method: 'POST',
      path: '/client_sessions',
      body: {
        key: 'demo-widget',
        secret: 'demo-secret',
        nested: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown,
      },
      withoutSession: true,
    },
  },
  idempotencyKeyReused: {
    code: 'idempotency_key_reused',
    operations: CREATES,
    value: 'Idempotency-Key: trigger-key-reused',
    description:
      'An Idempotency-Key the same client session sent before to the same operation with a different body (this key counts as used before, by every session). Keys belong to the session that sent them: another session may use the same key for its own request.',
    example: {
      method: 'POST',
      path: '/client_sessions',
      body: { key: 'demo-widget', secret: 'demo-secret' },
      headers: { 'Idempotency-Key': 'trigger-key-reused' },
      withoutSession: true,
    },
  },
} as const satisfies Record<string, Trigger>;
