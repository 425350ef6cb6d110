import type { StaykitClient } from '@staykit/sdk';
import type { StaykitKeyParams } from '../queries/queryKeys';

/** The parts of an operation's init that change its answer, as far as a key needs them. */
interface KeyedInit {
  params?: { query?: object; header?: { 'Accept-Language'?: string } };
}

/**
 * The key parameters of a call: its query and the locale it will be answered in (an explicit
 * `Accept-Language` header wins over the client's locale, as it does on the wire):
 * `keyParams(client, { params: { path: { hotel_id: 101 } } })` is `{ locale: 'ja' }` for a Japanese client.
 */
export function keyParams(
  client: StaykitClient,
  init: KeyedInit,
  user: string | null = null,
): StaykitKeyParams {
  const locale = init.params?.header?.['Accept-Language'] ?? client.locale;
  const query = init.params?.query;
  return {
    locale,
    ...(query === undefined ? {} : { query }),
    ...(user === null ? {} : { user }),
  };
}

export function withSignal<T extends { signal?: AbortSignal }>(init: T, signal: AbortSignal): T {
  return { ...init, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal };
}

/**
 * Whether a numeric id can name anything (ids start at 1). `0` is the usual placeholder while the hotel
 * is still loading, and such a query waits instead of asking for a hotel that cannot exist.
 */
export const isUsableId = (id: number) => Number.isInteger(id) && id >= 1;

/** Whether a code, number, e-mail or token was given at all (blank counts as not given). */
export const isFilled = (text: string) => text.trim() !== '';
