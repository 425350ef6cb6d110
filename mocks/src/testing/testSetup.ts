/**
 * Test support shared by the mock's test files: an MSW server over all handlers with unhandled requests
 * as errors, a fresh seed before each test, and a client whose every answer is checked against the
 * contract (as the contract-validating proxy would); for the after-booking tests, the standard booking and
 * the clock moved to an instant. Import only from `*.test.ts` files.
 */
import type { components } from '@staykit/sdk';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { handlers } from '../index';
import { resetMock } from '../seed/resetMock';
import { BOOKING_BODY } from '../triggers';
import { createContractChecker } from './contractChecker';
import { createTestClient } from './testClient';
import type { TestClient, TestResponse } from './testClient';

type Created = components['schemas']['CreateReservationResponse'];

/**
 * The base URL the tests send to: a loopback origin, since the contract lets a mock on the developer's
 * own machine (and only there) answer with plain-http pages of its own, such as the 3-D Secure page.
 */
export const BASE_URL = 'http://localhost';

const checker = createContractChecker();

/** Installs the server and returns a client that starts each test with a fresh seed and session. */
export function useMockServer(): TestClient {
  const server = setupServer(...handlers);
  const client = createTestClient(BASE_URL, (method, url, status, body) => {
    // Controls are not part of the contract.
    if (new URL(url).pathname.startsWith('/__staykit/')) return;
    expect(
      checker(method, url, status, body),
      `${method} ${url} → ${status} must match the contract`,
    ).toEqual([]);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    resetMock();
    await client.startSession();
  });
  return client;
}

/** The first error code of an envelope. */
export function errorCode(body: unknown): unknown {
  const errors = (body as { errors?: { code?: unknown }[] } | undefined)?.errors;
  return errors?.[0]?.code;
}

/** The fields an error envelope's `details` names (`base` first), or none. */
export function detailFields(body: unknown): string[] {
  const errors = (body as { errors?: { details?: object }[] } | undefined)?.errors;
  return Object.keys(errors?.[0]?.details ?? {});
}

/**
 * The first reservation after a reset, booked by {@link BookingRequests.book}: its path (demo-tokyo,
 * SK2612010001) and the query that opens it by the booker's e-mail.
 */
export const FIRST_BOOKING: { readonly path: string; readonly byEmail: string } = {
  path: '/hotels/101/reservations/SK2612010001',
  byEmail: 'email=hanako@example.com',
};

/**
 * The bookings of an after-booking test, sent through its client.
 *
 * @example
 * ```ts
 * const { book, bookAs } = bookingRequests(useMockServer());
 * ```
 */
export interface BookingRequests {
  /**
   * Books the mock's standard stay (`BOOKING_BODY`: demo-tokyo STD-RO on 2026-12-10, Hanako Yamada) with
   * `changes`; an overlap is acknowledged, so a test may book the same guest again.
   */
  book(changes?: Record<string, unknown>, headers?: Record<string, string>): Promise<TestResponse<Created>>;
  /** Books it with another booker last name: the names that set a state (`STAFFEDITED`, ...). */
  bookAs(lastName: string): Promise<TestResponse<Created>>;
}

/**
 * The standard booking for a test file's client.
 *
 * @example
 * ```ts
 * const client = useMockServer();
 * const { book, bookAs } = bookingRequests(client);
 * await bookAs('STAFFEDITED');
 * ```
 */
export function bookingRequests(client: TestClient): BookingRequests {
  const book: BookingRequests['book'] = (changes = {}, headers = {}) =>
    client.send<Created>('POST', '/hotels/101/reservations', {
      body: { ...BOOKING_BODY, acknowledge_overlapping_reservation: true, ...changes },
      headers,
    });
  return { book, bookAs: (lastName) => book({ guest: { ...BOOKING_BODY.guest, last_name: lastName } }) };
}

/**
 * Sets the mock clock to an instant, then starts a new client session: a move of days expires the old one.
 *
 * @example
 * ```ts
 * await moveClockTo(client, '2026-12-07T00:00:00+09:00');
 * ```
 */
export async function moveClockTo(client: TestClient, instant: string): Promise<void> {
  await client.send('PUT', '/__staykit/clock', { body: { now: instant } });
  await client.startSession();
}

/**
 * Presses a button of one of the mock's payment pages (the 3-D Secure page, a provider's page) as the
 * guest's browser posts its form: the answer, its redirect not followed.
 *
 * @example
 * ```ts
 * const back = new URL((await pressPageButton(url, 'approve')).headers.get('Location') ?? '');
 * ```
 */
export function pressPageButton(url: string, action: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
}
