import { parseArgs } from 'node:util';

/**
 * The command line of `staykit-mock` (`npm run mock`), read: what to start, or why not.
 *
 * @example
 * ```ts
 * const args: MockArgs = { kind: 'start', port: 4010, host: '127.0.0.1', quiet: false, now: undefined, agencySite: undefined };
 * ```
 */
export type MockArgs =
  | {
      kind: 'start';
      port: number;
      host: string;
      quiet: boolean;
      now: string | undefined;
      agencySite: string | undefined;
    }
  | { kind: 'help' }
  | { kind: 'refused'; reason: string };

/**
 * The usage text `--help` prints, and a refused command line after its reason.
 *
 * @example
 * ```ts
 * console.log(MOCK_USAGE);
 * ```
 */
export const MOCK_USAGE = `Usage: staykit-mock [options]   (npm run mock -- [options])

The Staykit mock backend over HTTP: every operation of the contract, stateful and deterministic.

Options:
  -p, --port <port>   the port to listen on (4010, or PORT)
      --host <host>   the address to listen on (127.0.0.1)
      --now <instant> the mock clock's start: an ISO 8601 instant (2026-12-01T09:00:00+09:00),
                      or "system" for the machine's clock; the documented default otherwise
      --agency-site <url>  where a booking moved to the agency site is paid (its storefront's
                      root, http or https); https://agency.example.com otherwise
  -q, --quiet         no line per request
  -h, --help          this text

Controls (reset, clock, settings) and triggers: docs/mock-triggers.md and mocks/README.md.`;

/**
 * Reads `argv` (without `node` and the script): the options to start with, a request for help, or the
 * reason a command line is refused (an unknown option, a port that is not one, an instant that is not
 * one), so that the command says what is wrong in a line instead of a stack trace.
 *
 * @example
 * ```ts
 * readMockArgs(['--port', '4011'], {}); // { kind: 'start', port: 4011, host: '127.0.0.1', quiet: false, now: undefined, agencySite: undefined }
 * readMockArgs(['--prot', '1'], {}); // { kind: 'refused', reason: "Unknown option '--prot'..." }
 * ```
 */
export function readMockArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): MockArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string', short: 'p', default: env['PORT'] ?? '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        quiet: { type: 'boolean', short: 'q', default: false },
        now: { type: 'string' },
        'agency-site': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return { kind: 'refused', reason: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const port = Number(values.port);
  if (!/^\d{1,5}$/.test(values.port) || port > 65_535) {
    return { kind: 'refused', reason: `The port must be a number from 0 to 65535, not "${values.port}".` };
  }
  const now = values.now;
  if (now !== undefined && now !== 'system' && Number.isNaN(Date.parse(now))) {
    return {
      kind: 'refused',
      reason: `--now takes an ISO 8601 instant (2026-12-01T09:00:00+09:00) or "system", not "${now.slice(0, 64)}".`,
    };
  }
  const agencySite = values['agency-site'];
  if (agencySite !== undefined && !/^https?:\/\/[^/\s]+/.test(agencySite)) {
    return {
      kind: 'refused',
      reason: `--agency-site takes an http(s) URL (http://127.0.0.1:5173/agency), not "${agencySite.slice(0, 64)}".`,
    };
  }
  return { kind: 'start', port, host: values.host, quiet: values.quiet, now, agencySite };
}
