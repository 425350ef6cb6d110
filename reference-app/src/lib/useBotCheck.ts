import {
  createMockBotCheck,
  createTurnstileBotCheck,
  MOCK_BOT_CHECK_SITE_KEY,
  StaykitError,
  type BotCheck,
  type components,
} from '@staykit/sdk';
import { useRef, useState, type RefObject } from 'react';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

// The Staykit mock's hotels name its own key: its check plays the provider without a script.
const MOCK_CHECK = createMockBotCheck();
const TURNSTILE = createTurnstileBotCheck();

/** The bot check of a hotel's site key. */
function botCheckFor(siteKey: string): BotCheck {
  return siteKey === MOCK_BOT_CHECK_SITE_KEY ? MOCK_CHECK : TURNSTILE;
}

/**
 * What a guarded form (the checkout, a sign-in, a sign-up, a password-reset request) needs of the bot check.
 *
 * @example
 * ```ts
 * const botCheck: BotCheckState = useBotCheck(hotel, locale, 'sign_in');
 * ```
 */
export interface BotCheckState {
  /** The hotel asks for the check (`turnstile_enabled` with a site key). */
  required: boolean;
  /** Where the check draws itself (a provider may show a challenge there). */
  container: RefObject<HTMLDivElement | null>;
  /**
   * Runs the check when the hotel asks for it: the token for the booking, `undefined` when no check is
   * needed, `null` when it failed (then `error` says why).
   */
  token: () => Promise<string | undefined | null>;
  error: StaykitError | null;
  /** The check is running: the submit button waits (a second press is not a second check). */
  checking: boolean;
  /**
   * Runs the check, then sends `body` with its token (`turnstile_token`) when the hotel asks for it, as
   * is when not; sends nothing when the check failed.
   */
  withToken: <B extends object>(body: B, send: (body: B & { turnstile_token?: string }) => void) => void;
}

/** What the guest is doing when the check runs (the provider's `action`, seen in its analytics). */
export type BotCheckAction = 'booking' | 'sign_in' | 'sign_up' | 'password_reset';

/**
 * The bot check a hotel may ask for (the init's `turnstile_enabled`; docs/widget.md#checkout, #members) at
 * booking, sign-in, sign-up and a password-reset request: runs right before the request goes, in the
 * hotel's provider (Cloudflare Turnstile, its script loaded only then; the Staykit mock's own check for the
 * mock's hotels), and keeps its refusal for the form to show.
 *
 * @example
 * ```ts
 * const botCheck = useBotCheck(hotel, locale, 'sign_in');
 * botCheck.withToken({ grant_type: 'password', email, password }, (body) => signIn.mutate({ params, body }));
 * ```
 */
export function useBotCheck(hotel: BookingWidgetInit, locale: string, action: BotCheckAction): BotCheckState {
  const container = useRef<HTMLDivElement | null>(null);
  const [error, setError] = useState<StaykitError | null>(null);
  const [checking, setChecking] = useState(false);
  const running = useRef(false);
  const siteKey = hotel.integrations.turnstile_site_key ?? '';
  const required = hotel.turnstile_enabled === true && siteKey !== '';
  const token = async (): Promise<string | undefined | null> => {
    if (!required) return undefined;
    const element = container.current;
    if (!element || running.current) return null;
    running.current = true;
    setChecking(true);
    setError(null);
    try {
      return await botCheckFor(siteKey).run(element, { siteKey, action, locale });
    } catch (caught) {
      setError(
        caught instanceof StaykitError
          ? caught
          : new StaykitError({
              status: 0,
              code: 'bot_check_failed',
              title: 'Bot check failed',
              message: String(caught),
            }),
      );
      return null;
    } finally {
      running.current = false;
      setChecking(false);
    }
  };
  const withToken = <B extends object>(body: B, send: (body: B & { turnstile_token?: string }) => void) => {
    void token().then((passed) => {
      if (passed !== null) send(passed === undefined ? body : { ...body, turnstile_token: passed });
    });
  };
  return { required, container, token, error, checking, withToken };
}
