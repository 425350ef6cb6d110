import { labelsFor } from './internal/labels';
import { check, checkLocale, widgetUrl } from './internal/widgetUrl';
import type { HostMessage, WidgetMessage } from './protocol';
import type { EmbedMode, EmbedOptions, OpenOptions, StaykitEmbed } from './types';

// An inline frame's height before the widget says its own.
const FIRST_HEIGHT = 720;

/** A new element of the page with its inline style. */
function styled<K extends keyof HTMLElementTagNameMap>(tag: K, css: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.style.cssText = css;
  return element;
}

function frameFor(title: string): HTMLIFrameElement {
  const frame = styled('iframe', 'display:block;width:100%;border:0');
  frame.title = title;
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
  check(
    typeof hotelCode === 'string' && /^[\w-]{1,64}$/.test(hotelCode),
    'hotelCode must be a hotel code',
    hotelCode,
  );
  const base = new URL(options.widgetUrl, location.href);
  const widgetOrigin = base.origin;
  const [title, closeLabel] = labelsFor(options.locale ?? document.documentElement.lang);
  const handlers = new Map<string, Set<(message: WidgetMessage) => void>>();
  let inline: HTMLIFrameElement | undefined;
  let popup: { dialog: HTMLDialogElement; frame: HTMLIFrameElement; opener: Element | null } | undefined;
  // The language the page asked for: the address of each widget opened after names it.
  let locale: string | undefined;
  // The hotel's own choice when the page makes none: its `booking_widget_type`, read once as the page
  // loads, from beside the widget (docs/embedding.md). Until it is known, and when it cannot be, the popup.
  let hotelMode: EmbedMode | undefined;
  if (!options.mode) {
    fetch(new URL(`staykit-embed.json?hotel_code=${hotelCode}`, base))
      .then((response) => response.json())
      .then(
        (hotel: { booking_widget_type?: unknown } | null) => {
          if (hotel?.booking_widget_type === 'standalone') hotelMode = 'tab';
        },
        () => undefined,
      );
  }

  // Both frames at once when the page has an inline widget and opens the popup over it.
  const frames = () => [inline, popup?.frame];
  const send = (message: HostMessage) => {
    for (const frame of frames()) frame?.contentWindow?.postMessage(message, widgetOrigin);
  };

  const receive = (event: MessageEvent) => {
    const from = frames().find((frame) => frame?.contentWindow && frame.contentWindow === event.source);
    if (event.origin !== widgetOrigin || !from) return;
    // From a frame this loader made, at the widget's origin: the protocol's shapes (protocol.ts).
    const message: WidgetMessage = event.data;
    if (typeof message?.type !== 'string') return;
    if (message.type === 'close' && from === popup?.frame) api.close();
    if (message.type === 'resize' && from === inline && message.height > 0) {
      from.style.height = `${Math.ceil(message.height)}px`;
    }
    // Each handler on its own: one that throws is reported and does not keep the others from hearing.
    for (const handler of handlers.get(message.type) ?? []) queueMicrotask(() => handler(message));
  };
  window.addEventListener('message', receive);

  const openPopup = (src: string) => {
    if (popup) return void (popup.frame.src = src);
    // Over the whole viewport, the page dimmed around a panel that fills a phone's screen.
    // Styles through the CSSOM, which a host page's Content-Security-Policy allows (a <style> it may not).
    // The dialog is in the page only while open: `display` cannot show a closed one. A modal dialog is
    // fixed to the viewport by the browser's own style.
    const dialog = styled(
      'dialog',
      'width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;' +
        'display:grid;place-items:center;background:#0008',
    );
    dialog.setAttribute('aria-label', title);
    const panel = styled(
      'div',
      'display:flex;flex-direction:column;width:min(100%,1100px);height:min(100%,960px);background:#fff;' +
        `overflow:hidden;border-radius:${innerWidth > 600 ? 8 : 0}px`,
    );
    const bar = styled('div', 'text-align:end;border-bottom:1px solid #ddd');
    const close = styled(
      'button',
      'min-height:44px;padding:0 16px;border:0;background:none;color:#1b1b1b;font:600 15px system-ui,sans-serif',
    );
    close.type = 'button';
    close.textContent = `× ${closeLabel}`;
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
    frame.src = src;
    dialog.showModal();
    frame.focus();
  };

  const api: StaykitEmbed = {
    open(openOptions: OpenOptions = {}) {
      // The hotel's tab needs the guest's click: opened by the page's code at another moment (after an
      // await, from a timer), a browser would block it without a word, so the popup opens instead.
      const hotelChoice = navigator.userActivation?.isActive === false ? undefined : hotelMode;
      const mode = openOptions.mode ?? options.mode ?? hotelChoice ?? 'popup';
      const src = widgetUrl(base.href, hotelCode, { locale, ...openOptions }, mode, location);
      if (mode === 'tab') {
        window.open(src, '_blank', 'noopener');
      } else if (mode === 'popup') {
        openPopup(src);
      } else {
        const target =
          typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
        check(target, 'the inline mode needs a target on the page', options.target);
        if (!inline) {
          inline = frameFor(title);
          inline.style.height = `${FIRST_HEIGHT}px`;
        }
        // Put back in place if the page replaced the target's content meanwhile.
        if (!inline.isConnected) target.append(inline);
        inline.src = src;
      }
    },
    close() {
      if (!popup) return;
      const { dialog, opener } = popup;
      popup = undefined;
      dialog.close();
      dialog.remove();
      if (opener instanceof HTMLElement) opener.focus();
    },
    setLocale(wanted) {
      locale = checkLocale(wanted);
      if (locale) send({ type: 'change-locale', locale });
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      // The map holds handlers of every type; each is only ever called with a message of its own type.
      set.add(handler as (message: WidgetMessage) => void);
      return () => set.delete(handler as (message: WidgetMessage) => void);
    },
  };
  return api;
}
