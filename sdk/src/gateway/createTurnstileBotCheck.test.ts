// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { StaykitError } from '../errors/StaykitError';
import { createTurnstileBotCheck, type TurnstileApi } from './createTurnstileBotCheck';

// A stand-in for Cloudflare's script with the behaviour its documentation gives `render`'s callbacks:
// the test says which callback Turnstile calls.
function fakeTurnstile(outcome: 'token' | 'error' | 'expired' | 'timeout' | 'unsupported') {
  const removed: string[] = [];
  const rendered: { container: HTMLElement; sitekey: string; action?: string; language?: string }[] = [];
  const api: TurnstileApi = {
    render(container, options) {
      rendered.push({
        container,
        sitekey: options.sitekey,
        ...(options.action === undefined ? {} : { action: options.action }),
        ...(options.language === undefined ? {} : { language: options.language }),
      });
      if (outcome === 'token') options.callback('0.turnstile-token');
      if (outcome === 'error') options['error-callback']('300010');
      if (outcome === 'expired') options['expired-callback']?.();
      if (outcome === 'timeout') options['timeout-callback']?.();
      if (outcome === 'unsupported') options['unsupported-callback']?.();
      return 'widget-1';
    },
    remove: (widgetId) => removed.push(widgetId),
  };
  return { api, rendered, removed };
}

const OPTIONS = { siteKey: '0x4AAAAAAAB', action: 'booking', locale: 'zh_Hant' };

describe('createTurnstileBotCheck', () => {
  it("renders Turnstile in the container with the hotel's key and the guest's language, and gives its token", async () => {
    const { api, rendered, removed } = fakeTurnstile('token');
    const container = document.createElement('div');
    const check = createTurnstileBotCheck({ load: () => Promise.resolve(api) });
    await expect(check.run(container, OPTIONS)).resolves.toBe('0.turnstile-token');
    expect(rendered).toEqual([{ container, sitekey: '0x4AAAAAAAB', action: 'booking', language: 'zh-tw' }]);
    expect(check.name).toBe('turnstile');
    // Done with: the next run draws a new one.
    expect(removed).toEqual(['widget-1']);
  });

  it.each([
    ['error', 'bot_check_failed'],
    ['expired', 'bot_check_failed'],
    ['timeout', 'bot_check_failed'],
    ['unsupported', 'bot_check_unsupported'],
  ] as const)('turns Turnstile’s %s into %s', async (outcome, code) => {
    const { api } = fakeTurnstile(outcome);
    const check = createTurnstileBotCheck({ load: () => Promise.resolve(api) });
    const error = await check.run(document.createElement('div'), OPTIONS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StaykitError);
    expect((error as StaykitError).code).toBe(code);
  });

  it('fails as a bot check, not with a stray error, when the script does not load', async () => {
    const check = createTurnstileBotCheck({ load: () => Promise.reject(new Error('offline')) });
    const error = await check.run(document.createElement('div'), OPTIONS).catch((caught: unknown) => caught);
    expect((error as StaykitError).code).toBe('bot_check_failed');
  });
});
