import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import { lotteryLinkOf, rememberLotteryLink } from './lotteryLink';

const memoryStorage = memoryWebStorage;

describe('lottery links kept for the tab', () => {
  it('gives back the token of the event the member arrived by, and none for another event', () => {
    const storage = memoryStorage();
    rememberLotteryLink(storage, 'event-a', 'lat_9f8e7d6c5b4a');
    expect(lotteryLinkOf(storage, 'event-a')).toBe('lat_9f8e7d6c5b4a');
    expect(lotteryLinkOf(storage, 'event-b')).toBeUndefined();
  });

  it('keeps the latest token of an event, and only the last five events', () => {
    const storage = memoryStorage();
    rememberLotteryLink(storage, 'event-a', 'lat_first_token');
    rememberLotteryLink(storage, 'event-a', 'lat_second_token');
    expect(lotteryLinkOf(storage, 'event-a')).toBe('lat_second_token');
    for (const n of [1, 2, 3, 4, 5]) rememberLotteryLink(storage, `event-${n}`, `lat_token_${n}`);
    expect(lotteryLinkOf(storage, 'event-a')).toBeUndefined();
    expect(lotteryLinkOf(storage, 'event-5')).toBe('lat_token_5');
  });

  it('ignores what it did not write: bad JSON, another shape, a token with markup, a __proto__ key', () => {
    const storage = memoryStorage();
    storage.setItem('staykit.lotteryLinks', '{not json');
    expect(lotteryLinkOf(storage, 'event-a')).toBeUndefined();
    storage.setItem('staykit.lotteryLinks', JSON.stringify({ 'event-a': 'lat_9f8e7d6c5b4a' }));
    expect(lotteryLinkOf(storage, 'event-a')).toBeUndefined();
    storage.setItem('staykit.lotteryLinks', JSON.stringify([['event-a', '<script>alert(1)</script>']]));
    expect(lotteryLinkOf(storage, 'event-a')).toBeUndefined();
    storage.setItem('staykit.lotteryLinks', JSON.stringify([['__proto__', 'lat_9f8e7d6c5b4a']]));
    expect(lotteryLinkOf(storage, '__proto__')).toBe('lat_9f8e7d6c5b4a');
    expect(({} as Record<string, unknown>).lat_9f8e7d6c5b4a).toBeUndefined();
    rememberLotteryLink(storage, 'event-a', 'not a token');
    expect(lotteryLinkOf(storage, 'event-a')).toBeUndefined();
  });
});
