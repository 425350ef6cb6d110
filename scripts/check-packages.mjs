#!/usr/bin/env node
// `npm run test:packages`: the packages as a developer installs them. Builds and packs each publishable
// workspace, lints each tarball with publint and arethetypeswrong, then unpacks the tarballs into
// throwaway consumer projects (ESM with a bundler, ESM under Node's `nodenext`, CommonJS under `node16`)
// that type-check and run the README's first calls against the mock's handlers, the bundler one in its
// own Vitest, and one that type-checks a React screen against React 18's types. Any finding fails the step. Consumers take third-party packages (React, msw, TanStack
// Query...) from this repository's install, linked in, so the step needs no network.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { CONSUMERS } from './packageConsumers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PACKAGES = ['@staykit/sdk', '@staykit/react', '@staykit/mocks', '@staykit/embed', '@staykit/contract'];

const findings = [];
const started = Date.now();
const step = (what) => console.log(`\n${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

/** Runs a command in the repository; its output is shown only when it fails, which stops the step. */
function runOrThrow(what, command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${what} failed`);
  }
  return result.stdout;
}

// 1. Build, as `prepack` would, then pack without scripts so nothing is built twice. `npm test` has
// generated the contract's code already; run alone on a fresh clone, this generates it first (never
// when it is there: the steps running beside this one read it). `--no-build` packs what is built.
if (
  !existsSync(join(root, 'openapi/dist/staykit.json')) ||
  !existsSync(join(root, 'react-hooks/src/generated'))
) {
  step('Generating the contract’s code');
  runOrThrow('npm run generate', npm, ['run', 'generate', '--silent']);
}
// Each package's `npm run build` is its JavaScript (`build:js`), then its type declarations and their
// CommonJS copies. Here the declarations of all of them come from one TypeScript program
// (scripts/build-declarations.mjs), so the SDK's sources, which the hooks and the mock import, are checked
// once rather than three times; what is written is what each package's own build writes.
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.map((dir) => ({
  name: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name,
  dir: join(root, dir),
}));
const BUILT = workspaces.filter(({ name }) => PACKAGES.includes(name) && name !== '@staykit/contract');
if (!process.argv.includes('--no-build')) {
  step('Building');
  // The contract has nothing to build: its document is bundled by `npm run generate`.
  for (const { name } of BUILT)
    runOrThrow(`${name}: the build`, npm, ['run', 'build:js', '--silent', '--workspace', name]);
  step('Type declarations');
  const declared = runOrThrow('the type declarations', process.execPath, [
    join(root, 'scripts/build-declarations.mjs'),
    ...BUILT.map(({ dir }) => dir),
  ]);
  process.stdout.write(declared.replace(/^/gm, '  '));
  for (const { name, dir } of BUILT)
    runOrThrow(`${name}: the CommonJS declarations`, process.execPath, [
      join(root, 'scripts/copy-commonjs-types.mjs'),
      join(dir, 'dist'),
    ]);
}

