import type { BotCheck } from './BotCheck';

/**
 * The site key of the Staykit mock's bot check: a hotel of the mock that requires the check names it, and
 * the widget then runs `createMockBotCheck` instead of a provider's script.
 *
 * @example
 * ```ts
 * const botCheck = siteKey === MOCK_BOT_CHECK_SITE_KEY ? createMockBotCheck() : createTurnstileBotCheck();
 * ```
 */
export const MOCK_BOT_CHECK_SITE_KEY = 'mock-turnstile';

/**
 * The bot check of the Staykit mock: passes at once, unseen, with a token the mock accepts
 * (`turnstile-mock-pass`). The mock refuses the token `turnstile-fail` (docs/mock-triggers.md), which a
 * test can send in its place to see a refusal.
 *
 * @example
 * ```ts
 * await createMockBotCheck().run(element, { siteKey: MOCK_BOT_CHECK_SITE_KEY, action: 'booking', locale: 'en' });
 * // 'turnstile-mock-pass'
 * ```
 */
export function createMockBotCheck(): BotCheck {
  return { name: 'mock', run: () => Promise.resolve('turnstile-mock-pass') };
}
