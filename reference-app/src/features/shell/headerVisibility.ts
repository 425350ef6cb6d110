// Header rules of the page shell (docs/widget.md#page-shell), as pure functions of the route
// and the start-up flags, so each rule is tested without rendering.

const LANGUAGE_HIDDEN_PATHS = [
  '/reservation/guest-detail',
  '/reservation/payment',
  '/room-lottery/guest-detail',
];
const CURRENCY_PATHS = ['/booking/result', '/booking/recommender'];

// `/booking/result/` and `/booking/result` are the same screen.
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * What the language selector's visibility depends on.
 *
 * @example
 * ```ts
 * const input: LanguageSelectorInput = { pathname: '/booking/result', inChatbotFrame: false };
 * ```
 */
export interface LanguageSelectorInput {
  pathname: string;
  inChatbotFrame: boolean;
}

/**
 * Whether the header shows the language selector: not on guest-detail, payment or lottery guest-detail
 * (changing language there would reload the form the guest is filling in), and not in the chatbot frame,
 * whose language the chatbot sets.
 *
 * @example
 * ```ts
 * isLanguageSelectorVisible({ pathname: '/booking/result', inChatbotFrame: false }); // true
 * isLanguageSelectorVisible({ pathname: '/reservation/guest-detail', inChatbotFrame: false }); // false
 * ```
 */
export function isLanguageSelectorVisible({ pathname, inChatbotFrame }: LanguageSelectorInput): boolean {
  return !inChatbotFrame && !LANGUAGE_HIDDEN_PATHS.includes(normalise(pathname));
}

/**
 * What the currency selector's visibility depends on.
 *
 * @example
 * ```ts
 * const input: CurrencySelectorInput = {
 *   pathname: '/booking/result',
 *   multiCurrencyEnabled: true,
 *   modifyingReservation: false,
 * };
 * ```
 */
export interface CurrencySelectorInput {
  pathname: string;
  multiCurrencyEnabled: boolean;
  modifyingReservation: boolean;
}

/**
 * Whether the header shows the currency selector: only on the booking result and recommender pages, when
 * the hotel has multi-currency enabled and no reservation is being modified (a modification keeps the
 * reservation's currency).
 *
 * @example
 * ```ts
 * isCurrencySelectorVisible({ pathname: '/booking/result', multiCurrencyEnabled: true, modifyingReservation: false }); // true
 * isCurrencySelectorVisible({ pathname: '/facilities', multiCurrencyEnabled: true, modifyingReservation: false }); // false
 * ```
 */
export function isCurrencySelectorVisible(input: CurrencySelectorInput): boolean {
  return (
    input.multiCurrencyEnabled &&
    !input.modifyingReservation &&
    CURRENCY_PATHS.includes(normalise(input.pathname))
  );
}

// The screens where a reservation is searched in update mode: the room search and the reservation search.
const UPDATE_SEARCH_PATHS = ['/booking/result', '/booking/recommender', '/search'];
const LOGIN_HIDDEN_PATHS = ['/503'];
const LOTTERY_COMPLETE = /^\/room-lottery\/complete\/[^/]+$/;

/**
 * What the login widget's visibility depends on.
 *
 * @example
 * ```ts
 * const input: LoginWidgetInput = { pathname: '/booking/result', inChatbotFrame: false, modifyingReservation: false };
 * ```
 */
export interface LoginWidgetInput {
  pathname: string;
  inChatbotFrame: boolean;
  modifyingReservation: boolean;
}

/**
 * Whether the header shows the login widget (docs/widget.md#page-shell): not in the chatbot frame (the chatbot
 * signs its user in), not while a reservation is being updated on the search screens (the update belongs
 * to the account that booked), and not on /503 or the lottery complete page.
 *
 * @example
 * ```ts
 * isLoginWidgetVisible({ pathname: '/booking/result', inChatbotFrame: false, modifyingReservation: false }); // true
 * isLoginWidgetVisible({ pathname: '/booking/result', inChatbotFrame: false, modifyingReservation: true }); // false
 * ```
 */
export function isLoginWidgetVisible({
  pathname,
  inChatbotFrame,
  modifyingReservation,
}: LoginWidgetInput): boolean {
  const path = normalise(pathname);
  if (inChatbotFrame || LOGIN_HIDDEN_PATHS.includes(path) || LOTTERY_COMPLETE.test(path)) return false;
  return !(modifyingReservation && UPDATE_SEARCH_PATHS.includes(path));
}

// The account pages (docs/widget.md#page-shell /my-account and its children) and the organization admin page.
const BACK_BUTTON = /^\/(?:my-account(?:\/.*)?|organization-admin)$/;

/**
 * Whether the header shows the back button (docs/widget.md#page-shell: "a back button on account pages and
 * on the organization admin page returns to search").
 *
 * @example
 * ```ts
 * isBackButtonVisible('/my-account/points'); // true
 * isBackButtonVisible('/booking/result'); // false
 * ```
 */
export function isBackButtonVisible(pathname: string): boolean {
  return BACK_BUTTON.test(normalise(pathname));
}

/**
 * What offering the hotel's chatbot depends on.
 *
 * @example
 * ```ts
 * const input: ChatbotInput = { setting, narrow: true, inChatbotFrame: false, routeHides: false };
 * ```
 */
export interface ChatbotInput {
  setting: { enabled: boolean; show_on_mobile: boolean; show_on_desktop: boolean };
  /** The window is 992 px wide or less. */
  narrow: boolean;
  inChatbotFrame: boolean;
  /** The screen's route hides the chatbot (`hideChatbot`: the pay-link pages). */
  routeHides: boolean;
}

/**
 * Whether the hotel's chatbot is offered: enabled, for this kind of screen (mobile up to 992 px, or
 * desktop), never inside the chatbot's own frame, and not on a screen whose route hides it.
 *
 * @example
 * ```ts
 * isChatbotOffered({ setting: { enabled: true, show_on_mobile: true, show_on_desktop: false }, narrow: false, inChatbotFrame: false, routeHides: false }); // false
 * ```
 */
export function isChatbotOffered({ setting, narrow, inChatbotFrame, routeHides }: ChatbotInput): boolean {
  if (!setting.enabled || inChatbotFrame || routeHides) return false;
  return narrow ? setting.show_on_mobile : setting.show_on_desktop;
}
