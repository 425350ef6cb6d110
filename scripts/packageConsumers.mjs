// The throwaway projects `npm run test:packages` installs the packed packages into: one per way a
// developer's project resolves them. Each type-checks its files strictly (declarations included) and runs
// the README's first calls ("Use it in your project") against the mock's handlers.

const STAY = `{ checkin_date: '2026-12-24', checkout_date: '2026-12-26', rooms: [{ adults: 2 }] }`;

// The calls every consumer makes: a session and the demo hotel's start-up through the SDK, a room search
// through the hooks' query factory, and a refusal read as a typed error with its message.
const firstCalls = (indent) =>
  `
const client = createStaykitClient({
  baseUrl: 'https://api.example.com',
  locale: 'en',
  credentials: { key: 'demo-widget', secret: 'demo-secret' },
});
const { data: hotel } = await client.booking.getBookingWidgetInit({
  params: { path: { hotel_code: 'demo-tokyo' } },
});
const queryClient = createStaykitQueryClient();
const search = await queryClient.fetchQuery(
  roomSearchQuery(client, { params: { path: { hotel_id: hotel.hotel_id }, query: ${STAY} } }),
);
let refusal = '';
try {
  await client.booking.getBookingWidgetInit({ params: { path: { hotel_code: 'no-such-hotel' } } });
} catch (error) {
  if (isStaykitError(error)) refusal = \`\${error.code}: \${errorMessageOrNull(error.code, 'ja') ?? error.message}\`;
}
const summary = \`\${hotel.hotel_code}: \${search.data.rooms.length} rooms; unknown hotel → \${refusal}\`;`
    .split('\n')
    .map((line) => (line === '' ? line : `${indent}${line}`))
    .join('\n');

const strict = {
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  lib: ['es2022', 'dom'],
  types: ['node'],
  jsx: 'react-jsx',
};

// A project that compiles its sources to `out/` and runs them with Node: its manifest and tsconfig.
const nodeProject = (type, compilerOptions) => ({
  'package.json': JSON.stringify({ name: 'consumer', private: true, type }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { ...strict, noEmit: false, outDir: 'out', target: 'es2022', ...compilerOptions },
    include: ['src'],
  }),
});

// A React screen, type-checked only: the provider, two hooks and the host-page loader's module.
const screen = `import { createStaykitEmbed } from '@staykit/embed';
import { StaykitProvider, createStaykitQueryClient, useBookingWidgetInit, useRoomSearch } from '@staykit/react';
import { createStaykitClient } from '@staykit/sdk';

function Rooms({ hotelCode }: { hotelCode: string }) {
  const init = useBookingWidgetInit({ params: { path: { hotel_code: hotelCode } } });
  const search = useRoomSearch({
    params: { path: { hotel_id: init.data?.data.hotel_id ?? 0 }, query: ${STAY} },
  });
  if (search.isError) return <p role="alert">{search.error.code}</p>;
  return <p>{search.isSuccess ? search.data.data.rooms.length : '…'}</p>;
}

export function App() {
  const client = createStaykitClient({ baseUrl: 'https://api.example.com', locale: 'en' });
  return (
    <StaykitProvider client={client} queryClient={createStaykitQueryClient()} user={null}>
      <Rooms hotelCode="demo-tokyo" />
    </StaykitProvider>
  );
}

export const embed = createStaykitEmbed({ widgetUrl: 'https://booking.example', hotelCode: 'demo-tokyo' });
`;

/**
 * Each consumer: its files, the packages it links from this repository's install besides the
 * tarballs' own dependencies, the commands it runs in order and what their output must show.
 */
