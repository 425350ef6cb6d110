// A seeded request generator driven by the bundled contract: for an operation it walks the parameters
// and the request body schema and builds a request that is valid-ish (from the schemas and the
// contract's examples, so requests reach the operations' logic) or hostile (wrong types, huge numbers,
// reserved keys, deep nesting, broken escapes, long strings, a missing session or Idempotency-Key).
// The same seed gives the same requests.
import { deref, isObject, type Json, type JsonObject, type Operation } from '../contract/contract';

/**
 * A small seeded PRNG (mulberry32): deterministic, fast, good enough to pick cases.
 *
 * @example
 * ```ts
 * const random = seededRandom(20261201);
 * random.int(0, 9);
 * ```
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
  return random;
}

/**
 * One generated request, as fetch sends it.
 *
 * @example
 * ```ts
 * const request: FuzzRequest = { method: 'GET', path: '/hotels/101/info', headers: {}, hostile: false };
 * ```
 */
export interface FuzzRequest {
  readonly method: string;
  /** Path and query, already encoded (hostile ones may carry escapes that do not decode). */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | FormData;
  /** Whether the generator meant it to be refused. */
  readonly hostile: boolean;
}

/** What the generator draws on besides the schemas: sessions, tokens and codes the seed knows. */
export interface FuzzContext {
  /** A valid client session. */
  readonly session: string;
  /** Idempotency-Keys sent before (a retry reuses one). */
  readonly usedKeys: string[];
}

// Strings that broke parsers, routers, templates and databases somewhere.
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%ZZ',
  '%',
  '%00',
  '\u0000',
  '\u202e\u0645',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e308',
  '9'.repeat(40),
  'ｈｏｔｅｌ',
  '🏨'.repeat(20),
  'a'.repeat(3000),
  'demo-tokyo\r\nX-Injected: 1',
];

/**
 * JSON values that are wrong almost anywhere: wrong types, huge and odd numbers, long and odd strings,
 * an own `__proto__` key.
 *
 * @example
 * ```ts
 * const value = random.pick(HOSTILE_VALUES);
 * ```
 */
export const HOSTILE_VALUES: readonly Json[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.1,
  '',
  'x'.repeat(5000),
  [],
  {},
  [[[[]]]],
  JSON.parse('{"__proto__":{"notes":"X"}}') as Json,
  ...HOSTILE_STRINGS,
];

// Values of the seed that make requests reach deeper than "not found".
const HOTEL_IDS = ['101', '102', '103', '201', '301', '104', '999999', '0', 'abc'];
const HOTEL_CODES = [
  'demo-tokyo',
  'demo-kyoto',
  'demo-taipei',
  'demo-seoul',
  'demo-missing',
  'demo-maintenance',
  'demo-unavailable',
  'demo-rate-limited',
];
const BRAND_IDS = ['900', '910', '920', '1', 'x'];

const RESERVED = ['__proto__', 'constructor', 'prototype'] as const;

function resolveSchema(doc: JsonObject, schema: Json | undefined): JsonObject | undefined {
  const resolved = deref(doc, schema);
  return isObject(resolved) ? resolved : undefined;
}

