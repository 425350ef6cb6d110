// Apart from the rest of the kept form (savedGuestForm.ts): sign-out forgets the form from the first screen,
// which must not carry the form's other code.

/**
 * Where the form is kept: `sessionStorage` (this tab only), or a stand-in in tests.
 *
 * @example
 * ```ts
 * const storage: FormStorage = window.sessionStorage;
 * ```
 */
export type FormStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The storage key of the guest form kept for a hotel.
 *
 * @example
 * ```ts
 * guestFormKey('demo-tokyo'); // 'staykit.guestForm.demo-tokyo'
 * ```
 */
export const guestFormKey = (hotelCode: string) => `staykit.guestForm.${hotelCode}`;

/**
 * Forgets the kept form (after booking: the next booking starts clean).
 *
 * @example
 * ```ts
 * clearGuestForm(sessionStorage, 'demo-tokyo');
 * ```
 */
export function clearGuestForm(storage: FormStorage, hotelCode: string): void {
  try {
    storage.removeItem(guestFormKey(hotelCode));
  } catch {
    // Nothing to forget.
  }
}
