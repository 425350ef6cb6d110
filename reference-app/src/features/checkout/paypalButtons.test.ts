import type { PayPalButtonsComponentOptions, PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';
import { describe, expect, it } from 'vitest';
import { mountPaypalButtons, paypalScriptOptions } from './paypalButtons';

const CREDENTIAL = {
  client_id: 'sb-hotel',
  client_token: 'ct',
  currency: 'JPY',
  intent: 'authorize',
  environment: 'sandbox',
  gateway: 'gmo_paypal',
  expires_at: '2026-12-01T10:00:00+09:00',
} as const;

// A stand-in for PayPal's script with the buttons its documentation describes: the test presses them
// through the options the adapter gave (`createOrder`, then `onApprove`, `onCancel` or `onError`).
function fakePaypal(eligible = true) {
  const loadedWith: PayPalScriptOptions[] = [];
  const given: PayPalButtonsComponentOptions[] = [];
  const state = { rendered: null as HTMLElement | null, closed: 0 };
  const paypal: PayPalNamespace = {
    version: 'stand-in',
    Buttons: (options = {}) => {
      given.push(options);
      return {
        isEligible: () => eligible,
        render: (container) => {
          state.rendered = typeof container === 'string' ? null : container;
          return Promise.resolve();
        },
        close: () => {
          state.closed += 1;
          return Promise.resolve();
        },
        updateProps: () => Promise.resolve(),
        resume: () => undefined,
        hasReturned: () => false,
      };
    },
  };
  const load = (options: PayPalScriptOptions) => {
    loadedWith.push(options);
    return Promise.resolve(paypal);
  };
  return { load, loadedWith, given, state };
}

function callbacks() {
  const seen: string[] = [];
  return {
    seen,
    callbacks: {
      createOrder: () => {
        seen.push('createOrder');
        return Promise.resolve('ORDER-1');
      },
      onApprove: (orderId: string) => {
        seen.push(`approve ${orderId}`);
        return Promise.resolve();
      },
      onCancel: () => seen.push('cancel'),
      onError: () => seen.push('error'),
    },
  };
}

describe('paypalScriptOptions', () => {
  it("loads PayPal's buttons for the hotel's client id, currency and intent, in the guest's language", () => {
    expect(paypalScriptOptions(CREDENTIAL, 'ja')).toEqual({
      clientId: 'sb-hotel',
      currency: 'JPY',
      intent: 'authorize',
      components: 'buttons',
      commit: true,
      locale: 'ja_JP',
    });
    expect(paypalScriptOptions(CREDENTIAL, 'zh_Hant').locale).toBe('zh_TW');
    // A language PayPal may not know is left to PayPal (the payer's browser decides).
    expect(paypalScriptOptions(CREDENTIAL, 'ar')).not.toHaveProperty('locale');
  });
});

describe('mountPaypalButtons', () => {
  it("draws PayPal's buttons in the container and wires PayPal's callbacks to the page's", async () => {
    const paypal = fakePaypal();
    const { seen, callbacks: page } = callbacks();
    const container = document.createElement('div');
    const close = await mountPaypalButtons(container, CREDENTIAL, 'en', page, paypal.load);
    expect(paypal.loadedWith).toEqual([paypalScriptOptions(CREDENTIAL, 'en')]);
    expect(paypal.state.rendered).toBe(container);
    const options = paypal.given[0] ?? {};
    const actions = {} as never;
    await expect(options.createOrder?.({ paymentSource: 'paypal' }, actions)).resolves.toBe('ORDER-1');
    await options.onApprove?.({ orderID: 'ORDER-1', payerID: 'PAYER', facilitatorAccessToken: 't' }, actions);
    options.onCancel?.({ orderID: 'ORDER-1' }, actions);
    options.onError?.({ message: 'PayPal is down' });
    expect(seen).toEqual(['createOrder', 'approve ORDER-1', 'cancel', 'error']);
    close();
    expect(paypal.state.closed).toBe(1);
  });

  it('rejects when PayPal would not load or offers this payer no button, so the page offers PayPal’s own page', async () => {
    const container = document.createElement('div');
    const { callbacks: page } = callbacks();
    await expect(
      mountPaypalButtons(container, CREDENTIAL, 'en', page, () => Promise.resolve(null)),
    ).rejects.toThrow('PayPal did not load');
    await expect(
      mountPaypalButtons(container, CREDENTIAL, 'en', page, fakePaypal(false).load),
    ).rejects.toThrow('PayPal offers no button here');
  });
});
