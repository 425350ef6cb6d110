import type { KeyValueStorage } from '../../lib/reachableStorage';

const KEY = 'staykit.lotteryLinks';
/** The links kept: a member follows one or two, never many, in a tab. */
const KEPT = 5;
const TOKEN = /^[A-Za-z0-9_-]{8,255}$/;

/** The kept links, by event id (a null-prototype map, so a stored `__proto__` key is just a key). */
function readLinks(storage: KeyValueStorage): Record<string, string> {
  const links: Record<string, string> = Object.create(null) as Record<string, string>;
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(KEY) ?? '[]');
  } catch {
    return links;
  }
  if (!Array.isArray(stored)) return links;
  for (const pair of stored.slice(-KEPT)) {
    if (
      Array.isArray(pair) &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string' &&
      TOKEN.test(pair[1])
    )
      links[pair[0]] = pair[1];
  }
  return links;
}

/**
 * Keeps the token of the lottery link a member arrived with (`lottery_access_token`), for the tab's life,
 * so the address can drop it (tokens are not left in an address, where history, referrers and shared
 * links would carry them) while the search and the entry still send it.
 *
 * @example
 * ```ts
 * rememberLotteryLink(window.sessionStorage, '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001', 'lat_9f8e7d6c5b4a');
 * ```
 */
export function rememberLotteryLink(storage: KeyValueStorage, eventId: string, token: string): void {
  if (!TOKEN.test(token)) return;
  // The event's link moves to the end: the newest are kept.
  const others = Object.entries(readLinks(storage)).filter(([event]) => event !== eventId);
  storage.setItem(KEY, JSON.stringify([...others, [eventId, token]].slice(-KEPT)));
}

/**
 * The token kept for an event's link, if the member arrived by one.
 *
 * @example
 * ```ts
 * lotteryLinkOf(window.sessionStorage, '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001'); // 'lat_9f8e7d6c5b4a'
 * ```
 */
export function lotteryLinkOf(storage: KeyValueStorage, eventId: string): string | undefined {
  return readLinks(storage)[eventId];
}
