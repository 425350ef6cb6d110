import { labelsFor } from './internal/labels';
import { widgetUrl } from './internal/widgetUrl';
import type { HostMessage, WidgetMessage } from './protocol';
import type { EmbedOptions, OpenOptions, StaykitEmbed } from './types';

// An inline frame's height before the widget says its own, and the bounds a `resize` is held to.
const FIRST_HEIGHT = 720;
const MIN_HEIGHT = 200;
const MAX_HEIGHT = 100_000;

function frameFor(title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.style.cssText = 'display:block;width:100%;border:0';
  return frame;
}

/**
 * The host-page loader: opens the hotel's booking widget inline, in a popup or in a new tab, and passes its
 * messages to `on` handlers. Only messages from the widget's own origin and from the frame this loader
 * made are read; anything else posted to the page is ignored.
 *
 * @example
 * ```ts
 * const staykit = createStaykitEmbed({ hotelCode: 'demo-tokyo', widgetUrl: 'https://booking.example/' });
 * document.querySelector('#book')?.addEventListener('click', () => staykit.open({ checkin: '2026-12-10', nights: 2 }));
 * staykit.on('ga4Event', (message) => gtag('event', message.event, message.params));
 * ```
 */
export function createStaykitEmbed(options: EmbedOptions): StaykitEmbed {
  const { hotelCode } = options;
  if (typeof hotelCode !== 'string' || !/^[\w-]{1,64}$/.test(hotelCode)) {
    throw new TypeError(`Staykit: hotelCode must be a hotel code, got ${JSON.stringify(hotelCode)}`);
  }
  const base = new URL(options.widgetUrl, location.href);
  const widgetOrigin = base.origin;
  const [title, closeLabel] = labelsFor(options.locale ?? document.documentElement.lang);
  const handlers = new Map<string, Set<(message: WidgetMessage) => void>>();
  let inline: HTMLIFrameElement | undefined;
  let popup: { dialog: HTMLDialogElement; frame: HTMLIFrameElement; opener: Element | null } | undefined;
  // The frame messages are read from and sent to; the language the page asked for, told again to each
  // widget that opens (one that has not opened yet does not listen).
  let current: HTMLIFrameElement | undefined;
  let locale: string | undefined;

  const send = (message: HostMessage) => current?.contentWindow?.postMessage(message, widgetOrigin);

  const receive = (event: MessageEvent) => {
    if (event.origin !== widgetOrigin || !current || event.source !== current.contentWindow) return;
    // From the widget's own frame and origin: its messages have the protocol's shapes (protocol.ts).
    const message: WidgetMessage = event.data;
    if (typeof message?.type !== 'string') return;
    if (message.type === 'booking-widget-opened' && locale) send({ type: 'change-locale', locale });
    if (message.type === 'close') api.close();
    if (message.type === 'resize' && current === inline && Number.isFinite(message.height)) {
      const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(message.height)));
      inline.style.height = `${height}px`;
    }
    // Each handler on its own: one that throws is reported and does not keep the others from hearing.
    for (const handler of handlers.get(message.type) ?? []) queueMicrotask(() => handler(message));
  };
  window.addEventListener('message', receive);

  const load = (frame: HTMLIFrameElement, src: string) => {
    current = frame;
    frame.src = src;
  };

  const openPopup = (src: string) => {
    if (popup) return load(popup.frame, src);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', title);
    // Over the whole viewport, the page dimmed around a panel that fills a phone's screen.
    // Styles through the CSSOM, which a host page's Content-Security-Policy allows (a <style> it may not).
    // The dialog is in the page only while open: `display` cannot show a closed one. A modal dialog is
    // fixed to the viewport by the browser's own style.
    dialog.style.cssText =
      'width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;' +
      'display:grid;place-items:center;background:#0008';
    const panel = document.createElement('div');
    panel.style.cssText =
      'display:flex;flex-direction:column;width:min(100%,1100px);height:min(100%,960px);background:#fff;' +
      `overflow:hidden;border-radius:${innerWidth > 600 ? 8 : 0}px`;
    const bar = document.createElement('div');
    bar.style.cssText = 'text-align:end;border-bottom:1px solid #ddd';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = `× ${closeLabel}`;
    close.style.cssText =
      'min-height:44px;padding:0 16px;border:0;background:none;color:#1b1b1b;font:600 15px system-ui,sans-serif';
    close.addEventListener('click', () => api.close());
    const frame = frameFor(title);
    frame.style.flex = '1';
    bar.append(close);
    panel.append(bar, frame);
    dialog.append(panel);
    // Escape with focus on the page's side; inside the frame the widget sends `close` itself.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      api.close();
    });
    popup = { dialog, frame, opener: document.activeElement };
    document.body.append(dialog);
    load(frame, src);
    dialog.showModal();
    frame.focus();
  };

  const api: StaykitEmbed = {
    open(openOptions: OpenOptions = {}) {
      const mode = openOptions.mode ?? options.mode ?? 'popup';
      const src = widgetUrl(base.href, hotelCode, openOptions, mode, location);
      if (mode === 'tab') {
        window.open(src, '_blank', 'noopener');
      } else if (mode === 'popup') {
        openPopup(src);
      } else {
        const target =
          typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
        if (!target) throw new TypeError('Staykit: the inline mode needs a target on the page');
        if (!inline) {
          inline = frameFor(title);
          inline.style.height = `${FIRST_HEIGHT}px`;
          target.append(inline);
        }
        load(inline, src);
      }
    },
    close() {
      if (!popup) return;
      const { dialog, opener } = popup;
      popup = undefined;
      current = inline;
      dialog.close();
      dialog.remove();
      if (opener instanceof HTMLElement) opener.focus();
    },
    setLocale(wanted) {
      locale = wanted;
      send({ type: 'change-locale', locale });
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      // The map holds handlers of every type; each is only ever called with a message of its own type.
      const each = handler as (message: WidgetMessage) => void;
      set.add(each);
      return () => set.delete(each);
    },
    destroy() {
      api.close();
      inline?.remove();
      inline = current = undefined;
      window.removeEventListener('message', receive);
      handlers.clear();
    },
  };
  return api;
}
