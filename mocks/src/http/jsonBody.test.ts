import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { nestsDeeperThan, parseJsonBody, readJsonBody } from './jsonBody';

/** The code and fields of what a read throws, or `ok` with the value. */
function outcome(read: () => unknown): unknown {
  try {
    return { ok: read() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, fields: Object.keys(error.options.fields ?? {}) };
  }
}

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJsonBody', () => {
  it.each([
    ['a top-level __proto__', '{"__proto__":{"notes":"X"}}', '__proto__'],
    ['a top-level constructor', '{"constructor":{"prototype":{"notes":"X"}}}', 'constructor'],
    ['a prototype key', '{"prototype":1}', 'prototype'],
    ['a nested __proto__', '{"guest":{"__proto__":{"notes":"X"}}}', 'guest.__proto__'],
    ['a __proto__ in a list item', '{"rooms":[{"adults":2},{"__proto__":{}}]}', 'rooms.1.__proto__'],
    ['a __proto__ in a list of lists', '[[{"__proto__":1}]]', '0.0.__proto__'],
    ['a key written with an escape', '{"\\u005f_proto__":{}}', '__proto__'],
  ])('refuses %s with 400 naming its path', (_name, text, field) => {
    expect(outcome(() => parseJsonBody(text))).toEqual({ code: 'malformed_request', fields: [field] });
    expect(({} as Record<string, unknown>)['notes']).toBeUndefined();
  });

  it.each([
    ['JSON nested 10,000 deep', deep(10_000), 'payload_too_large'],
    ['objects nested 33 deep', `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`, 'payload_too_large'],
    ['not JSON', '{"a":', 'malformed_request'],
    ['two values', '{} {}', 'malformed_request'],
    ['a NaN', '{"a":NaN}', 'malformed_request'],
  ])('refuses %s', (_name, text, code) => {
    expect(outcome(() => parseJsonBody(text))).toEqual({ code, fields: [] });
  });

  it('reads 32 levels, brackets inside strings not counting, into objects without a prototype', () => {
    expect(outcome(() => parseJsonBody(deep(32)))).toEqual({ ok: JSON.parse(deep(32)) as unknown });
    const parsed = parseJsonBody(`{"text":"${'['.repeat(100)}","n":1e400,"list":[{"a":1}]}`);
    expect(parsed).toEqual({ text: '['.repeat(100), n: Infinity, list: [{ a: 1 }] });
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    const list = (parsed as { list: object[] }).list;
    expect(Object.getPrototypeOf(list[0])).toBeNull();
    expect(Array.isArray(list)).toBe(true);
  });

  it('reads a blank body as absent', () => {
    expect(parseJsonBody('  \n')).toBeUndefined();
  });
});

describe('nestsDeeperThan', () => {
  it.each([
    ['[]', 1, false],
    ['[[]]', 1, true],
    ['{"a":"[[[[["}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['[1,[2],[3]]', 2, false],
    ['[1,[2,[3]]]', 2, true],
  ])('%s deeper than %i: %s', (text, limit, expected) => {
    expect(nestsDeeperThan(text, limit)).toBe(expected);
  });
});

describe('readJsonBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://mock.test/x', { method: 'POST', body, headers });

  it('refuses a body over 1 MB, by Content-Length or by what arrives (413)', async () => {
    await expect(readJsonBody(post('{}', { 'Content-Length': '1048577' }))).rejects.toMatchObject({
      code: 'payload_too_large',
    });
    const big = `{"a":"${'x'.repeat(1024 * 1024)}"}`;
    await expect(readJsonBody(post(big))).rejects.toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses bytes that are not UTF-8 (400) and reads UTF-8 with a byte order mark', async () => {
    await expect(readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])))).rejects.toMatchObject({
      code: 'malformed_request',
    });
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"名":"花子"}')]);
    expect(await readJsonBody(post(withMark))).toEqual({ 名: '花子' });
  });
});