const work = mkdtempSync(join(tmpdir(), 'staykit-packages-'));
try {
  step('Packing');
  const packed = JSON.parse(
    execFileSync(
      npm,
      [
        'pack',
        '--ignore-scripts',
        '--json',
        '--pack-destination',
        work,
        ...PACKAGES.flatMap((name) => ['--workspace', name]),
      ],
      { cwd: root, encoding: 'utf8' },
    ),
  );
  const tarballs = new Map();
  for (const entry of packed) {
    const file = join(work, entry.filename);
    tarballs.set(entry.name, file);
    // What each tarball weighs and holds, so a stray folder shows up here first.
    const generated = entry.files.filter(({ path }) => path.includes('/generated/'));
    console.log(
      `  ${entry.name.padEnd(16)} ${(entry.size / 1024).toFixed(0).padStart(5)} kB packed ` +
        `${(entry.unpackedSize / 1024).toFixed(0).padStart(6)} kB unpacked  ${entry.files.length} files` +
        (generated.length > 0 ? ` (${generated.length} generated sources, for the source maps)` : ''),
    );
    for (const required of ['package.json', 'README.md', 'LICENSE']) {
      if (!entry.files.some(({ path }) => path === required))
        findings.push(`${entry.name}: ${required} is not packed`);
    }
  }

  // 2. publint: the manifest against the files (formats, exports order, files that are not packed...).
  step('publint');
  for (const [name, file] of tarballs) {
    const tarball = readFileSync(file);
    const { messages, pkg } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    for (const message of messages)
      findings.push(`${name}: publint ${message.type}: ${formatMessage(message, pkg)}`);
    console.log(
      `  ${name}: ${messages.length === 0 ? 'nothing to report' : `${messages.length} finding(s)`}`,
    );
  }

  // 3. arethetypeswrong: every entry's types under each way TypeScript resolves (node10, node16 as CJS
  // and as ESM, bundler). node10 reads no `exports`, so it can reach no subpath entry: a subpath there
  // is not a finding (attw's own "node16" profile leaves node10 out altogether). The loader's
  // `staykit-embed.js` is a classic script for a page's <script> tag, exported so a build can copy it:
  // not a module to import, so not an entry to type.
  step('arethetypeswrong');
  for (const [name, file] of tarballs) {
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(file))), {
      excludeEntrypoints: ['./staykit-embed.js'],
    });
    if (!analysis.types) {
      // The contract: a document and a catalogue, no module to type. Any other package must have types.
      if (name !== '@staykit/contract') findings.push(`${name}: arethetypeswrong found no types`);
      else console.log(`  ${name}: no JavaScript, nothing to type`);
      continue;
    }
    const problems = analysis.problems.filter(
      (problem) => !(problem.resolutionKind === 'node10' && problem.entrypoint !== '.'),
    );
    for (const problem of problems) {
      findings.push(
        `${name}: arethetypeswrong ${problem.kind}` +
          `${'entrypoint' in problem ? ` at "${problem.entrypoint}"` : ''}` +
          `${'resolutionKind' in problem ? ` (${problem.resolutionKind})` : ''}`,
      );
    }
    console.log(
      `  ${name}: ${problems.length === 0 ? 'nothing to report' : `${problems.length} problem(s)`} ` +
        `over ${Object.keys(analysis.entrypoints).length} entries`,
    );
  }

  // 4. Consumers: each unpacks the tarballs into its own node_modules and links what they depend on.
  const linkable = (pkg) => join(root, 'node_modules', pkg);
  for (const consumer of CONSUMERS) {
    step(`Consumer "${consumer.name}"`);
    const dir = join(work, consumer.name);
    const modules = join(dir, 'node_modules');
    mkdirSync(join(modules, '@staykit'), { recursive: true });
    // A link is a package of this repository's install, or [name, installed package] for another version.
    const links = new Map(consumer.links.map((link) => (Array.isArray(link) ? link : [link, link])));
    for (const [name, file] of tarballs) {
      const target = join(modules, name);
      mkdirSync(target, { recursive: true });
      execFileSync('tar', ['-xzf', file, '-C', target, '--strip-components=1']);
      const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
      for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
        if (!dependency.startsWith('@staykit/') && !links.has(dependency)) links.set(dependency, dependency);
      }
    }
    for (const [pkg, installed] of links) {
      const target = join(modules, pkg);
      if (existsSync(target)) continue;
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(linkable(installed), target, 'dir');
    }
    for (const [path, text] of Object.entries(consumer.files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    for (const [command, ...args] of consumer.run) {
      const bin = { tsc: 'node_modules/typescript/bin/tsc', vitest: 'node_modules/vitest/vitest.mjs' }[
        command
      ];
      const result = spawnSync(process.execPath, bin ? [join(root, bin), ...args] : args, {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0' },
      });
      const output = `${result.stdout}${result.stderr}`.trim();
      const shown = [command, ...args].join(' ');
      if (result.status !== 0) {
        findings.push(`consumer "${consumer.name}": \`${shown}\` failed\n${output}`);
        break;
      }
      if (consumer.expect?.[command] && !consumer.expect[command].test(output)) {
        findings.push(`consumer "${consumer.name}": \`${shown}\` printed\n${output}`);
        break;
      }
      console.log(`  ${shown}: ok${command === 'node' ? `  ${output.split('\n').at(-1)}` : ''}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (findings.length > 0) {
  console.error(`\n${findings.length} finding(s):\n${findings.map((finding) => `- ${finding}`).join('\n')}`);
  process.exit(1);
}
step('Every package packs, lints clean and works in each consumer');
