import { describe, expect, it } from 'vitest';
import { readMockArgs } from './readMockArgs';

describe('staykit-mock command line', () => {
  it('starts on 127.0.0.1:4010 by default, or on PORT, with what the options say', () => {
    expect(readMockArgs([], {})).toEqual({
      kind: 'start',
      port: 4010,
      host: '127.0.0.1',
      quiet: false,
      now: undefined,
      agencySite: undefined,
    });
    expect(readMockArgs([], { PORT: '5000' })).toMatchObject({ kind: 'start', port: 5000 });
    expect(
      readMockArgs(
        [
          '-p',
          '4011',
          '-q',
          '--now',
          'system',
          '--host',
          '0.0.0.0',
          '--agency-site',
          'http://127.0.0.1:5173/agency',
        ],
        {},
      ),
    ).toEqual({
      kind: 'start',
      port: 4011,
      host: '0.0.0.0',
      quiet: true,
      now: 'system',
      agencySite: 'http://127.0.0.1:5173/agency',
    });
  });

  it('answers --help and -h with the usage', () => {
    expect(readMockArgs(['--help'], {})).toEqual({ kind: 'help' });
    expect(readMockArgs(['-h'], {})).toEqual({ kind: 'help' });
  });

  it.each([
    [['--prot', '4011'], /Unknown option '--prot'/],
    [['--port', 'abc'], /The port must be a number from 0 to 65535, not "abc"/],
    [['--port', '70000'], /not "70000"/],
    [['--now', 'tomorrow'], /--now takes an ISO 8601 instant .* not "tomorrow"/],
    [['extra'], /Unexpected argument 'extra'/],
    [
      ['--agency-site', 'javascript:alert(1)'],
      /--agency-site takes an http\(s\) URL .* not "javascript:alert\(1\)"/,
    ],
  ])('refuses %j with the reason in one line', (argv, reason) => {
    const args = readMockArgs(argv, {});
    expect(args.kind).toBe('refused');
    expect(args.kind === 'refused' ? args.reason : '').toMatch(reason);
  });
});
