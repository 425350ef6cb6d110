#!/usr/bin/env node
// Generates react-hooks/src/generated/ from react-hooks/hooks.yaml and the bundled contract: each query's
// key, queryOptions factory and hook, each mutation's hook, their input and answer types and their doc
// comments. The table says what a hook adds (key, freshness, when it may call, what a mutation makes
// stale); the contract gives path, method, parameters and SDK group by operationId. Behaviour lives in the
// hand-written helpers the generated code calls (src/internal/), as the SDK's generated operations call its
// caller.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { DOMAINS } from './bundle-openapi.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tablePath = 'react-hooks/hooks.yaml';
const outDir = resolve(root, 'react-hooks/src/generated');
const bundle = JSON.parse(readFileSync(resolve(root, 'openapi/dist/staykit.json'), 'utf8'));
const table = parse(readFileSync(resolve(root, tablePath), 'utf8'));
const HEADER = `// Generated from ${tablePath} and the contract by scripts/generate-react-hooks.mjs. Do not edit.`;

const fail = (message) => {
  console.error(`${tablePath}: ${message}`);
  process.exit(1);
};

const deref = (node) => {
  let current = node;
  while (current && current.$ref) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((value, key) => value?.[key], bundle);
  }
  return current;
};

// operationId → where the contract has it, and which SDK group (`client.<domain>`) calls it.
const operations = new Map();
for (const domain of DOMAINS) {
  const domainPaths = Object.keys(parse(readFileSync(resolve(root, `openapi/${domain}.yaml`), 'utf8')).paths);
  for (const path of domainPaths) {
    const item = bundle.paths[path];
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(deref);
      operations.set(operation.operationId, {
        domain,
        path,
        method,
        operation,
        pathParameters: new Map(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, deref(p.schema)?.type]),
        ),
        idempotent: parameters.some((p) => p.name === 'Idempotency-Key'),
        // As the SDK's generator decides whether an operation's init is optional.
        needsInit:
          parameters.some((p) => p.required && p.name !== 'Idempotency-Key') ||
          deref(operation.requestBody)?.required === true,
      });
    }
  }
}

const lookUp = (name, operationId) =>
  operations.get(operationId) ?? fail(`${name}: the contract has no operation ${operationId}`);
const pascal = (name) => name[0].toUpperCase() + name.slice(1);
const camel = (snake) => snake.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());
const tsType = (name, op, param) => {
  const type = op.pathParameters.get(param);
  if (!type) fail(`${name}: ${op.operation.operationId} has no path parameter ${param}`);
  return type === 'integer' || type === 'number' ? 'number' : 'string';
};
const list = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const lowerFirst = (text) => text[0].toLowerCase() + text.slice(1);

