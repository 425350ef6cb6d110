/**
 * What the LIFF page uses of LINE's LIFF SDK (`window.liff`).
 *
 * @example
 * ```ts
 * const liff: LiffSdk = await loadLiffSdk(url);
 * ```
 */
export interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  getIDToken(): string | null;
  getProfile(): Promise<{ userId: string; displayName: string; pictureUrl?: string }>;
}

interface LiffWindow {
  liff?: LiffSdk;
}

let loading: { url: string; sdk: Promise<LiffSdk> } | null = null;

/**
 * Loads LINE's LIFF SDK from `url` (once per page; a second call for the same URL waits for the same
 * script) and answers its `window.liff`. Rejects when the script does not load or defines no `liff`.
 *
 * @example
 * ```ts
 * const liff = await loadLiffSdk('https://static.line-scdn.net/liff/edge/2/sdk.js');
 * await liff.init({ liffId: '1650000000-demo-tokyo' });
 * ```
 */
export function loadLiffSdk(url: string, page: Window = window): Promise<LiffSdk> {
  if (loading?.url === url) return loading.sdk;
  const sdk = new Promise<LiffSdk>((resolve, reject) => {
    const script = page.document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      const liff = (page as Window & LiffWindow).liff;
      if (liff) resolve(liff);
      else reject(new Error(`${url} defined no window.liff`));
    });
    script.addEventListener('error', () => reject(new Error(`LINE's LIFF SDK did not load from ${url}`)));
    page.document.head.append(script);
  });
  // A failed load may be tried again (the page's own "try again" is a reload).
  sdk.catch(() => {
    if (loading?.sdk === sdk) loading = null;
  });
  loading = { url, sdk };
  return sdk;
}
