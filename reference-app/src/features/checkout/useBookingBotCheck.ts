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

/** What the checkout needs of the bot check. */
export interface BookingBotCheck {
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
  /** The check is running: the Book button waits (a second press is not a second check). */
  checking: boolean;
}

/**
 * The bot check a hotel may ask for at booking (docs/widget.md#checkout): runs right before the booking
 * goes, in the hotel's provider (Cloudflare Turnstile, its script loaded only then; the Staykit mock's own
 * check for the mock's hotels), and keeps its refusal for the checkout to show.
 *
 * @example
 * ```ts
 * const botCheck = useBookingBotCheck(hotel, locale);
 * const token = await botCheck.token();
 * if (token !== null) book({ ...body, ...(token ? { turnstile_token: token } : {}) });
 * ```
 */
export function useBookingBotCheck(hotel: BookingWidgetInit, locale: string): BookingBotCheck {
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
      return await botCheckFor(siteKey).run(element, { siteKey, action: 'booking', locale });
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
  return { required, container, token, error, checking };
}