/** A JSDoc block: prose wrapped to the project's width, then an example as written in the table. */
function jsdoc(indent, prose, example, language = 'ts') {
  const width = 110 - indent.length - 3;
  const lines = [];
  for (const paragraph of prose.filter(Boolean)) {
    let line = '';
    // A code span is never broken across lines: its spaces travel as NUL until the line is built.
    const text = paragraph
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/`[^`]*`/g, (span) => span.replace(/ /g, '\0'));
    for (const word of text.split(' ').map((part) => part.replace(/\0/g, ' '))) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  if (example) {
    if (example.includes('*/')) fail(`an example may not contain "*/"`);
    lines.push('', '@example', '```' + language, ...example.trimEnd().split('\n'), '```');
  }
  return [`${indent}/**`, ...lines.map((line) => `${indent} *${line ? ` ${line}` : ''}`), `${indent} */`];
}

// A key or invalidation template: `scope({a}, {b}) / word / {c}`.
function parseTemplate(name, template) {
  const [head, ...rest] = String(template)
    .split(' / ')
    .map((part) => part.trim());
  const match = /^(\w+)(?:\((.*)\))?$/.exec(head) ?? fail(`${name}: cannot read "${template}"`);
  const braced = (text) => /^\{(\w+)\}$/.exec(text.trim())?.[1];
  const args = match[2]
    ? match[2].split(',').map((arg) => braced(arg) ?? fail(`${name}: ${arg} is no {param}`))
    : [];
  return {
    scope: match[1],
    args,
    segments: rest.map((segment) => (braced(segment) ? { param: braced(segment) } : { word: segment })),
  };
}

const RULES = {
  id: { code: (value) => `isUsableId(${value})`, helper: 'isUsableId', words: 'is below 1' },
  filled: { code: (value) => `isFilled(${value})`, helper: 'isFilled', words: 'is blank' },
  nonEmpty: { code: (value) => `${value}.length > 0`, words: 'is empty' },
};
const POLICIES = {
  settings: { constant: 'SETTINGS_POLICY', words: 'Kept fresh for 10 minutes.' },
  search: { constant: 'SEARCH_POLICY', words: 'Never served stale: refetched whenever a screen mounts.' },
};

// ---- queries ---------------------------------------------------------------------------------------------

// One module per operation (its factory, hook and types), so that a bundler can put each hook in the
// chunk of the route that uses it; the key builders, a few bytes each, share one module.
const files = {};
const keyNames = [];
const KEY_IMPORTS = [
  "import { keyScopes } from '../internal/keyScopes';",
  "import type { StaykitKeyParams } from '../queries/queryKeys';",
];

for (const [name, entry] of Object.entries(table.queries)) {
  const queryLines = [];
  const queryHookLines = [];
  const queryImports = new Set(['keyParams', 'withSignal']);
  const policiesUsed = new Set();
  let usesSkipToken = false;
  let usesPages = false;
  let usesNotReady = false;
  const op = lookUp(name, entry.operation);
  if (op.method !== 'get') fail(`${name}: ${entry.operation} is not a GET`);
  const policy = POLICIES[entry.policy] ?? fail(`${name}: policy must be settings or search`);
  policiesUsed.add(policy.constant);
  const Name = pascal(name);
  const [factory, hook, Input, Data] = [`${name}Query`, `use${Name}`, `${Name}Input`, `${Name}Data`];
  const { operationId, summary } = op.operation;
  const call = `client.${op.domain}.${operationId}`;
  const allPages = entry.pages === 'all';
  const morePages = entry.pages === 'more';
  if (entry.pages !== undefined && !allPages && !morePages) fail(`${name}: pages must be all or more`);

  // The key builder lives in its operation's module, so a bundle holds only the builders of the hooks it
  // uses; `staykitKeys` (operationKeys.ts) gathers them all for callers.
  const key = parseTemplate(name, entry.key);
  const keyName = entry.keyName ?? name;
  const keyParamsUsed = [...key.args, ...key.segments.filter((s) => s.param).map((s) => s.param)];
  const signature = keyParamsUsed.map((param) => `${camel(param)}: ${tsType(name, op, param)}`);
  const scopeCall = key.args.length
    ? `keyScopes.${key.scope}(${key.args.map(camel).join(', ')})`
    : `keyScopes.${key.scope}`;
  const tail = key.segments.map((s) => (s.param ? camel(s.param) : `'${s.word}'`));
  const keyBlock = [
    `/** The key of \`${factory}\` (\`${operationId}\`); \`staykitKeys.${keyName}\`. */`,
    `export const ${keyName}Key = (${[...signature, 'params: StaykitKeyParams'].join(', ')}) =>`,
    `  [...${scopeCall}, ${[...tail, 'params'].join(', ')}] as const;`,
    '',
  ];
  keyNames.push([keyName, name, factory, operationId]);

  // When the query may call.
  const readiness = Object.entries(entry.ready ?? {}).map(([field, rule]) => {
    const [where, param] = field.split('.');
    if (!['path', 'query'].includes(where) || !param)
      fail(`${name}: ready field ${field} is not path.x or query.x`);
    if (where === 'path') tsType(name, op, param);
    const known = RULES[rule] ?? fail(`${name}: unknown ready rule ${rule}`);
    if (known.helper) queryImports.add(known.helper);
    const value = where === 'path' ? camel(param) : `input.params.query.${param}`;
    return { where, param, code: known.code(value), words: `\`${param}\` ${known.words}` };
  });
  const pathVariables = [
    ...new Set([...keyParamsUsed, ...readiness.filter((r) => r.where === 'path').map((r) => r.param)]),
  ];
  const ready = readiness.map((r) => r.code).join(' && ') || 'true';
  const notReady = entry.notReady;
  if (notReady) usesNotReady = true;
  else if (readiness.length) usesSkipToken = true;
  if (allPages) usesPages = true;
  const perUser = entry.perUser === true;
  if (morePages) {
    files[`${name}.ts`] = infiniteQueryFile({
      name,
      op,
      policy,
      readiness,
      helpers: [...queryImports],
      pathVariables,
      ready,
      keyName,
      keyParamsUsed,
      perUser,
      prose: [
        `\`${operationId}\`: ${lowerFirst(summary)} (\`${op.method.toUpperCase()} ${op.path}\`).`,
        entry.note,
        perUser
          ? "Its key carries the signed-in user (`StaykitProvider`'s `user`; the factory's `user`), so each user's " +
            'answers are cached apart and a sign-in or sign-out moves the hook to the new key.'
          : '',
        policy.words,
        readiness.length
          ? `Waits, sending nothing, while ${list(readiness.map((r) => r.words)).replace(/ and /g, ' or ')}.`
          : '',
        'An infinite query: page 1 first, then `fetchNextPage()` asks the next page and appends it, until ' +
          '`total_pages` (`hasNextPage` turns false); the key leaves `page` out.',
      ]
        .filter(Boolean)
        .join(' '),
      examples: entry.examples ?? fail(`${name}: examples missing`),
      keyBlock,
    });
    continue;
  }

  // Docs: the operation's summary from the contract, then only what the hook adds.
  const what = `\`${operationId}\`: ${lowerFirst(summary)} (\`${op.method.toUpperCase()} ${op.path}\`).`;
  const waits = !readiness.length
    ? ''
    : notReady
      ? `While ${list(readiness.map((r) => r.words))} it fails with \`${notReady}\` and sends nothing, so ` +
        'the screen reports it like any other failure instead of waiting.'
      : `Waits, sending nothing, while ${list(readiness.map((r) => r.words)).replace(/ and /g, ' or ')}.`;
  const pages = allPages
    ? 'Fetches page 1, then pages 2 to `total_pages` together, and answers every item in page order; the key ' +
      'leaves `page` out, and aborting stops every page still loading.'
    : '';
  const forUser = perUser
    ? "Its key carries the signed-in user (`StaykitProvider`'s `user`; the factory's `user`), so each user's " +
      'answers are cached apart and a sign-in or sign-out moves the hook to the new key.'
    : '';
  const prose = [[what, entry.note, forUser, policy.words, waits, pages].filter(Boolean).join(' ')];
  const examples = entry.examples ?? fail(`${name}: examples missing`);
  if (!examples.input || !examples.hook) fail(`${name}: examples.input and examples.hook are required`);

  queryLines.push(
    ...jsdoc(
      '',
      [
        `What \`${factory}\` and \`${hook}\` take: the \`${operationId}\` call's \`params\` as the contract types them.` +
          (allPages
            ? ' Its `page` is ignored (every page is fetched); `per_page` sets how many items each request brings.'
            : ''),
      ],
      examples.input,
    ),
    `export type ${Input} = OperationInit<'${op.path}', 'get'>;`,
    '',
    ...jsdoc(
      '',
      [
        allPages
          ? `Every item of every page \`${operationId}\` answers, in page order.`
          : `What \`${operationId}\` answers, as the contract types it.`,
      ],
      examples.data ?? `const answer: ${Data} = await queryClient.fetchQuery(${factory}(client, input));`,
    ),
    `export type ${Data} = OperationData<'${op.path}', 'get'>${allPages ? "['data']" : ''};`,
    '',
    ...jsdoc(
      '',
      prose,
      examples.factory ??
        `// In a route loader or an event handler: \`${hook}\` then finds the answer in the cache.\n` +
          `await queryClient.prefetchQuery(${factory}(client, input));`,
    ),
    perUser
      ? `export function ${factory}(client: StaykitClient, input: ${Input}, user: string | null = null) {`
      : `export function ${factory}(client: StaykitClient, input: ${Input}) {`,
  );
  if (pathVariables.length) {
    queryLines.push(
      `  const { ${pathVariables.map((p) => (camel(p) === p ? p : `${p}: ${camel(p)}`)).join(', ')} } = input.params.path;`,
    );
  }
  if (readiness.length) queryLines.push(`  const ready = ${ready};`);
  let keyed = 'input';
  let request = `withSignal(input, signal)`;
  if (allPages) {
    queryLines.push(
      '  // Every page is fetched, so the key leaves `page` out: whatever page the caller named, the list is the same.',
      `  const { page: _page, ...query } = input.params${op.needsInit ? '' : '?'}.query ?? {};`,
      '  const whole = { ...input, params: { ...input.params, query } };',
    );
    keyed = 'whole';
  }
  const keyArgs = [...keyParamsUsed.map(camel), `keyParams(client, ${keyed}${perUser ? ', user' : ''})`].join(
    ', ',
  );
  const fetch = allPages
    ? `fetchAllPages((page) => ${call}(withSignal({ ...whole, params: { ...whole.params, query: { ...query, page } } }, signal)))`
    : `${call}(${request})`;
  let queryFn;
  let enabled = '';
  if (!readiness.length) queryFn = `({ signal }) => ${fetch}`;
  else if (notReady) {
    // A missing input the screen must report: an error rather than a query that waits for ever.
    queryFn = `({ signal }) => (ready ? ${fetch} : Promise.reject(notReadyError('${notReady}')))`;
  } else {
    queryFn = `ready ? ({ signal }) => ${fetch} : skipToken`;
    enabled = '    enabled: ready,';
  }
  queryLines.push(
    `  return queryOptions<${Data}, StaykitError>({`,
    `    queryKey: ${keyName}Key(${keyArgs}),`,
    `    queryFn: ${queryFn},`,
    ...(enabled ? [enabled] : []),
    `    ...${policy.constant},`,
    '  });',
    '}',
    '',
  );

  queryHookLines.push(
    ...jsdoc(
      '',
      [
        prose[0],
        readiness.length && !notReady
          ? '`options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.'
          : '`options` adds TanStack options (`enabled`, `select`, ...).',
      ],
      examples.hook,
      'tsx',
    ),
    `export function ${hook}<TData = ${Data}>(`,
    `  input: ${Input},`,
    `  options?: StaykitQueryOptions<${Data}, TData>,`,
    '): UseQueryResult<TData, StaykitError> {',
    ...(perUser
      ? [
          '  const { client, user } = useStaykitContext();',
          `  return useQuery(mergeQueryOptions(${factory}(client, input, user), options));`,
        ]
      : [
          '  const client = useStaykitClient();',
          `  return useQuery(mergeQueryOptions(${factory}(client, input), options));`,
        ]),
    '}',
    '',
  );
  files[`${name}.ts`] = [
    HEADER,
    "import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';",
    `import { queryOptions,${usesSkipToken ? ' skipToken,' : ''} useQuery, type UseQueryResult } from '@tanstack/react-query';`,
    "import type { StaykitQueryOptions } from '../hooks/StaykitQueryOptions';",
    ...(usesPages ? ["import { fetchAllPages } from '../internal/fetchAllPages';"] : []),
    "import { mergeQueryOptions } from '../internal/mergeQueryOptions';",
    ...(usesNotReady ? ["import { notReadyError } from '../internal/notReadyError';"] : []),
    `import { ${[...policiesUsed].sort().join(', ')} } from '../internal/queryPolicies';`,
    `import { ${[...queryImports].sort().join(', ')} } from '../internal/requestParts';`,
    ...KEY_IMPORTS,
    perUser
      ? "import { useStaykitContext } from '../internal/staykitContext';"
      : "import { useStaykitClient } from '../StaykitProvider';",
    '',
    ...keyBlock,
    ...queryLines,
    ...queryHookLines,
  ];
}

