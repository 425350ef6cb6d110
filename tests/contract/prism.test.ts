// Prism serves the contract: each operation answers its own example request with a 2xx, and every
// documented error comes back, in the envelope, when asked for with `Prefer: code=..., example=...`.
import { describe, expect, inject, it } from 'vitest';
import { buildRequest, errorExamples, isObject, listOperations, loadBundle } from './contract';

const doc = loadBundle();
const baseUrl = inject('prismUrl');
const operations = listOperations(doc);

/** The first code of any envelope shape, as a client reads it. */
function firstCode(body: unknown): unknown {
  if (!isObject(body)) return undefined;
  const errors = Array.isArray(body.errors) ? body.errors[0] : (body.errors ?? body.error);
  if (!isObject(errors)) return undefined;
  const base =
    isObject(errors.details) && Array.isArray(errors.details.base) ? errors.details.base[0] : undefined;
  return errors.code ?? (isObject(base) ? base.code : undefined);
}

describe('Prism mock of the contract', () => {
  it.each(operations)('$operationId answers its example request with a 2xx', async (operation) => {
    const response = await fetch(buildRequest(doc, operation, baseUrl));
    const text = await response.text();
    expect(response.status, text.slice(0, 500)).toBeGreaterThanOrEqual(200);
    expect(response.status, text.slice(0, 500)).toBeLessThan(300);
  });

  it.each(operations)('$operationId returns each of its documented errors', async (operation) => {
    const wanted = [...errorExamples(doc, operation)].flatMap(([status, examples]) =>
      [...examples.keys()].map((name) => ({ status, name })),
    );
    expect(wanted.length).toBeGreaterThan(0);
    const results = await Promise.all(
      wanted.map(async ({ status, name }) => {
        const request = buildRequest(doc, operation, baseUrl);
        request.headers.set('Prefer', `code=${status}, example=${name}`);
        const response = await fetch(request);
        const body: unknown = await response.json().catch(() => undefined);
        return { asked: `${status} ${name}`, got: `${response.status} code_${String(firstCode(body))}` };
      }),
    );
    expect(results.map((result) => result.got)).toEqual(results.map((result) => result.asked));
  });

  // Prism compiles each distinct schema once (scripts/prism-compile-cache.cjs): a validator reused for the
  // same schema still refuses what breaks it, before and after a body that passes.
  it('refuses a request body that breaks its schema, however often the schema was used', async () => {
    const send = (body: unknown) =>
      fetch(`${baseUrl}/client_sessions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
    const statuses = [];
    for (const body of [{ key: 'demo-widget' }, { key: 'demo-widget', secret: 'demo-secret' }, { secret: 1 }])
      statuses.push((await send(body)).status);
    expect(statuses).toEqual([422, 201, 422]);
  });
});
