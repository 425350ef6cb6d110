#!/usr/bin/env node
// Joins the five domain documents into one bundled document for code generation and Prism:
// openapi/dist/staykit.json. Every $ref to a shared component file becomes a local
// `#/components/<kind>/<Name>` ref (the kind comes from the file: schemas, parameters, responses,
// examples, headers, securitySchemes); path-item files are inlined. Names must be unique across the
// contract: the same name from two different places is an error, never a silent overwrite.
// Usage: node scripts/bundle-openapi.mjs [--out <file>]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const openapiDir = process.env.STAYKIT_OPENAPI_DIR
  ? resolve(process.env.STAYKIT_OPENAPI_DIR)
  : resolve(root, 'openapi');
export const DOMAINS = ['booking', 'payment', 'membership', 'lottery', 'agency'];

const fileCache = new Map();
function load(file) {
  if (!fileCache.has(file)) fileCache.set(file, parse(readFileSync(file, 'utf8')));
  return fileCache.get(file);
}

function pointerGet(doc, pointer, where) {
  let node = doc;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new Error(`unresolved $ref ${where}`);
    }
    node = node[key];
  }
  return node;
}

function kindOf(file) {
  const rel = relative(openapiDir, file).split('\\').join('/');
  const name = basename(file);
  if (rel.startsWith('paths/')) return 'pathItem';
  if (rel.startsWith('components/examples/')) return 'examples';
  if (name.includes('parameters')) return 'parameters';
  if (name === 'responses.yaml') return 'responses';
  if (name === 'headers.yaml') return 'headers';
  if (name === 'security.yaml') return 'securitySchemes';
  if (rel.startsWith('components/')) return 'schemas';
  throw new Error(`cannot tell the component kind of ${rel}`);
}

export function bundle() {
  const components = {};
  const origin = new Map(); // `${kind}/${name}` -> "file#pointer"

  function register(kind, name, file, pointer) {
    const key = `${kind}/${name}`;
    const at = `${relative(root, file)}#${pointer}`;
    if (origin.has(key)) {
      if (origin.get(key) !== at)
        throw new Error(`component name clash: ${key} from ${origin.get(key)} and ${at}`);
      return;
    }
    origin.set(key, at);
    components[kind] ??= {};
    components[kind][name] = null; // reserve first: a schema may refer to itself
    components[kind][name] = walk(pointerGet(load(file), pointer, at), file);
  }

  function walk(node, file) {
    if (Array.isArray(node)) return node.map((item) => walk(item, file));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const [target, pointer = ''] = node.$ref.split('#');
      const targetFile = target ? resolve(dirname(file), target) : file;
      const segments = pointer.split('/').filter(Boolean);
      const { $ref: _ignored, ...siblings } = node;
      const kind = kindOf(targetFile);
      if (kind === 'pathItem' || segments.length !== 1) {
        // Inline: a path item, or a ref into the inside of a component.
        const where = `${relative(root, targetFile)}#${pointer}`;
        return { ...walk(pointerGet(load(targetFile), pointer, where), targetFile), ...walk(siblings, file) };
      }
      register(kind, segments[0], targetFile, pointer);
      return { $ref: `#/components/${kind}/${segments[0]}`, ...walk(siblings, file) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, file)]));
  }

  const paths = {};
  const tags = [];
  for (const domain of DOMAINS) {
    const file = resolve(openapiDir, `${domain}.yaml`);
    const doc = load(file);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      if (paths[path]) throw new Error(`path ${path} is defined twice (${domain})`);
      const resolved = walk(item, file);
      // The domain's default security becomes explicit, so the bundle keeps each document's meaning.
      for (const operation of Object.values(resolved)) {
        if (operation && typeof operation === 'object' && 'responses' in operation && !operation.security) {
          operation.security = doc.security;
        }
      }
      paths[path] = resolved;
    }
    for (const tag of doc.tags ?? []) {
      if (tags.some((known) => known.name === tag.name))
        throw new Error(`tag "${tag.name}" is defined twice`);
      tags.push(tag);
    }
    walk(doc.components ?? {}, file);
  }

  const sorted = Object.fromEntries(
    Object.keys(components)
      .sort()
      .map((kind) => [
        kind,
        Object.fromEntries(
          Object.keys(components[kind])
            .sort()
            .map((name) => [name, components[kind][name]]),
        ),
      ]),
  );
  const booking = load(resolve(openapiDir, 'booking.yaml'));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Staykit API',
      version: booking.info.version,
      summary: 'The Staykit hotel direct-booking contract: booking, payment, membership, lottery and agency.',
      description:
        'Bundled from openapi/{booking,payment,membership,lottery,agency}.yaml by scripts/bundle-openapi.mjs. ' +
        'Do not edit: edit the domain documents and run `npm run bundle`.',
      license: booking.info.license,
    },
    servers: booking.servers,
    security: booking.security,
    tags,
    paths,
    components: sorted,
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const outFlag = process.argv.indexOf('--out');
  const out = outFlag > 0 ? resolve(process.argv[outFlag + 1]) : resolve(openapiDir, 'dist/staykit.json');
  const doc = bundle();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  const operations = Object.values(doc.paths).flatMap((item) =>
    Object.values(item).filter((value) => value && typeof value === 'object' && 'responses' in value),
  );
  console.log(
    `bundled ${Object.keys(doc.paths).length} paths, ${operations.length} operations, ` +
      `${Object.keys(doc.components.schemas ?? {}).length} schemas -> ${relative(root, out)}`,
  );
}
