/**
 * What a bot check needs to run: the hotel's site key (`integrations.turnstile_site_key` of the init),
 * what the guest is doing (`booking`, `sign_in`) and the guest's language for the challenge's words.
 *
 * @example
 * ```ts
 * const options: BotCheckOptions = { siteKey: '0x4AAAAAAAB', action: 'booking', locale: 'ja' };
 * ```
 */
export interface BotCheckOptions {
  readonly siteKey: string;
  readonly action: string;
  readonly locale: string;
}

/**
 * The bot-check boundary (the contract's `turnstile_token`), like `PaymentGateway` for cards: the one
 * place a provider's script runs. When the hotel requires the check (the init's `turnstile_enabled`), the
 * app runs it before the request and sends the token it gives.
 *
 * `run` draws the check in `container` (a provider may show a challenge there; many pass unseen) and
 * resolves with a single-use token. It rejects with a `StaykitError`: `bot_check_failed` when the check
 * could not be passed (run it again), `bot_check_unsupported` when this browser cannot run it (say so;
 * another browser can book).
 *
 * The SDK ships the Staykit mock's check (`createMockBotCheck`) and an adapter for Cloudflare Turnstile
 * (`createTurnstileBotCheck`), which loads Cloudflare's script only when it first runs.
 *
 * @example
 * ```ts
 * const token = await botCheck.run(element, { siteKey, action: 'booking', locale: 'en' });
 * await client.booking.createReservation({ params, body: { ...body, turnstile_token: token } });
 * ```
 */
export interface BotCheck {
  /** The provider (`mock`, `turnstile`). */
  readonly name: string;
  run(container: HTMLElement, options: BotCheckOptions): Promise<string>;
}
