/**
 * The parts of the browser `isObsoleteBrowser` probes; `globalThis` in the widget, a stand-in in tests.
 *
 * @example
 * ```ts
 * const oldSafari: BrowserEnvironment = { Object: {}, Array: { prototype: {} } };
 * ```
 */
export interface BrowserEnvironment {
  structuredClone?: unknown;
  Object: { hasOwn?: unknown };
  Array: { prototype: { findLast?: unknown } };
  CSS?: { supports?: (condition: string) => boolean };
}

// What the widget relies on, one probe per feature, all of it present in the browsers its build targets
// (Chrome and Edge 111, Firefox 114, Safari 16.4): language features the bundle calls as they are, and the
// CSS the layout needs (logical properties for right-to-left, visible keyboard focus).
const REQUIRED_SCRIPT = [
  (env: BrowserEnvironment) => typeof env.structuredClone === 'function',
  (env: BrowserEnvironment) => typeof env.Object.hasOwn === 'function',
  (env: BrowserEnvironment) => typeof env.Array.prototype.findLast === 'function',
];
const REQUIRED_CSS = ['margin-inline-end: 0', 'selector(:focus-visible)'];

/**
 * Whether the browser lacks something the widget needs (docs/widget.md#page-shell: the obsolete-browser warning).
 * The CSS is asked through `CSS.supports`; where that API is missing altogether (not a browser: a test DOM
 * or a server render), only the script features count, since any browser that runs the widget has it.
 *
 * @example
 * ```ts
 * isObsoleteBrowser(); // false in a current browser
 * isObsoleteBrowser({ Object: {}, Array: { prototype: {} } }); // true
 * ```
 */
export function isObsoleteBrowser(env: BrowserEnvironment = globalThis): boolean {
  if (!REQUIRED_SCRIPT.every((probe) => probe(env))) return true;
  const supports = env.CSS?.supports;
  if (typeof supports !== 'function') return false;
  return !REQUIRED_CSS.every((condition) => supports.call(env.CSS, condition));
}