function dateAround(random: Random): string {
  const day = new Date(Date.UTC(2026, 11, 1) + random.int(-40, 400) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A string for a schema: its example or enum, a date, a format, or characters its pattern takes. */
function stringFor(schema: JsonObject, random: Random): string {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(random.pick(schema.enum));
  if (typeof schema.const === 'string') return schema.const;
  if (typeof schema.example === 'string' && random.chance(0.6)) return schema.example;
  switch (schema.format) {
    case 'date':
      return dateAround(random);
    case 'date-time':
      return `${dateAround(random)}T${String(random.int(0, 23)).padStart(2, '0')}:00:00+09:00`;
    case 'email':
      return random.pick([
        'hanako@example.com',
        'member@example.com',
        `guest${random.int(1, 99)}@example.com`,
      ]);
    case 'uri':
      return random.pick(['https://www.hotel.example/return', 'http://127.0.0.1:5173/done']);
    case 'uuid':
      return '00000000-0000-4000-8000-000000000001';
  }
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 24, Math.max(min, 24));
  const digits = /^\^\[0-9\]\{(\d+)\}\$$/.exec(pattern);
  if (digits) return Array.from({ length: Number(digits[1]) }, () => random.int(0, 9)).join('');
  const alphabet =
    pattern.includes('0-9') && !pattern.includes('A-Z')
      ? '0123456789'
      : 'abcdefghijkmnopqrstuvwxyz0123456789';
  const length = random.int(min, Math.max(min, max));
  return Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

/**
 * A value for a schema: valid-ish, from its examples, enums, bounds and shape, at most `depth` levels.
 *
 * @example
 * ```ts
 * const body = valueFor(doc, requestSchema, seededRandom(1));
 * ```
 */
export function valueFor(doc: JsonObject, raw: Json | undefined, random: Random, depth = 0): Json {
  const schema = resolveSchema(doc, raw);
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined && random.chance(0.3)) return schema.example;
  const choices = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (choices && choices.length > 0) return valueFor(doc, random.pick(choices), random, depth + 1);
  if (Array.isArray(schema.allOf)) {
    const merged: JsonObject = {};
    for (const part of schema.allOf) {
      const value = valueFor(doc, part, random, depth + 1);
      if (isObject(value)) Object.assign(merged, value);
    }
    return merged;
  }
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return random.pick(schema.enum);
  const types = Array.isArray(schema.type) ? schema.type.map(String) : [String(schema.type ?? 'object')];
  const type =
    types.length > 1 && random.chance(0.1) ? 'null' : (types.find((item) => item !== 'null') ?? 'null');
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 100_000) : min + 10;
      const value = random.int(Math.ceil(min), Math.floor(max));
      return type === 'number' && random.chance(0.2) ? value + 0.5 : value;
    }
    case 'string':
      return stringFor(schema, random);
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const length = random.int(
        min,
        Math.max(min, Math.min(3, typeof schema.maxItems === 'number' ? schema.maxItems : 3)),
      );
      return Array.from({ length }, () => valueFor(doc, schema.items, random, depth + 1));
    }
    default: {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
      const value: JsonObject = {};
      for (const [name, property] of Object.entries(properties)) {
        if (required.has(name) || random.chance(0.5))
          value[name] = valueFor(doc, property, random, depth + 1);
      }
      return value;
    }
  }
}

