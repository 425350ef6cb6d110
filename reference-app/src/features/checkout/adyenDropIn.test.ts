import type { CoreConfiguration } from '@adyen/adyen-web';
import { describe, expect, it } from 'vitest';
import { adyenCheckoutOptions, finishAdyenRedirect, mountAdyenDropIn, type AdyenWeb } from './adyenDropIn';

const SESSION = {
  id: 'CS1',
  session_data: 'Ab02b4c0!data',
  client_key: 'test_HOTELKEY',
  environment: 'test',
  amount: { cents: 150000, currency: 'KRW' },
  reference: 'SK2612010001-1',
  return_url: 'https://book.example/reservation/three-d-secure?adyen=return',
  country_code: 'KR',
  expires_at: '2026-12-01T10:00:00+09:00',
} as const;

// A stand-in for Adyen's library: keeps the options Drop-in was made with, so that the test can call
// the callbacks Adyen documents (`onPaymentCompleted`, `onPaymentFailed`, `onError`).
function fakeAdyen() {
  const made: { options: CoreConfiguration; container: HTMLElement }[] = [];
  let removed = 0;
  const redirects: { options: CoreConfiguration; redirectResult: string }[] = [];
  const adyen: AdyenWeb = {
    createDropin: (options, container) => {
      made.push({ options, container });
      return Promise.resolve({ remove: () => (removed += 1) });
    },
    submitRedirect: (options, redirectResult) => {
      redirects.push({ options, redirectResult });
      return Promise.resolve();
    },
  };
  return { adyen, made, redirects, removed: () => removed };
}

function callbacks() {
  const seen: string[] = [];
  return {
    seen,
    callbacks: {
      onCompleted: (code: string | undefined) => seen.push(`completed ${code ?? '-'}`),
      onFailed: (code: string | undefined) => seen.push(`failed ${code ?? '-'}`),
      onError: () => seen.push('error'),
    },
  };
}

describe('adyenCheckoutOptions', () => {
  it("makes Adyen's checkout from the backend's session, in the guest's language", () => {
    const options = adyenCheckoutOptions(SESSION, 'ko', callbacks().callbacks);
    expect(options).toMatchObject({
      session: { id: 'CS1', sessionData: 'Ab02b4c0!data' },
      clientKey: 'test_HOTELKEY',
      environment: 'test',
      countryCode: 'KR',
      locale: 'ko-KR',
    });
    expect(adyenCheckoutOptions(SESSION, 'zh_Hans', callbacks().callbacks).locale).toBe('zh-CN');
  });
});

describe('mountAdyenDropIn', () => {
  it('mounts Drop-in in the container and tells the page what Adyen says of the payment', async () => {
    const fake = fakeAdyen();
    const { seen, callbacks: page } = callbacks();
    const container = document.createElement('div');
    const remove = await mountAdyenDropIn(container, SESSION, 'en', page, () => Promise.resolve(fake.adyen));
    expect(fake.made[0]?.container).toBe(container);
    const options = fake.made[0]?.options;
    options?.onPaymentCompleted?.({ resultCode: 'Authorised', sessionResult: 'SR' });
    options?.onPaymentFailed?.({ resultCode: 'Refused', sessionResult: 'SR' });
    options?.onPaymentFailed?.();
    expect(seen).toEqual(['completed Authorised', 'failed Refused', 'failed -']);
    remove();
    expect(fake.removed()).toBe(1);
  });

  it('submits the redirectResult of a guest Adyen returned, for the session by its id alone', async () => {
    const fake = fakeAdyen();
    const { seen, callbacks: page } = callbacks();
    await finishAdyenRedirect(SESSION, 'Ab02redirect', 'ja', page, () => Promise.resolve(fake.adyen));
    const [redirect] = fake.redirects;
    expect(redirect?.redirectResult).toBe('Ab02redirect');
    // Adyen's library keeps the session's latest data; the first one would be stale.
    expect(redirect?.options.session).toEqual({ id: 'CS1' });
    expect(redirect?.options).toMatchObject({ clientKey: 'test_HOTELKEY', locale: 'ja-JP' });
    redirect?.options.onPaymentCompleted?.({ resultCode: 'Authorised', sessionResult: 'SR' });
    expect(seen).toEqual(['completed Authorised']);
  });

  it("rejects when Adyen's library or session would not load", async () => {
    const failing: AdyenWeb = {
      createDropin: () => Promise.reject(new Error('NETWORK_ERROR')),
      submitRedirect: () => Promise.reject(new Error('NETWORK_ERROR')),
    };
    await expect(
      mountAdyenDropIn(document.createElement('div'), SESSION, 'en', callbacks().callbacks, () =>
        Promise.resolve(failing),
      ),
    ).rejects.toThrow('NETWORK_ERROR');
  });
});
