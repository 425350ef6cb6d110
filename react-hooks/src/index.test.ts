import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as api from './index';

// The table the hooks are generated from; every hook it declares is public under its documented name.
const table = parse(
  readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../hooks.yaml'), 'utf8'),
) as {
  queries: Record<string, { keyName?: string }>;
  mutations: Record<string, unknown>;
};
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const exported = (name: string) => typeof (api as Record<string, unknown>)[name];

describe('@staykit/react exports', () => {
  it('a factory, a hook and a key builder for every query of hooks.yaml', () => {
    const missing = Object.entries(table.queries).flatMap(([name, entry]) =>
      [
        exported(`${name}Query`) === 'function' ? [] : [`${name}Query`],
        exported(`use${pascal(name)}`) === 'function' ? [] : [`use${pascal(name)}`],
        typeof (api.staykitKeys as Record<string, unknown>)[entry.keyName ?? name] === 'function'
          ? []
          : [`staykitKeys.${entry.keyName ?? name}`],
      ].flat(),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(table.queries).length).toBeGreaterThan(0);
  });

  it('a hook for every mutation of hooks.yaml', () => {
    const missing = Object.keys(table.mutations)
      .map((name) => `use${pascal(name)}`)
      .filter((hook) => exported(hook) !== 'function');
    expect(missing).toEqual([]);
    expect(Object.keys(table.mutations).length).toBeGreaterThan(0);
  });
});
