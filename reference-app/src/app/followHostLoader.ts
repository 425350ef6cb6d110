import type { ParentMessenger } from '../lib/parentMessenger/parentMessenger';

/**
 * How the host-page loader (`@staykit/embed`) framed the widget: the `embed` query parameter it adds.
 *
 * @example
 * ```ts
 * const mode: HostLoaderMode = 'inline';
 * ```
 */
export type HostLoaderMode = 'inline' | 'popup';

// How often, and for how long (a minute), a height is offered again while the hotel's init has not yet
// said the parent may hear it (the messenger refuses until then).
const RETRY_MS = 250;
const RETRIES = 240;

/**
 * What a frame opened by the host-page loader does besides the protocol's other messages
 * (docs/embedding.md, "The host-page loader"):
 *
 * - inline: the page drops its full-viewport height and tells its content's height as it changes
 *   (`resize`), so the host's frame follows it and the guest sees one scrollbar, the page's;
 * - popup: Escape asks the host to close the popup (`close`), unless a dialog or menu of the widget used it.
 *
 * Only the parent the hotel allows hears either (the messenger's rule). Answers a function that stops it.
 *
 * @example
 * ```ts
 * const stop = followHostLoader('inline', parentMessenger, window, hostElement);
 * ```
 */
export function followHostLoader(
  mode: HostLoaderMode,
  messenger: Pick<ParentMessenger, 'post'>,
  window: Window,
  content: HTMLElement,
): () => void {
  const document = window.document;
  if (mode === 'popup') {
    const onKey = (event: KeyboardEvent) => {
      // A native dialog closes on this Escape after the event; the date picker and the guests panel
      // stop it or mark it used.
      // An Escape that ends an input method's composition (a Japanese name being converted) is its own.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (document.querySelector('dialog[open]')) return;
      messenger.post({ type: 'close' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }

  document.documentElement.dataset['embed'] = 'inline';
  let told = 0;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = () => {
    clearTimeout(timer);
    const height = Math.ceil(content.getBoundingClientRect().bottom + window.scrollY);
    if (height === told) return;
    if (messenger.post({ type: 'resize', height })) {
      told = height;
      retries = 0;
    } else if (retries < RETRIES) {
      retries += 1;
      timer = setTimeout(tell, RETRY_MS);
    }
  };
  const observer = new ResizeObserver(tell);
  observer.observe(content);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    delete document.documentElement.dataset['embed'];
  };
}
