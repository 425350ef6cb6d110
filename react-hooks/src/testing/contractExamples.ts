import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// Tests answer with the contract's own examples, so a handler cannot drift from what the API documents.
// Plain paths, not URL objects: under jsdom the global URL is jsdom's, which node:fs does not accept.
const OPENAPI = resolve(dirname(fileURLToPath(import.meta.url)), '../../../openapi');
const read = (relative: string): unknown => parse(readFileSync(resolve(OPENAPI, relative), 'utf8'));

/** A JSON object, as every example answer of the contract is. */
export type JsonObject = Record<string, unknown>;

interface Media {
  schema?: { $ref?: string };
  example?: unknown;
  /** Named examples: the first is the one used. */
  examples?: Record<string, { value?: unknown }>;
}
type PathItem = Record<
  string,
  {
    operationId?: string;
    requestBody?: { content?: Record<string, Media> };
    responses?: Record<string, { content?: Record<string, Media> }>;
  }
>;

const asObject = (value: unknown, what: string): JsonObject => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`The contract has no example object for ${what}`);
  }
  return value as JsonObject;
};

/**
 * The success example of an operation, from `openapi/paths/<spec>/*.yaml`: the media example, the first
 * of its named examples, or the example of the schema it refers to.
 *
 * @example
 * ```ts
 * http.get(`${API_URL}/hotels/:hotel_id/rooms`, () => HttpResponse.json(responseExample('searchRooms')));
 * ```
 */
export function responseExample(operationId: string): JsonObject {
  const operation = bookingOperation(operationId);
  const success = operation.responses?.['200'] ?? operation.responses?.['201'];
  return mediaExample(success?.content?.['application/json'], operationId);
}

/**
 * The request-body example of an operation (the media example, or the example of its schema).
 *
 * @example
 * ```ts
 * await client.booking.createReservation({ params: { path: { hotel_id: 101 } }, body: requestExample('createReservation') });
 * ```
 */
export function requestExample(operationId: string): JsonObject {
  const operation = bookingOperation(operationId);
  return mediaExample(operation.requestBody?.content?.['application/json'], `${operationId} request`);
}

// The specs whose operations the hooks cover.
const SPECS = ['booking', 'payment', 'membership', 'lottery', 'agency'] as const;

function bookingOperation(operationId: string) {
  for (const spec of SPECS) {
    for (const file of readdirSync(resolve(OPENAPI, `paths/${spec}`))) {
      const item = read(`paths/${spec}/${file}`) as PathItem;
      for (const operation of Object.values(item))
        if (operation.operationId === operationId) return operation;
    }
  }
  throw new Error(`No operation ${operationId} in openapi/paths/${SPECS.join(', ')}`);
}

function mediaExample(media: Media | undefined, what: string): JsonObject {
  if (media?.example !== undefined) return asObject(media.example, what);
  const [first] = Object.values(media?.examples ?? {});
  if (first?.value !== undefined) return asObject(first.value, what);
  const [schemaFile, schemaName] = (media?.schema?.$ref ?? '').replace('../../', '').split('#/');
  if (schemaFile && schemaName) {
    const schemas = read(schemaFile) as Record<string, { example?: unknown } | undefined>;
    return asObject(schemas[schemaName]?.example, what);
  }
  throw new Error(`The contract has no example for ${what}`);
}

/**
 * The canonical error envelope of an error code, from `openapi/components/examples/errors.yaml`.
 *
 * @example
 * ```ts
 * HttpResponse.json(errorExample('hotel_not_found'), { status: 404 });
 * ```
 */
export function errorExample(code: string): JsonObject {
  const examples = read('components/examples/errors.yaml') as Record<string, { value?: unknown } | undefined>;
  return asObject(examples[`code_${code}`]?.value, `error code ${code}`);
}
