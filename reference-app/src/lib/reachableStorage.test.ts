import { describe, expect, it } from 'vitest';
import { reachableStorage } from './reachableStorage';

describe('reachableStorage', () => {
  it('is the page storage when the page may use it', () => {
    expect(reachableStorage(() => localStorage)).toBe(localStorage);
  });

  it('keeps values in memory for the page when reading the storage throws (blocked in a frame)', () => {
    const storage = reachableStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(storage.getItem('clientSession')).toBeNull();
    storage.setItem('clientSession', 'cs_1');
    expect(storage.getItem('clientSession')).toBe('cs_1');
    storage.removeItem('clientSession');
    expect(storage.getItem('clientSession')).toBeNull();
  });
});
