import type { CoreConfiguration } from '@adyen/adyen-web';
import type { components } from '@staykit/sdk';

type AdyenPaymentSession = components['schemas']['AdyenPaymentSession'];

/**
 * What finishing a payment Drop-in sent the guest away for needs of its session: its id and public key,
 * environment and country (Adyen's library keeps the session's data itself).
 *
 * @example
 * ```ts
 * const session: DropInSession = { id: 'CS1', client_key: 'test_…', environment: 'test', country_code: 'KR' };
 * ```
 */
export type DropInSession = Pick<AdyenPaymentSession, 'id' | 'client_key' | 'environment' | 'country_code'>;

/**
 * The part of Adyen's web library the widget uses (`@adyen/adyen-web`): a checkout made from the options,
 * with its Drop-in mounted in `container`; or, for a guest back from a page Drop-in sent them to (a
 * payment method's, a 3-D Secure page), a checkout that submits the `redirectResult` Adyen returned.
 */
export interface AdyenWeb {
  createDropin(options: CoreConfiguration, container: HTMLElement): Promise<{ remove(): unknown }>;
  submitRedirect(options: CoreConfiguration, redirectResult: string): Promise<void>;
}

/** What Drop-in tells the page around it (each from one of Adyen's documented callbacks). */
export interface AdyenDropInCallbacks {
  /** Adyen took the payment (`Authorised`), or will say later (`Pending`, `Received`). */
  onCompleted: (resultCode: string | undefined) => void;
  /** The payment was refused (`Refused`, `Cancelled`, `Error`), or could not be sent. */
  onFailed: (resultCode: string | undefined) => void;
  /** Adyen could not go on (the session, the network), or the guest closed a method's sheet (`CANCEL`). */
  onError: (error: unknown) => void;
}

// Adyen's library (and its stylesheet) is fetched only when a guest pays through Drop-in.
const loadAdyenWeb = async (): Promise<AdyenWeb> => (await import('./adyenLibrary')).adyenWeb;

// The widget's languages as Adyen names its locales.
const ADYEN_LOCALES: Readonly<Record<string, string>> = {
  en: 'en-US',
  ja: 'ja-JP',
  ko: 'ko-KR',
  zh_Hans: 'zh-CN',
  zh_Hant: 'zh-TW',
  th: 'th-TH',
  id: 'id-ID',
  ar: 'ar',
};

// Adyen's checkout for a session, in the guest's language, wired to the page's callbacks (the session
// itself aside).
function checkoutOptions(
  session: DropInSession,
  locale: string,
  callbacks: AdyenDropInCallbacks,
): CoreConfiguration {
  return {
    clientKey: session.client_key,
    environment: session.environment,
    ...(session.country_code === undefined ? {} : { countryCode: session.country_code }),
    locale: Object.hasOwn(ADYEN_LOCALES, locale) ? ADYEN_LOCALES[locale] : 'en-US',
    onPaymentCompleted: (data) => callbacks.onCompleted(data.resultCode),
    onPaymentFailed: (data) => callbacks.onFailed(data?.resultCode),
    onError: (error) => callbacks.onError(error),
  };
}

/**
 * The options Adyen's checkout is made with for a session (`createAdyenPaymentSession`, `mode: embedded`):
 * the session's id and data, its public client key and environment, its country (which payment methods
 * show) and the guest's language.
 *
 * @example
 * ```ts
 * adyenCheckoutOptions(session, 'ja', callbacks).locale; // 'ja-JP'
 * ```
 */
export function adyenCheckoutOptions(
  session: AdyenPaymentSession,
  locale: string,
  callbacks: AdyenDropInCallbacks,
): CoreConfiguration {
  return {
    ...checkoutOptions(session, locale, callbacks),
    session: { id: session.id, sessionData: session.session_data },
  };
}

/**
 * Draws Adyen's Drop-in in `container` for a booking's embedded session: loads Adyen's library, makes
 * its checkout from the session, and wires its documented callbacks to `callbacks`. Resolves with a
 * function that removes Drop-in; rejects when the library or the session would not load. The card data
 * a guest types goes to Adyen (its own fields), never to the widget.
 *
 * @example
 * ```ts
 * const remove = await mountAdyenDropIn(element, session, 'ja', { onCompleted, onFailed, onError });
 * ```
 */
export async function mountAdyenDropIn(
  container: HTMLElement,
  session: AdyenPaymentSession,
  locale: string,
  callbacks: AdyenDropInCallbacks,
  load: () => Promise<AdyenWeb> = loadAdyenWeb,
): Promise<() => void> {
  const adyen = await load();
  const dropin = await adyen.createDropin(adyenCheckoutOptions(session, locale, callbacks), container);
  return () => void dropin.remove();
}

/**
 * Finishes a payment Drop-in sent away (a payment method's page, a 3-D Secure page): Adyen returned the
 * guest with the session's id and a `redirectResult`, which a checkout for that session (its data as
 * Adyen's library kept it) submits; the outcome comes through `callbacks` as Drop-in's would.
 *
 * @example
 * ```ts
 * await finishAdyenRedirect(session, 'Ab02…', 'ja', { onCompleted, onFailed, onError });
 * ```
 */
export async function finishAdyenRedirect(
  session: DropInSession,
  redirectResult: string,
  locale: string,
  callbacks: AdyenDropInCallbacks,
  load: () => Promise<AdyenWeb> = loadAdyenWeb,
): Promise<void> {
  const adyen = await load();
  // Only the id: Adyen's library keeps the session's latest data itself, newer than the one it began with.
  const options = { ...checkoutOptions(session, locale, callbacks), session: { id: session.id } };
  await adyen.submitRedirect(options, redirectResult);
}
