import { describe, expect, it, vi } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import {
  ANALYTICS_CONSENT_EVENT,
  ANALYTICS_CONSENT_REQUEST_EVENT,
  CONSENT_LIFETIME_MS,
  CONSENT_STORAGE_KEY,
  listenForPageConsent,
  storeConsent,
  storedConsent,
} from './analyticsConsent';

const NOW = new Date('2026-12-01T09:00:00+09:00');

describe('the kept answer', () => {
  it('is kept about six months, then asked again', () => {
    const storage = memoryWebStorage();
    expect(storedConsent(storage, NOW)).toBeNull();
    storeConsent(storage, false, NOW);
    expect(storedConsent(storage, NOW)).toBe(false);
    storeConsent(storage, true, NOW);
    expect(storedConsent(storage, new Date(NOW.getTime() + CONSENT_LIFETIME_MS - 1))).toBe(true);
    expect(storedConsent(storage, new Date(NOW.getTime() + CONSENT_LIFETIME_MS))).toBeNull();
  });

  it('is none when what is kept is not what the banner writes', () => {
    const storage = memoryWebStorage();
    for (const kept of [
      '{',
      '"yes"',
      '{"granted":"true","at":1}',
      `{"granted":true,"at":${NOW.getTime() + 1}}`,
    ]) {
      storage.setItem(CONSENT_STORAGE_KEY, kept);
      expect(storedConsent(storage, NOW)).toBeNull();
    }
  });
});

describe("the page's consent manager", () => {
  it('is asked to answer, and heard only with a { granted: boolean } detail', () => {
    const onConsent = vi.fn();
    const asked = vi.fn();
    window.addEventListener(ANALYTICS_CONSENT_REQUEST_EVENT, asked);
    const stop = listenForPageConsent(window, onConsent);
    expect(asked).toHaveBeenCalledOnce();
    window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: { granted: 'yes' } }));
    window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: null }));
    window.dispatchEvent(new Event(ANALYTICS_CONSENT_EVENT));
    expect(onConsent).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: { granted: true } }));
    expect(onConsent).toHaveBeenCalledWith(true);
    stop();
    window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: { granted: false } }));
    expect(onConsent).toHaveBeenCalledOnce();
    window.removeEventListener(ANALYTICS_CONSENT_REQUEST_EVENT, asked);
  });
});
