// The SDK makes its operation functions from a compact generated table: every operation of the contract
// must come out of it as one function, in one group, that sends the contract's method to the contract's
// path, with an Idempotency-Key exactly when the contract declares one.
import { createStaykitClient } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from './contract';

const GROUPS = ['booking', 'payment', 'membership', 'lottery', 'agency'] as const;
const operations = listOperations(loadBundle());

function recordingClient() {
  const sent: Request[] = [];
  const client = createStaykitClient({
    baseUrl: 'http://api.test',
    locale: 'en',
    maxRetries: 0,
    fetch: (request) => {
      sent.push(request);
      return Promise.resolve(Response.json({}));
    },
  });
  return { client, sent };
}

describe('the SDK client has every operation of the contract', () => {
  const { client } = recordingClient();
  const functions = GROUPS.flatMap((group) => Object.keys(client[group]));

  it('as one function each, and nothing else', () => {
    expect([...functions].sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it.each(operations)('$operationId sends $method $path', async (operation) => {
    const { client: fresh, sent } = recordingClient();
    const group = GROUPS.find((name) => operation.operationId in fresh[name]);
    expect(group).toBeDefined();
    const call = (fresh[group ?? 'booking'] as unknown as Record<string, (init: object) => Promise<unknown>>)[
      operation.operationId
    ];
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    await call?.({ params: { path: Object.fromEntries(names.map((name) => [name, `p-${name}`])) } });
    expect(sent).toHaveLength(1);
    const request = sent[0];
    expect(request?.method).toBe(operation.method.toUpperCase());
    const path = names.reduce((built, name) => built.replace(`{${name}}`, `p-${name}`), operation.path);
    expect(new URL(request?.url ?? '').pathname).toBe(path);
    const idempotent = operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key');
    expect(request?.headers.has('Idempotency-Key')).toBe(idempotent);
  });
});
