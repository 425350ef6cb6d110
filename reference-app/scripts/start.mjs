// `npm start`: the HTTP mock backend (127.0.0.1:4010) and the widget's Vite dev server together.
// Ctrl+C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

const children = [
  // The mock's clock starts at the machine's time, so the widget's "today" and the mock's agree.
  // A booking moved to the agency site (an `ota_enabled` visit) is paid on the storefront served beside it.
  spawn(
    process.execPath,
    ['mocks/dist/bin.js', '--quiet', '--now', 'system', '--agency-site', 'http://127.0.0.1:5173/agency'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, [viteBin, '--config', 'reference-app/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

console.log('\nStaykit widget: http://127.0.0.1:5173/booking/result?hotel_code=demo-tokyo\n');

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
