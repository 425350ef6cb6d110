// Every example in the contract validates against its schema: request and response bodies, named
// error examples, parameters and schema-level examples. A mock that replays them is then always right.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { type Json, type JsonObject, deref, isObject, listOperations, loadBundle } from './contract';

const doc = loadBundle();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ $id: 'contract', components: doc.components }, 'contract');

// Inline schemas point at `#/components/...` of the document; make those refs absolute.
const anchored = (schema: Json): Json => {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `contract${value}`
        : anchored(value),
    ]),
  );
};

interface Case {
  where: string;
  schema: Json;
  value: Json;
}
const cases: Case[] = [];

function collectMedia(where: string, content: Json | undefined) {
  if (!isObject(content)) return;
  for (const [mediaType, rawMedia] of Object.entries(content)) {
    const media = deref(doc, rawMedia);
    if (!isObject(media) || media.schema === undefined) continue;
    if (media.example !== undefined)
      cases.push({ where: `${where} ${mediaType}`, schema: media.schema, value: media.example });
    for (const [name, rawExample] of Object.entries(isObject(media.examples) ? media.examples : {})) {
      const example = deref(doc, rawExample);
      if (isObject(example) && example.value !== undefined) {
        cases.push({
          where: `${where} ${mediaType} example ${name}`,
          schema: media.schema,
          value: example.value,
        });
      }
    }
  }
}

function collectSchema(where: string, schema: Json | undefined) {
  if (!isObject(schema) || typeof schema.$ref === 'string') return;
  if (schema.example !== undefined) cases.push({ where, schema, value: schema.example });
  for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    collectSchema(`${where}.${name}`, property);
  }
  for (const key of ['items', 'additionalProperties'] as const)
    collectSchema(`${where}[${key}]`, schema[key]);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((item, index) => collectSchema(`${where}.${key}[${index}]`, item));
  }
}

for (const operation of listOperations(doc)) {
  for (const parameter of operation.parameters) {
    const where = `${operation.operationId} parameter ${String(parameter.name)}`;
    if (parameter.example !== undefined && parameter.schema !== undefined) {
      cases.push({ where, schema: parameter.schema, value: parameter.example });
    }
    collectMedia(where, parameter.content);
  }
  const requestBody = deref(doc, operation.node.requestBody);
  if (isObject(requestBody)) collectMedia(`${operation.operationId} request`, requestBody.content);
  for (const [status, rawResponse] of Object.entries((operation.node.responses ?? {}) as JsonObject)) {
    const response = deref(doc, rawResponse);
    if (isObject(response)) collectMedia(`${operation.operationId} ${status}`, response.content);
  }
}
const components = (doc.components ?? {}) as JsonObject;
for (const [name, schema] of Object.entries((components.schemas ?? {}) as JsonObject))
  collectSchema(name, schema);

describe('contract examples', () => {
  it('finds examples to check', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('$where', ({ schema, value }) => {
    const validate = ajv.compile(anchored(schema) as object);
    const valid = validate(value);
    expect(validate.errors ?? [], JSON.stringify(value).slice(0, 300)).toEqual([]);
    expect(valid).toBe(true);
  });
});
