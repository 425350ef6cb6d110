// Loaded into Prism's process (`node --import`, scripts/prism.mjs): one compiled validator per distinct
// schema instead of one per place the schema appears.
//
// Prism validates each mocked answer against its schema and caches the compiled validator by the schema
// object. It stamps every schema it reads with an id of its own (`x-stoplight.id`), so the same schema
// reached from two responses (the error envelope, under every operation's every error status) is two
// objects and compiles twice: ajv's compilation was half of Prism's CPU in the contract tests
// (1,306 compilations of 164 distinct schemas). Here the compiled function is kept per ajv instance, per
// document bundle, and per schema as written, without Prism's ids, which no validator reads (ajv ignores
// unknown keywords in Prism's non-strict mode). What is validated, and how, does not change.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const prismHttp = dirname(require.resolve('@stoplight/prism-http/package.json'));
// The ajv Prism itself loads (its 2019 and 2020 dialects extend this class).
const Ajv = require(require.resolve('ajv/dist/core', { paths: [prismHttp] })).default;
const compile = Ajv.prototype.compile;
const NO_BUNDLE = {};
/** @type {WeakMap<object, WeakMap<object, Map<string, Function>>>} */
const compiled = new WeakMap();

const withoutPrismIds = (name, value) => (name === 'x-stoplight' ? undefined : value);

Ajv.prototype.compile = function compileOnce(schema, meta) {
  if (typeof schema !== 'object' || schema === null || meta !== undefined) {
    return compile.call(this, schema, meta);
  }
  // Prism compiles `{ ...schema, __bundled__: bundle }`: the bundle (the document's components, one
  // object) is keyed by identity, the rest by its text.
  const { __bundled__: bundle, ...written } = schema;
  let key;
  try {
    key = JSON.stringify(written, withoutPrismIds);
  } catch {
    return compile.call(this, schema, meta);
  }
  let byBundle = compiled.get(this);
  if (!byBundle) compiled.set(this, (byBundle = new WeakMap()));
  const bundleKey = typeof bundle === 'object' && bundle !== null ? bundle : NO_BUNDLE;
  let bySchema = byBundle.get(bundleKey);
  if (!bySchema) byBundle.set(bundleKey, (bySchema = new Map()));
  let validate = bySchema.get(key);
  if (!validate) {
    validate = compile.call(this, schema, meta);
    bySchema.set(key, validate);
  }
  return validate;
};
