// What a developer installing the packages relies on, read from their manifests: every public entry gives
// `import` and `require` each their own type declarations (a CommonJS user gets `.d.cts`, not ESM types
// "masquerading" as CommonJS), each package is publishable, and the hooks take React 18 or 19.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Manifest {
  name: string;
  private?: boolean;
  engines?: { node?: string };
  scripts?: Record<string, string>;
  exports: Record<
    string,
    { import?: { types?: string; default?: string }; require?: { types?: string; default?: string } }
  >;
  peerDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const read = (path: string): Manifest =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Manifest;

describe('package manifests', () => {
  it.each(['sdk/package.json', 'react-hooks/package.json', 'mocks/package.json'])(
    '%s: each entry types import and require apart',
    (path) => {
      const manifest = read(path);
      const entries = Object.entries(manifest.exports);
      expect(entries.length).toBeGreaterThan(0);
      for (const [entry, conditions] of entries) {
        const { import: esm, require: cjs } = conditions;
        expect(esm?.default, `${manifest.name} ${entry}`).toMatch(/\.js$/);
        expect(esm?.types, `${manifest.name} ${entry}`).toBe(esm?.default?.replace(/\.js$/, '.d.ts'));
        expect(cjs?.default, `${manifest.name} ${entry}`).toMatch(/\.cjs$/);
        expect(cjs?.types, `${manifest.name} ${entry}`).toBe(cjs?.default?.replace(/\.cjs$/, '.d.cts'));
      }
    },
  );

  const generateThenBuild = 'npm run generate --prefix .. && npm run build';
  it.each([
    ['sdk', generateThenBuild],
    ['react-hooks', generateThenBuild],
    ['mocks', generateThenBuild],
    // The loader uses no generated code.
    ['embed', 'npm run build'],
    // The contract ships its bundled document: bundling is all it needs.
    ['openapi', 'npm run bundle --prefix ..'],
  ])('%s can be published: built when packed, with its README and LICENSE', (dir, prepack) => {
    const manifest = read(`${dir}/package.json`);
    expect(manifest.private).toBeUndefined();
    expect(manifest.engines?.node).toBe('>=20.19');
    expect(manifest.scripts?.['prepack']).toBe(prepack);
    for (const file of ['README.md', 'LICENSE']) {
      expect(existsSync(new URL(`../../${dir}/${file}`, import.meta.url)), `${dir}/${file}`).toBe(true);
    }
  });

  it('the hooks take React 18 or 19, TanStack Query 5 and the SDK from the app, so there is one of each', () => {
    const manifest = read('react-hooks/package.json');
    expect(manifest.peerDependencies).toEqual({
      '@staykit/sdk': '^0.1.0',
      // The declarations name query-core's types, which react-query re-exports.
      '@tanstack/query-core': '^5',
      '@tanstack/react-query': '^5',
      react: '^18 || ^19',
    });
    expect(manifest.dependencies).toBeUndefined();
  });

  it('the mock takes msw 2 from the project, so its handlers and the project’s server are one msw', () => {
    const manifest = read('mocks/package.json');
    expect(manifest.peerDependencies).toEqual({ msw: '^2.15.0' });
    expect(manifest.dependencies?.['msw']).toBeUndefined();
  });

  it('no published manifest names the common `source` condition a consumer may set for its own code', () => {
    for (const dir of ['sdk', 'react-hooks', 'mocks', 'embed']) {
      const text = readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), 'utf8');
      expect(text, dir).not.toContain('"source"');
    }
  });

  it('the hooks’ built entry is marked for the client, for React Server Components apps', () => {
    const config = readFileSync(new URL('../../react-hooks/tsup.config.ts', import.meta.url), 'utf8');
    expect(config).toContain(`banner: { js: '"use client";' }`);
  });
});
