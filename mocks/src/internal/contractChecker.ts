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

/** Loads the bundled contract and returns a checker. */
export function createContractChecker(
  bundlePath = new URL('../../../openapi/dist/staykit.json', import.meta.url),
): ContractChecker {
  const doc = JSON.parse(readFileSync(bundlePath, 'utf8')) as JsonObject;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'staykit');
  const paths = doc['paths'] as JsonObject;
  const templates = Object.keys(paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: template.replace(/\{[^}]+\}/g, '').length,
  }));
  // Literal paths win over templated ones (`/rooms/price` over `/rooms/{x}`), as in a router.
  templates.sort((a, b) => b.literal - a.literal);
  return (method, url, status, body) => {
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
    const validate = ajv.compile({ $ref: `staykit${pointer}/content/application~1json/schema` });
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  };
}
