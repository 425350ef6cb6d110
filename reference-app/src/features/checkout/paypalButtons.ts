import type { components } from '@staykit/sdk';
import type { PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';

type PaypalClientCredential = components['schemas']['PaypalClientCredential'];

/** What the PayPal buttons ask of the page around them (each maps to one of PayPal's documented callbacks). */
export interface PaypalButtonsCallbacks {
  /** The payer pressed a button: make the order for the booking's payment and answer its id. */
  createOrder: () => Promise<string>;
  /** The payer approved the order in PayPal's window. */
  onApprove: (orderId: string) => Promise<void>;
  /** The payer closed PayPal's window without approving. */
  onCancel: () => void;
  /** PayPal could not go on (its script, the order, a network failure). */
  onError: (error: unknown) => void;
}

/** Loads PayPal's JavaScript SDK with these options; by default through PayPal's own loader (`@paypal/paypal-js`). */
export type PaypalLoader = (options: PayPalScriptOptions) => Promise<PayPalNamespace | null>;

// PayPal's script as loaded for each set of options: a second form drawn before the first load ended
// (a re-render, a language change) waits for the same script instead of adding another.
const loading = new Map<string, Promise<PayPalNamespace | null>>();

// PayPal's loader is fetched only when a guest pays through PayPal, and it adds PayPal's script then.
const loadPaypalScript: PaypalLoader = (options) => {
  const key = JSON.stringify(options);
  let loaded = loading.get(key);
  if (loaded === undefined) {
    loaded = import('@paypal/paypal-js')
      .then(({ loadScript }) => loadScript(options))
      .catch((error: unknown) => {
        // A failed load is tried again next time.
        loading.delete(key);
        throw error;
      });
    loading.set(key, loaded);
  }
  return loaded;
};

// The widget's languages as PayPal names its locales; a language PayPal's buttons may not know is left to
// PayPal, which then follows the payer's browser.
const PAYPAL_LOCALES: Readonly<Record<string, string>> = {
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh_Hans: 'zh_CN',
  zh_Hant: 'zh_TW',
  th: 'th_TH',
  id: 'id_ID',
};

/**
 * The options PayPal's script is loaded with for a hotel's credential (`createPaypalClientCredential`):
 * its public client id, the currency and intent the server chose, the buttons only, and the guest's
 * language when PayPal has it. `commit` labels the button "Pay Now": approving pays, nothing is asked
 * after.
 *
 * @example
 * ```ts
 * paypalScriptOptions({ client_id: 'sb-x', currency: 'JPY', intent: 'authorize' }, 'ja');
 * // { clientId: 'sb-x', currency: 'JPY', intent: 'authorize', components: 'buttons', commit: true, locale: 'ja_JP' }
 * ```
 */
export function paypalScriptOptions(
  credential: Pick<PaypalClientCredential, 'client_id' | 'currency' | 'intent'>,
  locale: string,
): PayPalScriptOptions {
  const paypalLocale = Object.hasOwn(PAYPAL_LOCALES, locale) ? PAYPAL_LOCALES[locale] : undefined;
  return {
    clientId: credential.client_id,
    currency: credential.currency,
    intent: credential.intent,
    components: 'buttons',
    commit: true,
    ...(paypalLocale === undefined ? {} : { locale: paypalLocale }),
  };
}

/**
 * Draws PayPal's buttons (PayPal, and PayPal's own card button) in `container` for a booking's payment:
 * loads PayPal's script for the credential, then wires its documented callbacks to `callbacks`. Resolves
 * with a function that removes the buttons; rejects when PayPal's script would not load or offers no
 * button to this payer. The card data a payer types goes to PayPal, never to the widget.
 *
 * @example
 * ```ts
 * const close = await mountPaypalButtons(element, credential, 'ja', { createOrder, onApprove, onCancel, onError });
 * ```
 */
export async function mountPaypalButtons(
  container: HTMLElement,
  credential: PaypalClientCredential,
  locale: string,
  callbacks: PaypalButtonsCallbacks,
  load: PaypalLoader = loadPaypalScript,
): Promise<() => void> {
  const paypal = await load(paypalScriptOptions(credential, locale));
  if (!paypal?.Buttons) throw new Error('PayPal did not load');
  const buttons = paypal.Buttons({
    style: { layout: 'vertical', label: 'pay' },
    createOrder: () => callbacks.createOrder(),
    onApprove: (data) => callbacks.onApprove(data.orderID),
    onCancel: () => callbacks.onCancel(),
    onError: (error) => callbacks.onError(error),
  });
  if (!buttons.isEligible()) throw new Error('PayPal offers no button here');
  await buttons.render(container);
  return () => void buttons.close().catch(() => undefined);
}
