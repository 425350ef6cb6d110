import { useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { isObsoleteBrowser } from './isObsoleteBrowser';
import './embed.css';

/**
 * The sessionStorage key that remembers the dismissal.
 *
 * @example
 * ```ts
 * sessionStorage.getItem(OBSOLETE_BROWSER_DISMISSED_KEY); // '1' once dismissed
 * ```
 */
export const OBSOLETE_BROWSER_DISMISSED_KEY = 'staykit.obsoleteBrowserWarning.dismissed';

/** Props of `ObsoleteBrowserWarning`. */
export interface ObsoleteBrowserWarningProps {
  /** Whether the browser lacks what the widget needs; `isObsoleteBrowser()` by default. */
  obsolete?: boolean;
  /** Where the dismissal is kept for the tab's life; the page's sessionStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

// A framed page whose third-party storage is blocked throws on the mere access: then the dismissal lasts
// for this page only.
function pageSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function wasDismissed(storage: ObsoleteBrowserWarningProps['storage']): boolean {
  try {
    return storage?.getItem(OBSOLETE_BROWSER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The dismissible obsolete-browser warning (docs/widget.md#page-shell): tells a guest whose browser lacks features
 * the widget needs that parts of it may not work. Once dismissed, it stays away for the rest of the tab's
 * session (sessionStorage), across screens and reloads.
 *
 * @example
 * ```tsx
 * <ObsoleteBrowserWarning />
 * ```
 */
export function ObsoleteBrowserWarning({
  obsolete = isObsoleteBrowser(),
  storage = pageSessionStorage(),
}: ObsoleteBrowserWarningProps) {
  const text = useMessages();
  const [dismissed, setDismissed] = useState(() => wasDismissed(storage));
  if (!obsolete || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      storage?.setItem(OBSOLETE_BROWSER_DISMISSED_KEY, '1');
    } catch {
      // Storage full or blocked: dismissed for this page only.
    }
  };
  return (
    <section className="sk-obsolete-browser" aria-label={text.browserNotice}>
      <p>{text.obsoleteBrowser}</p>
      <button type="button" onClick={dismiss}>
        {text.dismiss}
      </button>
    </section>
  );
}
