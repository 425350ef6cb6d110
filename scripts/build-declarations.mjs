#!/usr/bin/env node
// Packages' type declarations, one bundled `.d.ts` per entry of each package's `exports`, written beside
// tsup's JavaScript in its `dist/`. A package's `npm run build` runs it from the package's folder after
// tsup; `npm run test:packages` runs it once for every package, their folders as arguments, so the sources
// they share (the hooks and the mock import the SDK's) are checked once, not once a package.
//
// tsup's own `dts` option checks and emits each package through a bundler plugin that asks TypeScript file
// by file; that was about two thirds of each build (the SDK's alone took 45 s of CPU). Here TypeScript
// checks and emits all the packages asked for in one program, as `tsc` would, and the emitted files are
// then bundled per entry by the same plugin tsup uses (rollup-plugin-dts), which on declarations only
// joins files.
//
// The entries are read from `package.json`: each export with a `staykit-source` file and an `import.types`
// file gets the declarations of the one bundled into the other. Only the package's own files are bundled:
// other packages stay imports by name, as with tsup, and each must be one the package depends on (its
// dependencies or peers; a Node built-in), or a consumer could not resolve it. A type error fails the
// build, as tsup's did.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import ts from 'typescript';

/**
 * A package's folder, name, entries (`./dist/messages/en.d.ts` is the entry `messages/en`) and the
 * packages its declarations may import.
 */
function packageAt(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const { name, exports } = manifest;
  const entries = Object.values(exports ?? {})
    .filter(
      (target) => target && typeof target === 'object' && target['staykit-source'] && target.import?.types,
    )
    .map((target) => {
      const match = /^\.\/dist\/(.+)\.d\.ts$/.exec(target.import.types);
      if (!match) throw new Error(`${name}: types "${target.import.types}" are not a .d.ts file in ./dist`);
      return { name: match[1], source: resolve(dir, target['staykit-source']) };
    });
  if (entries.length === 0) throw new Error(`${name}: no export has a source and types`);
  const imports = new Set([
    name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  return { dir, name, entries, imports };
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const packages = (process.argv.length > 2 ? process.argv.slice(2) : ['.']).map((dir) =>
  packageAt(resolve(dir)),
);
const packageDir = packages[0].dir;

// The repository's compiler options (the ones the editor and `npm run typecheck` use), emitting
// declarations only. The root is the repository's, since a package's program also reads the sources of
// the workspace packages it imports (through the `staykit-source` condition); only its own are bundled.
const configFile = ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json');
if (!configFile) throw new Error(`No tsconfig.json above ${packageDir}`);
const repositoryRoot = dirname(configFile);
const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
if (config.extends) throw new Error(`${configFile}: an "extends" is not read here; write the options in it`);
// The options only: the program's files are the entries, not the files the config would list.
const converted = ts.convertCompilerOptionsFromJson(config.compilerOptions ?? {}, repositoryRoot);
if (converted.errors.length > 0) {
  throw new Error(
    converted.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'),
  );
}
const emitted = mkdtempSync(join(tmpdir(), 'staykit-declarations-'));
const options = {
  ...converted.options,
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  declarationMap: false,
  sourceMap: false,
  skipLibCheck: true,
  rootDir: repositoryRoot,
  outDir: emitted,
};

try {
  const rootNames = packages.flatMap((pkg) => pkg.entries.map((entry) => entry.source));
  const program = ts.createProgram({ rootNames, options });
  const result = program.emit();
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => packageDir,
    getNewLine: () => '\n',
  };
  // The emit's own diagnostics repeat the declaration ones of the pre-emit list: each is shown once.
  const errors = new Map(
    [...ts.getPreEmitDiagnostics(program), ...result.diagnostics]
      .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
      .map((diagnostic) => [ts.formatDiagnostic(diagnostic, host), diagnostic]),
  );
  if (errors.size > 0) {
    console.error([...errors.keys()].join(''));
    throw new Error(`${errors.size} type error(s); no declarations written`);
  }

  const declarationOf = (source) =>
    join(emitted, relative(repositoryRoot, source)).replace(/\.tsx?$/, '.d.ts');
  for (const { dir, name, entries, imports } of packages) {
    const bundle = await rollup({
      input: Object.fromEntries(entries.map((entry) => [entry.name, declarationOf(entry.source)])),
      // A bare specifier is another package: imported by name, not bundled. Rollup asks with the
      // specifier and again with the resolved file, an absolute path (`C:\...` on Windows).
      external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
      plugins: [dts()],
      onwarn(warning, warn) {
        // The package's own files import each other in cycles the declarations keep as they are.
        if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
      },
    });
    const { output } = await bundle.write({
      dir: join(dir, 'dist'),
      format: 'es',
      entryFileNames: '[name].d.ts',
      // A shared chunk is named after a declaration file (`locales.d.ts`): drop its `.d`.
      chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
    });
    await bundle.close();
    // What each file imports: the package's other files (by their names here), or other packages.
    const written = new Set(output.map((file) => file.fileName));
    const strangers = [...new Set(output.flatMap((file) => ('imports' in file ? file.imports : [])))].filter(
      (specifier) =>
        !written.has(specifier) && !isBuiltin(specifier) && !imports.has(packageNameOf(specifier)),
    );
    if (strangers.length > 0) {
      throw new Error(
        `${name}: its declarations import ${strangers.join(', ')}, which it does not depend on: a consumer ` +
          'could not resolve them (add the package to its dependencies or peers, or keep the type out of its API)',
      );
    }
    const size = output.reduce((total, file) => total + ('code' in file ? file.code.length : 0), 0);
    console.log(
      `${name}: ${output.length} declaration file(s), ${(size / 1024).toFixed(0)} kB, ` +
        `for ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}`,
    );
  }
} finally {
  rmSync(emitted, { recursive: true, force: true });
}
