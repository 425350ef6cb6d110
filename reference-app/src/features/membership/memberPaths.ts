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
  | '/sign-in'
  | '/organization-sign-in'
  | '/member-deleted-confirmation'
  | '/sign-out'
  | '/sign-up'
  | '/sign-up-result'
  | '/forgot-password'
  | '/resend-confirmation-email'
  | '/chat-sign-in'
  | '/chat-sign-up'
  | '/chat-sign-up-form'
  | '/chat-sign-up-result'
  | '/chat-sign-up-done'
  | '/booking/result';

/**
 * The chatbot's own screen for a member screen (`/sign-in` → `/chat-sign-in`, `/sign-up` → `/chat-sign-up`)
 * when `chat`, else the screen itself: inside the chatbot the member screens lead to each other.
 *
 * @example
 * ```ts
 * memberScreen('/sign-up', true); // '/chat-sign-up'
 * ```
 */
export function memberScreen(pathname: '/sign-in' | '/sign-up', chat: boolean): MemberPathname {
  if (!chat) return pathname;
  return pathname === '/sign-in' ? '/chat-sign-in' : '/chat-sign-up';
}

const MEMBER_SCREENS = [
  '/member-deleted-confirmation',
  '/sign-in',
  '/organization-sign-in',
  '/sign-out',
  '/sign-up',
  '/sign-up-result',
  '/sign-up-done',
  '/sso/custom/callback',
  '/chat-sign-in',
  '/chat-sign-up',
  '/chat-sign-up-form',
  '/chat-sign-up-result',
  '/chat-sign-up-done',
  '/member-confirmation',
  '/forgot-password',
  '/resend-confirmation-email',
  '/change-password',
];

/**
 * Where sign-in leads: back to the screen the guest came from (`from` in the sign-in screen's state, set
 * by the header's link and by the sign-in a 401 asks for), or else the room search. Only a path of the
 * widget itself is followed, never another site, and never back into a member screen.
 *
 * @example
 * ```ts
 * afterSignInPath('/reservation/guest-detail?hotel_code=demo-tokyo', 'demo-tokyo'); // that path
 * afterSignInPath('https://elsewhere.example/', 'demo-tokyo'); // '/booking/result?hotel_code=demo-tokyo'
 * ```
 */
export function afterSignInPath(from: unknown, hotelCode: string): string {
  const fallback = memberPath('/booking/result', hotelCode);
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return fallback;
  }
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  return MEMBER_SCREENS.includes(pathname) ? fallback : from;
}
