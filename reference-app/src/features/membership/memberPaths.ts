/**
 * The member screens' addresses, each with the hotel's code (every screen of the widget needs it) and
 * never an e-mail address or a token of the guest's: those travel in the screen's state.
 *
 * @example
 * ```ts
 * memberPath('/sign-up', 'demo-tokyo'); // '/sign-up?hotel_code=demo-tokyo'
 * ```
 */
export function memberPath(pathname: MemberPathname, hotelCode: string): string {
  return `${pathname}?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`;
}

/**
 * A member screen of the widget.
 *
 * @example
 * ```ts
 * const pathname: MemberPathname = '/sign-in';
 * ```
 */
export type MemberPathname =
  '/sign-in' | '/sign-up' | '/sign-up-result' | '/forgot-password' | '/booking/result';