/** The module of a query declared `pages: more`: its infinite-query factory, hook and types. */
function infiniteQueryFile(q) {
  const Name = pascal(q.name);
  const [factory, hook, Input, Data] = [`${q.name}Query`, `use${Name}`, `${Name}Input`, `${Name}Page`];
  const { operationId } = q.op.operation;
  const call = `client.${q.op.domain}.${operationId}`;
  if (!q.examples.input || !q.examples.hook) fail(`${q.name}: examples.input and examples.hook are required`);
  const keyArgs = [
    ...q.keyParamsUsed.map(camel),
    `keyParams(client, whole${q.perUser ? ', user' : ''})`,
  ].join(', ');
  const page = '{ ...whole, params: { ...whole.params, query: { ...query, page: pageParam } } }';
  const fetch = `${call}(withSignal(${page}, signal))`;
  const waits = q.readiness.length > 0;
  return [
    HEADER,
    "import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';",
    'import {',
    '  infiniteQueryOptions,',
    ...(waits ? ['  skipToken,'] : []),
    '  useInfiniteQuery,',
    '  type InfiniteData,',
    '  type UseInfiniteQueryResult,',
    "} from '@tanstack/react-query';",
    "import { nextPageOf } from '../internal/nextPageOf';",
    `import { ${q.policy.constant} } from '../internal/queryPolicies';`,
    `import { ${[...q.helpers].sort().join(', ')} } from '../internal/requestParts';`,
    ...KEY_IMPORTS,
    q.perUser
      ? "import { useStaykitContext } from '../internal/staykitContext';"
      : "import { useStaykitClient } from '../StaykitProvider';",
    '',
    ...q.keyBlock,
    ...jsdoc(
      '',
      [
        `What \`${factory}\` and \`${hook}\` take: the \`${operationId}\` call's \`params\` as the contract types them. ` +
          'Its `page` is ignored (the query asks each page in turn); `per_page` sets the page size.',
      ],
      q.examples.input,
    ),
    `export type ${Input} = OperationInit<'${q.op.path}', 'get'>;`,
    '',
    ...jsdoc(
      '',
      [
        `One page \`${operationId}\` answers, as the contract types it; the hook's \`data.pages\` holds them in order.`,
      ],
      q.examples.data ?? `const entries = (data?.pages ?? []).flatMap((page: ${Data}) => page.data);`,
    ),
    `export type ${Data} = OperationData<'${q.op.path}', 'get'>;`,
    '',
    ...jsdoc(
      '',
      [q.prose],
      q.examples.factory ??
        `// Load page 1 before the screen shows; \`${hook}\` then starts from the cache.\n` +
          `await queryClient.prefetchInfiniteQuery(${factory}(client, input));`,
    ),
    q.perUser
      ? `export function ${factory}(client: StaykitClient, input: ${Input}, user: string | null = null) {`
      : `export function ${factory}(client: StaykitClient, input: ${Input}) {`,
    ...(q.pathVariables.length
      ? [
          `  const { ${q.pathVariables.map((p) => (camel(p) === p ? p : `${p}: ${camel(p)}`)).join(', ')} } = input.params.path;`,
        ]
      : []),
    ...(waits ? [`  const ready = ${q.ready};`] : []),
    '  // The query asks each page in turn, so the key leaves `page` out.',
    `  const { page: _page, ...query } = input.params${q.op.needsInit ? '' : '?'}.query ?? {};`,
    '  const whole = { ...input, params: { ...input.params, query } };',
    `  return infiniteQueryOptions<${Data}, StaykitError, InfiniteData<${Data}, number>, readonly unknown[], number>({`,
    `    queryKey: ${q.keyName}Key(${keyArgs}),`,
    waits
      ? `    queryFn: ready ? ({ signal, pageParam }) => ${fetch} : skipToken,`
      : `    queryFn: ({ signal, pageParam }) => ${fetch},`,
    '    initialPageParam: 1,',
    '    getNextPageParam: nextPageOf,',
    ...(waits ? ['    enabled: ready,'] : []),
    `    ...${q.policy.constant},`,
    '  });',
    '}',
    '',
    ...jsdoc(
      '',
      [
        q.prose,
        '`options.enabled` false keeps it off (until the user signs in, say); the conditions above still apply.',
      ],
      q.examples.hook,
      'tsx',
    ),
    `export function ${hook}(`,
    `  input: ${Input},`,
    '  options: { readonly enabled?: boolean } = {},',
    `): UseInfiniteQueryResult<InfiniteData<${Data}, number>, StaykitError> {`,
    q.perUser ? '  const { client, user } = useStaykitContext();' : '  const client = useStaykitClient();',
    `  const base = ${factory}(client, input${q.perUser ? ', user' : ''});`,
    '  return useInfiniteQuery(options.enabled === false ? { ...base, enabled: false } : base);',
    '}',
    '',
  ];
}

