/**
 * Test support shared by the mock's test files: an MSW server over all handlers with unhandled requests
 * as errors, a fresh seed before each test, and a client whose every answer is checked against the
 * contract (as the contract-validating proxy would). Import only from `*.test.ts` files.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { handlers } from '../index';
import { resetMock } from '../seed/resetMock';
import { createContractChecker } from './contractChecker';
import { createTestClient } from './testClient';
import type { TestClient } from './testClient';

/** The base URL the tests send to. */
export const BASE_URL = 'http://mock.test';

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
