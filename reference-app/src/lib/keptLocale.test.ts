import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../testing/startWidget';
import { keepLocale, readKeptLocale } from './keptLocale';

describe('the kept locale', () => {
  it('reads back a language of the widget that was kept', () => {
    const storage = memoryWebStorage();
    expect(readKeptLocale(() => storage)).toBeNull();
    keepLocale(() => storage, 'zh_Hant');
    expect(readKeptLocale(() => storage)).toBe('zh_Hant');
  });

  it('ignores what is not one of its languages (another script wrote the key)', () => {
    const storage = memoryWebStorage();
    storage.setItem('staykit.locale', 'fr');
    expect(readKeptLocale(() => storage)).toBeNull();
  });

  it('neither throws nor keeps anything when the browser refuses the storage', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => keepLocale(refused, 'en')).not.toThrow();
    expect(readKeptLocale(refused)).toBeNull();
  });
});