// ---- mutations -------------------------------------------------------------------------------------------

for (const [name, entry] of Object.entries(table.mutations)) {
  const mutationLines = [];
  const op = lookUp(name, entry.operation);
  const Name = pascal(name);
  const [hook, Input, Data] = [`use${Name}`, `${Name}Input`, `${Name}Data`];
  const { operationId, summary } = op.operation;
  if (!['success', 'settled'].includes(entry.when)) fail(`${name}: when must be success or settled`);
  const stale = (entry.invalidates ?? fail(`${name}: invalidates missing`)).map((template) => {
    const parsed = parseTemplate(name, template);
    if (parsed.segments.length) fail(`${name}: invalidate a scope, not ${template}`);
    parsed.args.forEach((param) => tsType(name, op, param));
    return {
      code: parsed.args.length
        ? `keyScopes.${parsed.scope}(${parsed.args.map((param) => `input.params.path.${param}`).join(', ')})`
        : `keyScopes.${parsed.scope}`,
      words:
        parsed.scope === 'all'
          ? 'every Staykit query (`staykitKeys.all`)'
          : `\`staykitKeys.${parsed.scope}${parsed.args.length ? `(${parsed.args.join(', ')})` : ''}\``,
    };
  });
  const usesInput = stale.some((s) => s.code.includes('input.'));
  const moment = !stale.length
    ? 'It changes nothing a query holds, so it invalidates nothing.'
    : entry.when === 'settled'
      ? `When it settles, refused or not, it invalidates ${list(stale.map((s) => s.words))}, then runs the caller's \`onSettled\`.`
      : `When it succeeds, it invalidates ${list(stale.map((s) => s.words))}, then runs the caller's \`onSuccess\`.`;
  const idempotent = op.idempotent
    ? 'The SDK sends an `Idempotency-Key` that its own retries reuse, so a retried request never does it twice.'
    : '';
  const what = `\`${operationId}\`: ${lowerFirst(summary)} (\`${op.method.toUpperCase()} ${op.path}\`).`;
  const examples = entry.examples ?? fail(`${name}: examples missing`);
  if (!examples.input || !examples.hook) fail(`${name}: examples.input and examples.hook are required`);
  const generics = `${Data}, ${Input}, TOnMutateResult`;
  mutationLines.push(
    ...jsdoc(
      '',
      [
        `What \`${hook}\` takes: the \`${operationId}\` call's input as the contract types it` +
          (op.needsInit ? '.' : ', or nothing.'),
      ],
      examples.input,
    ),
    `export type ${Input} = OperationInit<'${op.path}', '${op.method}'>${op.needsInit ? '' : ' | undefined'};`,
    '',
    ...jsdoc(
      '',
      [`What \`${operationId}\` answers, as the contract types it.`],
      examples.data ?? `const mutation = ${hook}({ onSuccess: (answer: ${Data}) => show(answer.data) });`,
    ),
    `export type ${Data} = OperationData<'${op.path}', '${op.method}'>;`,
    '',
    ...jsdoc('', [[what, entry.note, idempotent, moment].filter(Boolean).join(' ')], examples.hook, 'tsx'),
    `export function ${hook}<TOnMutateResult = unknown>(`,
    `  options?: StaykitMutationOptions<${generics}>,`,
    `): UseMutationResult<${Data}, StaykitError, ${Input}, TOnMutateResult> {`,
    '  return useInvalidatingMutation(',
    `    (client, input: ${Input}) => client.${op.domain}.${operationId}(input),`,
    `    (${usesInput ? 'input' : ''}) => [${stale.map((s) => s.code).join(', ')}],`,
    `    '${entry.when}',`,
    '    options,',
    '  );',
    '}',
    '',
  );
  files[`${name}.ts`] = [
    HEADER,
    "import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';",
    "import type { UseMutationResult } from '@tanstack/react-query';",
    "import type { StaykitMutationOptions } from '../hooks/StaykitMutationOptions';",
    "import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';",
    ...(stale.length ? ["import { keyScopes } from '../internal/keyScopes';"] : []),
    '',
    ...mutationLines,
  ];
}

// ---- files -----------------------------------------------------------------------------------------------

const queryNames = Object.keys(table.queries);
const mutationNames = Object.keys(table.mutations);
const clash = queryNames.find((name) => mutationNames.includes(name));
if (clash) fail(`${clash} is both a query and a mutation`);
files['operationKeys.ts'] = [
  HEADER,
  ...keyNames.map(([keyName, module]) => `import { ${keyName}Key } from './${module}';`),
  '',
  "/** Each query's own key, under a scope of `keyScopes`; `staykitKeys` exports both. */",
  'export const operationKeys = {',
  ...keyNames.flatMap(([keyName, , factory, operationId]) => [
    `  /** The key of \`${factory}\` (\`${operationId}\`). */`,
    `  ${keyName}: ${keyName}Key,`,
  ]),
  '};',
  '',
];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const [file, lines] of Object.entries(files)) {
  const target = resolve(outDir, file);
  const config = (await prettier.resolveConfig(target)) ?? {};
  writeFileSync(target, await prettier.format(lines.join('\n'), { ...config, filepath: target }));
}
console.log(
  `generated ${queryNames.length} queries and ${mutationNames.length} mutations -> ` +
    `react-hooks/src/generated/ (${Object.keys(files).length} files)`,
);
