/**
 * The one reader of JSON request bodies (operations and controls alike). A body is refused before any
 * handler sees it when it is larger than 1 MB or nested deeper than 32 levels (413 `payload_too_large`,
 * checked on the text before it is parsed), not UTF-8 or not JSON (400 `malformed_request`), or when any
 * object in it has a reserved key (`__proto__`, `constructor`, `prototype`: 400 `malformed_request`
 * naming the field's dotted path). What it returns is built of objects without a prototype, so no later
 * merge or lookup can reach `Object.prototype`.
 */
import { ApiError } from './errors';
import { REQUEST_LIMITS } from './requestLimits';
import { isReservedKey, reservedKeyError } from './reservedKeys';

/** A JSON value as the reader returns it: objects have no prototype. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonRecord;

/** A JSON object as the reader returns it. */
export interface JsonRecord {
  readonly [key: string]: JsonValue;
}

const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Whether JSON text nests objects and lists deeper than `limit`, read without parsing (brackets inside
 * strings do not count), so a body built to exhaust the parser or a later walk is refused first.
 *
 * @example
 * ```ts
 * nestsDeeperThan('[[[]]]', 2); // true
 * nestsDeeperThan('{"a":"[[["}', 2); // false
 * ```
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

function tooLarge(message: string): ApiError {
  return new ApiError('payload_too_large', { message });
}

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/** Copies parsed JSON into prototype-free objects, refusing reserved keys by their path. */
function rebuild(value: unknown, path: string): JsonValue {
  if (Array.isArray(value)) return value.map((item: unknown, index) => rebuild(item, join(path, index)));
  if (typeof value === 'object' && value !== null) {
    const record: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
    for (const [key, item] of Object.entries(value)) {
      if (isReservedKey(key)) throw reservedKeyError(join(path, key), 'body');
      record[key] = rebuild(item, join(path, key));
    }
    return record;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/**
 * Parses JSON text from a request under the mock's rules (depth, reserved keys, prototype-free objects);
 * blank text is `undefined`. Throws the {@link ApiError} to answer.
 *
 * @example
 * ```ts
 * parseJsonBody('{"adults":2}'); // { adults: 2 } (no prototype)
 * parseJsonBody('{"__proto__":{}}'); // throws 400 malformed_request naming `__proto__`
 * ```
 */
export function parseJsonBody(text: string): JsonValue | undefined {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, REQUEST_LIMITS.jsonDepth)) {
    throw tooLarge(`The body nests deeper than ${REQUEST_LIMITS.jsonDepth} levels`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('malformed_request', { message: 'The body is not valid JSON' });
  }
  return rebuild(parsed, '');
}

/**
 * Reads a request's JSON body under the mock's rules: over 1 MB (by `Content-Length` or by what
 * arrives) is a 413 `payload_too_large`, bytes that are not UTF-8 a 400 `malformed_request`, then as
 * {@link parseJsonBody}. An absent or blank body is `undefined`.
 *
 * @example
 * ```ts
 * const body = BodyReader.of(await readJsonBody(request));
 * ```
 */
export async function readJsonBody(request: Request): Promise<JsonValue | undefined> {
  const limit = REQUEST_LIMITS.jsonBodyBytes;
  const tooMuch = `The body is larger than ${limit} bytes`;
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) throw tooLarge(tooMuch);
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > limit) throw tooLarge(tooMuch);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('malformed_request', { message: 'The body is not UTF-8 text' });
  }
  return parseJsonBody(text);
}
