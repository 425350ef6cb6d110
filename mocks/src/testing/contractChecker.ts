/**
 * Test support: checks a response against the bundled contract (`openapi/dist/staykit.json`, made by
 * `npm run generate`), as the contract-validating proxy does — the status must be documented for the
 * operation and the body must match its schema. Node only (reads the file); not exported by the package.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one exchange; returns the problems (empty when the response matches the contract). */
export type ContractChecker = (method: string, url: string, status: number, body: unknown) => string[];

const escapePointer = (segment: string): string =>
  encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

/** Checks one request: its query parameters and headers; returns the problems (empty when valid). */
export type RequestChecker = (
  method: string,
  url: string,
  headers?: Readonly<Record<string, string>>,
) => string[];

const DEFAULT_BUNDLE = new URL('../../../openapi/dist/staykit.json', import.meta.url);

/**
 * Loads the bundled contract and returns a request checker: every query parameter must be one the
 * operation documents (bracket notation only for `deepObject` ones) with a value its schema accepts, a
 * documented header, and `Authorization` only where the operation's security takes a bearer token.
 */
export function createRequestChecker(bundlePath = DEFAULT_BUNDLE): RequestChecker {
  const doc = JSON.parse(readFileSync(bundlePath, 'utf8')) as JsonObject;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, coerceTypes: 'array' });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'staykit');
  const resolve = (pointer: string): Json | undefined => {
    let target: Json | undefined = doc;
    for (const raw of pointer.replace(/^#\//, '').split('/')) {
      const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
      target = Array.isArray(target) ? target[Number(key)] : isObject(target) ? target[key] : undefined;
    }
    return target;
  };
  const paths = doc['paths'] as JsonObject;
  const templates = Object.keys(paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      literal: template.replace(/\{[^}]+\}/g, '').length,
    }))
    .sort((a, b) => b.literal - a.literal);
  return (method, url, headers = {}) => {
    const parsed = new URL(url);
    const match = templates.find((candidate) => candidate.pattern.test(parsed.pathname));
    if (!match) return [`no contract path matches ${parsed.pathname}`];
    const operationPointer = `#/paths/${escapePointer(match.template)}/${method.toLowerCase()}`;
    const operation = resolve(operationPointer);
    if (!isObject(operation)) return [`${method} ${match.template} is not in the contract`];
    const parameters = new Map<string, { location: string; pointer: string; deep: boolean }>();
    const list = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
    list.forEach((entry, index) => {
      const pointer =
        isObject(entry) && typeof entry['$ref'] === 'string'
          ? entry['$ref']
          : `${operationPointer}/parameters/${index}`;
      const parameter = resolve(pointer);
      if (!isObject(parameter)) return;
      parameters.set(`${String(parameter['in'])}:${String(parameter['name']).toLowerCase()}`, {
        location: String(parameter['in']),
        pointer,
        deep: parameter['style'] === 'deepObject',
      });
    });
    const problems: string[] = [];
    const names = new Set([...parsed.searchParams.keys()]);
    for (const key of names) {
      const name = key.split('[')[0] ?? key;
      const parameter = parameters.get(`query:${name.toLowerCase()}`);
      if (!parameter) {
        problems.push(`query parameter ${name} is not documented`);
        continue;
      }
      if (key !== name) {
        if (!parameter.deep) problems.push(`query parameter ${name} does not take bracket notation`);
        continue;
      }
      const validate = ajv.compile({
        type: 'object',
        properties: { value: { $ref: `staykit${parameter.pointer}/schema` } },
      });
      const values = parsed.searchParams.getAll(key);
      if (!validate({ value: values.length === 1 ? values[0] : values }))
        problems.push(`query parameter ${name}=${values.join(',')}: ${ajv.errorsText(validate.errors)}`);
    }
    for (const header of Object.keys(headers)) {
      const lower = header.toLowerCase();
      if (lower === 'client-session' || lower === 'content-type') continue;
      if (lower === 'authorization') {
        const security = Array.isArray(operation['security']) ? operation['security'] : [];
        if (!security.some((scheme) => isObject(scheme) && 'bearerAuth' in scheme))
          problems.push(`${method} ${match.template} takes no user token`);
        continue;
      }
      if (!parameters.has(`header:${lower}`)) problems.push(`header ${header} is not documented`);
    }
    return problems;
  };
}

/**
 * The refusals any request may get before it reaches an operation, as every domain document's description
 * lists them (code → status): they need not be listed on the operation, nor the operation exist.
 */
export const BEFORE_ANY_OPERATION: Readonly<Record<string, number>> = {
  malformed_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  uri_too_long: 414,
  request_headers_too_large: 431,
};

function firstCode(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  return Array.isArray(errors) && typeof errors[0] === 'object' && errors[0] !== null && 'code' in errors[0]
    ? errors[0].code
    : undefined;
}

/** Loads the bundled contract and returns a checker. */
export function createContractChecker(bundlePath = DEFAULT_BUNDLE): ContractChecker {
  const doc = JSON.parse(readFileSync(bundlePath, 'utf8')) as JsonObject;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'staykit');
  const envelope = ajv.compile({ $ref: 'staykit#/components/schemas/ErrorEnvelope' });
  const paths = doc['paths'] as JsonObject;
  const templates = Object.keys(paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: template.replace(/\{[^}]+\}/g, '').length,
  }));
  // Literal paths win over templated ones (`/rooms/price` over `/rooms/{x}`), as in a router.
  templates.sort((a, b) => b.literal - a.literal);
  return (method, url, status, body) => {
    const code = firstCode(body);
    if (typeof code === 'string' && BEFORE_ANY_OPERATION[code] === status) {
      return envelope(body)
        ? []
        : [`a ${status} ${code} must be an ErrorEnvelope: ${ajv.errorsText(envelope.errors)}`];
    }
    const path = new URL(url).pathname;
    const match = templates.find((candidate) => candidate.pattern.test(path));
    if (!match) return [`no contract path matches ${path}`];
    const operation = (paths[match.template] as JsonObject)[method.toLowerCase()];
    if (!isObject(operation)) return [`${method} ${match.template} is not in the contract`];
    const responses = operation['responses'] as JsonObject;
    let response = responses[String(status)];
    let pointer = `#/paths/${escapePointer(match.template)}/${method.toLowerCase()}/responses/${status}`;
    if (!isObject(response)) return [`${method} ${match.template} does not document status ${status}`];
    if (typeof response['$ref'] === 'string') {
      pointer = response['$ref'];
      let target: Json | undefined = doc;
      for (const key of pointer.replace(/^#\//, '').split('/'))
        target = isObject(target) ? target[key.replaceAll('~1', '/')] : undefined;
      response = target ?? null;
    }
    if (!isObject(response) || !isObject(response['content']))
      return body === undefined ? [] : ['the contract documents no body'];
    // A text answer (a CSV download) against its documented media type; any other as JSON.
    const media =
      typeof body === 'string'
        ? Object.keys(response['content']).find((type) => type.startsWith('text/'))
        : 'application/json';
    if (media === undefined) return ['the contract documents no text answer here'];
    const validate = ajv.compile({ $ref: `staykit${pointer}/content/${escapePointer(media)}/schema` });
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  };
}
