import { describe, expect, it } from 'vitest';
import { isObsoleteBrowser, type BrowserEnvironment } from './isObsoleteBrowser';

const noop = () => undefined;
/** A browser with everything the widget needs; each case takes one thing away. */
const current = (): BrowserEnvironment => ({
  structuredClone: noop,
  Object: { hasOwn: noop },
  Array: { prototype: { findLast: noop } },
  CSS: { supports: () => true },
});

describe('isObsoleteBrowser', () => {
  it('is false for a browser with every feature the widget needs', () => {
    expect(isObsoleteBrowser(current())).toBe(false);
  });

  it('is true without structuredClone, Object.hasOwn or Array.prototype.findLast', () => {
    expect(isObsoleteBrowser({ ...current(), structuredClone: undefined })).toBe(true);
    expect(isObsoleteBrowser({ ...current(), Object: {} })).toBe(true);
    expect(isObsoleteBrowser({ ...current(), Array: { prototype: {} } })).toBe(true);
  });

  it('is true when CSS.supports rejects logical properties or :focus-visible', () => {
    const without = (condition: string): BrowserEnvironment => ({
      ...current(),
      CSS: { supports: (asked) => asked !== condition },
    });
    expect(isObsoleteBrowser(without('margin-inline-end: 0'))).toBe(true);
    expect(isObsoleteBrowser(without('selector(:focus-visible)'))).toBe(true);
  });

  it('judges by the script features alone where there is no CSS API to ask', () => {
    expect(isObsoleteBrowser({ ...current(), CSS: undefined })).toBe(false);
    expect(isObsoleteBrowser({ ...current(), CSS: undefined, Object: {} })).toBe(true);
  });

  it('probes the running environment by default', () => {
    // The test DOM has the script features and no CSS API.
    expect(isObsoleteBrowser()).toBe(false);
  });
});