export const CONSUMERS = [
  {
    name: 'esm-bundler',
    links: ['msw', 'vitest', 'react-dom', '@types/node', '@types/react'],
    files: {
      'package.json': JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { ...strict, target: 'es2022', module: 'esnext', moduleResolution: 'bundler' },
      }),
      'src/App.tsx': screen,
      'src/firstCalls.test.ts': `import { handlers, override, resetMock } from '@staykit/mocks';
import { createStaykitQueryClient, roomSearchQuery } from '@staykit/react';
import { createStaykitClient, isStaykitError } from '@staykit/sdk';
import { errorMessageOrNull } from '@staykit/sdk/messages';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetMock());

it('finds rooms at the demo hotel and reads a refusal through the published packages', async () => {
${firstCalls('  ')}
  expect(search.data.rooms.length).toBeGreaterThan(0);
  expect(refusal).toMatch(/^\\w+: \\S/);
  console.log(summary);
});

it('answers as a test asks through override', async () => {
  server.use(override('get', '/hotels/{hotel_code}/booking_widget/init').fails('maintenance'));
  const client = createStaykitClient({ baseUrl: 'https://api.example.com', locale: 'en' });
  await expect(
    client.booking.getBookingWidgetInit({ params: { path: { hotel_code: 'demo-tokyo' } } }),
  ).rejects.toMatchObject({ status: 503, code: 'maintenance' });
});
`,
    },
    run: [
      ['tsc', '-p', '.'],
      // Its timeout guards against a hang only: `npm test` runs this step beside the browser tests and
      // Vitest, where a first import on two busy cores can take longer than Vitest's default 5 s.
      ['vitest', 'run', '--root', '.', '--testTimeout', '120000'],
    ],
    expect: { vitest: /demo-tokyo: [1-9]\d* rooms; unknown hotel → \w+: \S/ },
  },
  {
    // React 18's types, for the hooks and the provider (TanStack Query takes React 18 too). Types only:
    // React 18 itself is not installed here. preserveSymlinks makes each linked package read the React
    // types of this project, not of the repository it is linked from.
    name: 'react-18-types',
    links: [
      ['@types/react', '@types/react-18'],
      '@types/prop-types',
      'csstype',
      'openapi-typescript-helpers',
    ],
    files: {
      'package.json': JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          ...strict,
          types: [],
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          preserveSymlinks: true,
        },
      }),
      'src/App.tsx': screen,
    },
    run: [
      ['node', '-p', "require('./node_modules/@types/react/package.json').version"],
      ['tsc', '-p', '.'],
    ],
    expect: { node: /^18\./ },
  },
  {
    name: 'esm-nodenext',
    links: ['@types/node', '@types/react', 'react-dom'],
    files: {
      ...nodeProject('module', { module: 'nodenext', resolveJsonModule: true }),
      'src/main.ts': `import { handlers } from '@staykit/mocks';
import { startMockServer } from '@staykit/mocks/node';
import { createStaykitQueryClient, roomSearchQuery } from '@staykit/react';
import { createStaykitClient, isStaykitError } from '@staykit/sdk';
import { errorMessageOrNull } from '@staykit/sdk/messages';
import { ja } from '@staykit/sdk/messages/ja';
import contract from '@staykit/contract/staykit.json' with { type: 'json' };

const mock = await startMockServer(handlers, { port: 0 });
const baseUrl = mock.url;
${firstCalls('').replace("baseUrl: 'https://api.example.com'", 'baseUrl')}
await mock.close();
console.log(\`\${Object.keys(ja).length} messages in Japanese\`);
console.log(\`the contract \${contract.info.version}: \${Object.keys(contract.paths).length} paths\`);
console.log(summary);
`,
    },
    run: [
      ['tsc', '-p', '.'],
      ['node', 'out/main.js'],
    ],
    expect: {
      node: /the contract \S+: [1-9]\d+ paths\n.*demo-tokyo: [1-9]\d* rooms; unknown hotel → \w+: \S/,
    },
  },
  {
    name: 'cjs-node16',
    links: ['@types/node', '@types/react', 'react-dom'],
    files: {
      ...nodeProject('commonjs', {
        module: 'node16',
        // msw 2's own declarations import the ESM-only `rettime`, which TypeScript refuses under
        // CommonJS (TS1479) whatever imports them; arethetypeswrong checks Staykit's `.d.cts` instead.
        skipLibCheck: true,
      }),
      'src/main.ts': `import { handlers } from '@staykit/mocks';
import { startMockServer } from '@staykit/mocks/node';
import { createStaykitQueryClient, roomSearchQuery } from '@staykit/react';
import { createStaykitClient, isStaykitError } from '@staykit/sdk';
import { errorMessageOrNull } from '@staykit/sdk/messages';

async function main(): Promise<string> {
  const mock = await startMockServer(handlers, { port: 0 });
  const baseUrl = mock.url;
${firstCalls('  ').replace("baseUrl: 'https://api.example.com'", 'baseUrl')}
  await mock.close();
  return summary;
}

main().then(console.log, (error: unknown) => {
  console.error(error);
  process.exit(1);
});
`,
    },
    run: [
      ['tsc', '-p', '.'],
      ['node', 'out/main.js'],
    ],
    expect: { node: /demo-tokyo: [1-9]\d* rooms; unknown hotel → \w+: \S/ },
  },
];
