import type { BotCheckState } from '../../lib/useBotCheck';

/**
 * Where the hotel's bot check draws itself in a member form, before its submit button (a provider may
 * show a challenge there; many pass unseen); nothing when the hotel does not ask for the check.
 *
 * @example
 * ```tsx
 * <BotCheckArea check={botCheck} />
 * ```
 */
export function BotCheckArea({ check }: { check: BotCheckState }) {
  return check.required ? <div className="sk-bot-check" ref={check.container} /> : null;
}
