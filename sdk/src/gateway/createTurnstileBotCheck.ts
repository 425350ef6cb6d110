import { StaykitError } from '../errors/StaykitError';
import type { BotCheck, BotCheckOptions } from './BotCheck';

/** The part of Cloudflare Turnstile's browser API the adapter uses (its documented explicit rendering). */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action?: string;
      language?: string;
      callback: (token: string) => void;
      'error-callback': (code?: string) => void;
      'expired-callback'?: () => void;
      'timeout-callback'?: () => void;
      'unsupported-callback'?: () => void;
    },
  ): string | undefined;
  remove?(widgetId: string): void;
}

/** Options of `createTurnstileBotCheck`. */
export interface TurnstileBotCheckOptions {
  /** Loads Turnstile's API; by default Cloudflare's script, added to the page once, on the first run. */
  load?: () => Promise<TurnstileApi>;
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi> | undefined;

// Cloudflare's script, once per page: it sets `window.turnstile` when it has run.
function loadCloudflareScript(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = (window as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile did not load'));
    };
    script.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load is tried again on the next run.
    loading = undefined;
    throw error;
  });
  return loading;
}

const failure = (code: 'bot_check_failed' | 'bot_check_unsupported', message: string) =>
  new StaykitError({ status: 0, code, title: message, message });

/**
 * The bot check over Cloudflare Turnstile: renders Turnstile in the container with the hotel's site key
 * and resolves with its token, then removes it; an error, an expired or a timed-out challenge is
 * `bot_check_failed`, a browser Turnstile
 * does not support `bot_check_unsupported`, a script that would not load `bot_check_failed`. Cloudflare's
 * script loads only when a check first runs, so a hotel without the check never loads it. Its words
 * follow `locale` (Turnstile's own languages; `zh_Hans` as `zh-cn`, `zh_Hant` as `zh-tw`).
 *
 * @example
 * ```ts
 * const botCheck = createTurnstileBotCheck();
 * const token = await botCheck.run(element, { siteKey: init.integrations.turnstile_site_key, action: 'booking', locale: 'ja' });
 * ```
 */
export function createTurnstileBotCheck(options: TurnstileBotCheckOptions = {}): BotCheck {
  const load = options.load ?? loadCloudflareScript;
  return {
    name: 'turnstile',
    async run(container: HTMLElement, { siteKey, action, locale }: BotCheckOptions): Promise<string> {
      let api: TurnstileApi;
      try {
        api = await load();
      } catch {
        throw failure('bot_check_failed', 'The security check could not load');
      }
      let widgetId: string | undefined;
      const settled = new Promise<string>((resolve, reject) => {
        container.replaceChildren();
        const failed = () => reject(failure('bot_check_failed', 'The security check failed'));
        widgetId = api.render(container, {
          sitekey: siteKey,
          action,
          language: turnstileLanguage(locale),
          callback: resolve,
          'error-callback': failed,
          'expired-callback': failed,
          'timeout-callback': failed,
          'unsupported-callback': () =>
            reject(failure('bot_check_unsupported', 'This browser cannot run the security check')),
        });
      });
      try {
        return await settled;
      } finally {
        // One check per run: the next run draws a new one.
        if (widgetId !== undefined) api.remove?.(widgetId);
      }
    },
  };
}

/** The product's locale as Turnstile names its languages. */
function turnstileLanguage(locale: string): string {
  if (locale === 'zh_Hans') return 'zh-cn';
  if (locale === 'zh_Hant') return 'zh-tw';
  return locale;
}
