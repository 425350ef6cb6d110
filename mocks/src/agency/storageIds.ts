import { fingerprint } from '../lib/fingerprint';

/**
 * The id of the `serial`-th booking data stored since the reset, at `nowMs` on the mock clock: the same
 * run gives the same ids (the trigger examples name the first one).
 *
 * @example
 * ```ts
 * storageIdOf(1, Date.parse('2026-12-01T09:00:00+09:00')); // 'ts_1…'
 * ```
 */
export function storageIdOf(serial: number, nowMs: number): string {
  return `ts_${serial}${fingerprint(`${serial}:${nowMs}`)}`;
}
