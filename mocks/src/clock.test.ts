import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_NOW, advanceMinutes, now, resetClock, setStartNow } from './clock';

afterEach(() => {
  setStartNow(DEFAULT_NOW);
});

describe('mock clock', () => {
  it('resets to the default instant, after any travel', () => {
    advanceMinutes(90);
    resetClock();
    expect(now().toISOString()).toBe(new Date(DEFAULT_NOW).toISOString());
  });

  it('resets to the start instant a server was given (staykit-mock --now)', () => {
    setStartNow('2027-03-01T10:00:00+09:00');
    advanceMinutes(15);
    resetClock();
    expect(now().toISOString()).toBe('2027-03-01T01:00:00.000Z');
    expect(() => setStartNow('soon')).toThrow(RangeError);
  });
});
