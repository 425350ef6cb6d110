import type { CoreConfiguration } from '@adyen/adyen-web';
import type { components } from '@staykit/sdk';

type AdyenPaymentSession = components['schemas']['AdyenPaymentSession'];

/**
 * The part of Adyen's web library the widget uses (`@adyen/adyen-web`): a checkout made from the options,
 * with its Drop-in mounted in `container`.
 */
export interface AdyenWeb {
  createDropin(options: CoreConfiguration, container: HTMLElement): Promise<{ unmount(): unknown }>;
}

/** What Drop-in tells the page around it (each from one of Adyen's documented callbacks). */
export interface AdyenDropInCallbacks {
  /** Adyen took the payment (`Authorised`), or will say later (`Pending`, `Received`). */
  onCompleted: (resultCode: string | undefined) => void;
  /** The payment was refused (`Refused`, `Cancelled`, `Error`), or could not be sent. */
  onFailed: (resultCode: string | undefined) => void;
  /** Adyen could not go on (the session, the network). */
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
    session: { id: session.id, sessionData: session.session_data },
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
  container.replaceChildren();
  const dropin = await adyen.createDropin(adyenCheckoutOptions(session, locale, callbacks), container);
  return () => void dropin.unmount();
}
