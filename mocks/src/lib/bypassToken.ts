import { fingerprint } from './fingerprint';

/**
 * The bypass token of a reservation number: what a guest booking is opened with, the same for the same
 * number on every run (a fresh seed's first booking is always the same reservation).
 *
 * @example
 * ```ts
 * bypassTokenOf('SK2612010001'); // 'bp_…' (16 hexadecimal digits)
 * ```
 */
export function bypassTokenOf(number: string): string {
  return `bp_${fingerprint(`${number}:bypass`)}${fingerprint(number)}`;
}
