// Reads the bundled contract and the error catalogue for the contract tests, and builds a valid
// request for any operation from the examples the contract carries.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  node: JsonObject;
  parameters: JsonObject[];
}

export interface CatalogueEntry {
  code: string;
  status: number;
  title: string;
  meaning: string;
  /** `transport`: any request can get it before it reaches an operation. */
  scope?: 'transport';
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function loadBundle(): JsonObject {
  return JSON.parse(readFileSync(`${root}openapi/dist/staykit.json`, 'utf8')) as JsonObject;
}

export function loadCatalogue(): CatalogueEntry[] {
  const doc = parse(readFileSync(`${root}openapi/catalogue/error-codes.yaml`, 'utf8')) as {
    codes: CatalogueEntry[];
  };
  return doc.codes;
}

/** Follows a local `#/components/...` ref of the bundled document. */
export function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    let target: Json | undefined = doc;
    for (const key of current.$ref.replace(/^#\//, '').split('/')) {
      target = isObject(target) ? target[key] : undefined;
    }
    current = target;
  }
  return current;
}

export function listOperations(doc: JsonObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as JsonObject)) {
    const item = deref(doc, rawItem);
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const node = item[method];
      if (!isObject(node)) continue;
      const own = Array.isArray(node.parameters) ? node.parameters : [];
      const byKey = new Map<string, JsonObject>();
      for (const raw of [...shared, ...own]) {
        const parameter = deref(doc, raw);
        if (isObject(parameter)) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
      }
      operations.push({
        method,
        path,
        operationId: String(node.operationId),
        node,
        parameters: [...byKey.values()],
      });
    }
  }
  return operations;
}

/** `{ status: { exampleName: exampleValue } }` for every error response of an operation. */
export function errorExamples(doc: JsonObject, operation: Operation): Map<string, Map<string, Json>> {
  const result = new Map<string, Map<string, Json>>();
  for (const [status, raw] of Object.entries((operation.node.responses ?? {}) as JsonObject)) {
    if (!/^[45]\d\d$/.test(status)) continue;
    const response = deref(doc, raw);
    const media =
      isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
    const examples = isObject(media) && isObject(media.examples) ? media.examples : {};
    const named = new Map<string, Json>();
    for (const [name, rawExample] of Object.entries(examples)) {
      const example = deref(doc, rawExample);
      named.set(name, isObject(example) ? (example.value ?? null) : null);
    }
    result.set(status, named);
  }
  return result;
}

function parameterExample(doc: JsonObject, parameter: JsonObject): Json | undefined {
  if (parameter.example !== undefined) return parameter.example;
  const content = isObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
  if (isObject(content) && content.example !== undefined) return content.example;
  const schema = deref(doc, parameter.schema);
  if (isObject(schema)) {
    if (schema.example !== undefined) return schema.example;
    if (schema.default !== undefined) return schema.default;
    if (Array.isArray(schema.enum)) return schema.enum[0];
  }
  return undefined;
}

const asText = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Bracket notation for deepObject parameters: `rooms[0][adults]=2&rooms[0][kids_tiers][0]=A`. */
function appendBrackets(query: URLSearchParams, key: string, value: Json) {
  if (Array.isArray(value)) value.forEach((item, index) => appendBrackets(query, `${key}[${index}]`, item));
  else if (isObject(value))
    for (const [name, item] of Object.entries(value)) appendBrackets(query, `${key}[${name}]`, item);
  else if (value !== null) query.append(key, String(value));
}

/** Builds a request that the contract accepts, from the operation's own examples. */
export function buildRequest(doc: JsonObject, operation: Operation, baseUrl: string): Request {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers = new Headers({
    'Client-Session': 'cs_contract_test_0000000000',
    Authorization: 'Bearer contract-test-user-token',
    Accept: 'application/json',
  });
  for (const parameter of operation.parameters) {
    const name = String(parameter.name);
    const example = parameterExample(doc, parameter);
    if (parameter.in === 'path') {
      if (example === undefined)
        throw new Error(`${operation.operationId}: path parameter ${name} has no example`);
      path = path.replace(`{${name}}`, encodeURIComponent(asText(example)));
    } else if (parameter.required === true) {
      if (example === undefined) throw new Error(`${operation.operationId}: required ${name} has no example`);
      if (parameter.in === 'query') {
        if (parameter.style === 'deepObject') appendBrackets(query, name, example);
        else if (Array.isArray(example) && !isObject(parameter.content))
          example.forEach((v) => query.append(name, asText(v)));
        else query.set(name, asText(example));
      } else if (parameter.in === 'header') headers.set(name, asText(example));
    }
  }
  let body: BodyInit | undefined;
  const requestBody = deref(doc, operation.node.requestBody);
  if (isObject(requestBody) && isObject(requestBody.content)) {
    const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
    let example: Json | undefined;
    if (isObject(media)) {
      example = media.example;
      if (example === undefined && isObject(media.examples)) {
        const first = deref(doc, Object.values(media.examples)[0]);
        example = isObject(first) ? first.value : undefined;
      }
    }
    if (example === undefined && requestBody.required === true) {
      throw new Error(`${operation.operationId}: required request body has no example`);
    }
    if (example !== undefined && mediaType === 'multipart/form-data' && isObject(example)) {
      const form = new FormData();
      for (const [key, value] of Object.entries(example)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          form.append(key, key === 'file' || key === 'files' ? new Blob([asText(item)]) : asText(item));
        }
      }
      body = form;
    } else if (example !== undefined) {
      headers.set('Content-Type', mediaType ?? 'application/json');
      body = JSON.stringify(example);
    }
  }
  const url = `${baseUrl}${path}${query.size ? `?${query}` : ''}`;
  return new Request(url, { method: operation.method.toUpperCase(), headers, body });
}