/** Breaks a value somewhere: a wrong type, a huge number, a reserved key, deep nesting, an extra field. */
function mutate(value: Json, random: Random): Json {
  const kind = random.int(0, 6);
  if (kind === 0) return random.pick(HOSTILE_VALUES);
  if (kind === 1) {
    let nested: Json = random.pick([1, 'x', null]);
    for (let level = random.int(30, 40); level > 0; level -= 1)
      nested = random.chance(0.5) ? [nested] : { a: nested };
    return isObject(value) ? { ...value, nested } : nested;
  }
  if (!isObject(value)) return random.pick(HOSTILE_VALUES);
  const keys = Object.keys(value);
  const copy: JsonObject = { ...value };
  if (kind === 2 && keys.length > 0) {
    const key = random.pick(keys);
    const item = copy[key];
    copy[key] = random.chance(0.5) || item === undefined ? random.pick(HOSTILE_VALUES) : mutate(item, random);
    return copy;
  }
  if (kind === 3) {
    // Defined, not assigned, so `__proto__` is an own key that JSON.stringify writes out.
    Object.defineProperty(copy, random.pick(RESERVED), {
      value: { notes: 'X', polluted: true },
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return copy;
  }
  if (kind === 4 && keys.length > 0) {
    const dropped = random.pick(keys);
    return Object.fromEntries(Object.entries(copy).filter(([key]) => key !== dropped));
  }
  copy[`extra_${random.int(0, 99)}`] = random.pick(HOSTILE_VALUES);
  return copy;
}

/** The example of a parameter or its schema, if any. */
function exampleOf(doc: JsonObject, parameter: JsonObject): Json | undefined {
  if (parameter.example !== undefined) return parameter.example;
  const schema = resolveSchema(doc, parameter.schema);
  return schema?.example ?? (Array.isArray(schema?.enum) ? schema.enum[0] : undefined);
}

function pathValue(
  doc: JsonObject,
  parameter: JsonObject,
  random: Random,
): { text: string; hostile: boolean } {
  const name = String(parameter.name);
  if (random.chance(0.06)) {
    return {
      text: random.pick([
        '%ZZ',
        '%E0%A4%A',
        `${encodeURIComponent(random.pick(HOSTILE_STRINGS))}`,
        '%2F..%2F',
        'a%00b',
      ]),
      hostile: true,
    };
  }
  const seeded =
    name === 'hotel_id'
      ? HOTEL_IDS
      : name === 'hotel_code'
        ? HOTEL_CODES
        : name === 'brand_id'
          ? BRAND_IDS
          : undefined;
  const example = exampleOf(doc, parameter);
  const value =
    seeded && random.chance(0.7)
      ? random.pick(seeded)
      : example !== undefined && random.chance(0.7)
        ? String(example)
        : String(valueFor(doc, parameter.schema, random));
  return { text: encodeURIComponent(value), hostile: false };
}

/** Bracket notation of a value (`rooms[0][adults]=2`), with an occasional reserved segment. */
function appendBrackets(query: string[], key: string, value: Json, random: Random): void {
  if (Array.isArray(value))
    value.forEach((item, index) => appendBrackets(query, `${key}[${index}]`, item, random));
  else if (isObject(value))
    for (const [name, item] of Object.entries(value)) appendBrackets(query, `${key}[${name}]`, item, random);
  else if (value !== null)
    query.push(
      `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
    );
}

function queryOf(doc: JsonObject, operation: Operation, random: Random, hostile: boolean): string[] {
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const name = String(parameter.name);
    if (parameter.required !== true && !random.chance(0.45)) continue;
    let value: Json = random.chance(0.5)
      ? (exampleOf(doc, parameter) ?? valueFor(doc, parameter.schema, random))
      : valueFor(doc, parameter.schema, random);
    if (name === 'checkin_date') value = '2026-12-10';
    if (name === 'checkout_date') value = random.chance(0.8) ? '2026-12-11' : dateAround(random);
    if (hostile && random.chance(0.3)) value = mutate(value, random);
    if (
      parameter.style === 'deepObject' ||
      isObject(value) ||
      (Array.isArray(value) && value.some(isObject))
    ) {
      appendBrackets(query, name, value, random);
    } else if (Array.isArray(value)) {
      for (const item of value)
        query.push(`${name}=${encodeURIComponent(typeof item === 'string' ? item : JSON.stringify(item))}`);
    } else if (value !== null) {
      query.push(`${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`);
    }
  }
  if (hostile && random.chance(0.4)) {
    query.push(
      random.pick([
        `rooms[0][${random.pick(RESERVED)}][notes]=X`,
        `${random.pick(RESERVED)}[prototype][notes]=X`,
        `selected_rooms[0][constructor][prototype][polluted]=1`,
        `extras[${'0'.repeat(30)}][id]=1`,
        `x=${'%'.repeat(3)}`,
        `adults=${'9'.repeat(400)}`,
      ]),
    );
  }
  return query;
}

function bodyOf(
  doc: JsonObject,
  operation: Operation,
  random: Random,
  hostile: boolean,
): { body?: string | FormData; contentType?: string } {
  const requestBody = resolveSchema(doc, operation.node.requestBody);
  const content = requestBody && isObject(requestBody.content) ? requestBody.content : undefined;
  // fetch sends no body with GET or HEAD; any other method may get one it does not take.
  const bodyless = operation.method === 'get' || operation.method === 'head';
  if (!content) {
    return hostile && !bodyless && random.chance(0.2)
      ? { body: '{"__proto__":{"notes":"X"}}', contentType: 'application/json' }
      : {};
  }
  const [mediaType = 'application/json', media] = Object.entries(content)[0] ?? [];
  const example = isObject(media)
    ? (media.example ??
      (isObject(media.examples)
        ? (resolveSchema(doc, Object.values(media.examples)[0])?.value as Json | undefined)
        : undefined))
    : undefined;
  let value: Json =
    example !== undefined && random.chance(0.5)
      ? example
      : valueFor(doc, isObject(media) ? media.schema : undefined, random);
  if (mediaType === 'multipart/form-data') {
    const form = new FormData();
    const fields = isObject(value) ? value : {};
    for (const [name, item] of Object.entries(fields)) {
      if (name === 'file')
        form.append(
          'file',
          new Blob([random.chance(0.5) ? 'GIF89a' : 'x'.repeat(random.int(0, 3000))], {
            type: random.pick(['image/gif', 'image/png', 'text/plain', '']),
          }),
          random.pick(['a.gif', 'b.png', 'c.txt', '']),
        );
      else form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
    if (hostile && random.chance(0.5)) form.append(random.pick(RESERVED), 'X');
    return { body: form };
  }
  if (hostile) {
    if (random.chance(0.15)) {
      return {
        body: random.pick([
          '{"a":',
          '[',
          'null',
          '"text"',
          '12',
          '{"a":1}{"b":2}',
          '\u0000',
          `{"n":${'9'.repeat(400)}}`,
          '{"n":1e999}',
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
        ]),
        contentType: 'application/json',
      };
    }
    value = mutate(value, random);
  }
  return { body: JSON.stringify(value), contentType: 'application/json' };
}

function newKey(random: Random): string {
  return `fuzz-${random.int(0, 2 ** 30).toString(36)}-${random.int(0, 2 ** 30).toString(36)}`;
}

/**
 * A request for an operation: about one in three is hostile on purpose.
 *
 * @example
 * ```ts
 * const request = generateRequest(doc, operation, random, { session, usedKeys: [] });
 * ```
 */
export function generateRequest(
  doc: JsonObject,
  operation: Operation,
  random: Random,
  context: FuzzContext,
): FuzzRequest {
  const hostile = random.chance(0.35);
  let path = operation.path;
  let brokenPath = false;
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path') continue;
    const value = pathValue(doc, parameter, random);
    brokenPath ||= value.hostile;
    path = path.replace(`{${String(parameter.name)}}`, value.text);
  }
  const query = queryOf(doc, operation, random, hostile);
  const headers: Record<string, string> = {};
  const session = random.next();
  if (session < 0.9) headers['Client-Session'] = context.session;
  else if (session < 0.94)
    headers['Client-Session'] = random.pick(['cs_expired_0000_trigger', 'cs_unknown', 'x'.repeat(300)]);
  if (operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key')) {
    const choice = random.next();
    if (choice < 0.75 || context.usedKeys.length === 0) {
      const key = newKey(random);
      context.usedKeys.push(key);
      if (context.usedKeys.length > 50) context.usedKeys.shift();
      headers['Idempotency-Key'] = key;
    } else if (choice < 0.9) headers['Idempotency-Key'] = random.pick(context.usedKeys);
    else if (choice < 0.95)
      headers['Idempotency-Key'] = random.pick(['short', 'bad key with spaces', 'k'.repeat(300)]);
  }
  const security = Array.isArray(operation.node.security) ? JSON.stringify(operation.node.security) : '';
  if (security.includes('bearer') || random.chance(0.1)) {
    headers['Authorization'] = `Bearer ${random.pick(['member', 'ut_revoked_0000_trigger', 'nonsense', ''])}`;
  }
  if (random.chance(0.3))
    headers['Accept-Language'] = random.pick(['en', 'ja', 'zh-Hant', 'ar', '*', 'xx-XX;q=abc']);
  const { body, contentType } = bodyOf(doc, operation, random, hostile);
  if (contentType && !(hostile && random.chance(0.1))) headers['Content-Type'] = contentType;
  return {
    method: operation.method.toUpperCase(),
    path: `${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    headers,
    ...(body === undefined ? {} : { body }),
    hostile: hostile || brokenPath,
  };
}
