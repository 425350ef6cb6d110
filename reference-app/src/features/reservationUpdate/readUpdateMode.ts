// Apart from the rest of the update's addresses (updateUrl.ts): the first screen reads only this, and a
// module loads whole, so keeping it small keeps the first screen small.

/**
 * The reservation a search changes (docs/widget.md#search): the search URL's `current_reservation`, with the
 * confirmation link's `bypass_token` that opens a guest booking and the review's `hotelId`.
 *
 * @example
 * ```ts
 * const mode: UpdateModeUrl = { reservationNumber: 'SK2612010001', bypassToken: 'bp_1', hotelId: 101 };
 * ```
 */
export interface UpdateModeUrl {
  reservationNumber: string;
  bypassToken: string | null;
  hotelId: number | null;
}

const NUMBER = /^[1-9]\d{0,9}$/;

const nonEmpty = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The reservation an address changes, or `null` when it changes none (no `current_reservation`).
 *
 * @example
 * ```ts
 * readUpdateMode(new URLSearchParams('current_reservation=SK1&bypass_token=bp_1&hotelId=101'));
 * // { reservationNumber: 'SK1', bypassToken: 'bp_1', hotelId: 101 }
 * ```
 */
export function readUpdateMode(params: URLSearchParams): UpdateModeUrl | null {
  const reservationNumber = nonEmpty(params.get('current_reservation'));
  if (reservationNumber === null) return null;
  const hotelId = params.get('hotelId') ?? '';
  return {
    reservationNumber,
    bypassToken: nonEmpty(params.get('bypass_token')),
    hotelId: NUMBER.test(hotelId) ? Number(hotelId) : null,
  };
}
