import type { WidgetMessageOf, WidgetMessageType } from './protocol';

/**
 * How the widget opens: `inline` in a frame inside an element of the page, `popup` in a modal frame over
 * the page, `tab` as a page of its own in a new tab.
 *
 * @example
 * ```ts
 * const mode: EmbedMode = 'popup';
 * ```
 */
export type EmbedMode = 'inline' | 'popup' | 'tab';

/**
 * The stay the widget opens on; every field is optional (the widget's own defaults fill the rest).
 *
 * @example
 * ```ts
 * const stay: StayOptions = { checkin: '2026-12-10', nights: 2, adults: 2, childTiers: ['A'], promoCode: 'WINTER' };
 * ```
 */
export interface StayOptions {
  /** Check-in, `YYYY-MM-DD`. */
  checkin?: string;
  /** Check-out, `YYYY-MM-DD`, after the check-in. */
  checkout?: string;
  /** Nights from the check-in (1-365), instead of `checkout`. */
  nights?: number;
  /** Adults per room (1-99). */
  adults?: number;
  /** The children's ages (0-17), one per child, for a hotel that asks children's ages. */
  children?: readonly number[];
  /** The children's tier codes (`A`, `B`...), one per child, for a hotel that prices children by tier. */
  childTiers?: readonly string[];
  /** Rooms (1-99), each with the same guests. */
  rooms?: number;
  /** A promotion code, applied to the search. */
  promoCode?: string;
  /** The widget's language (`ja`, `en`, `zh_Hans`, `zh_Hant`, `ko`, `id`, `th`, `ar`), when the hotel books in it. */
  locale?: string;
  /** The currency to show prices in (`JPY`, `USD`...), when the hotel sells in it. */
  currency?: string;
}

/**
 * `Staykit.open`'s options: the stay, and a mode for this opening only.
 *
 * @example
 * ```ts
 * const options: OpenOptions = { checkin: '2026-12-10', nights: 1, mode: 'tab' };
 * ```
 */
export interface OpenOptions extends StayOptions {
  mode?: EmbedMode;
}

/**
 * The loader's settings: which hotel, where its widget is served, and how it opens by default.
 *
 * @example
 * ```ts
 * const options: EmbedOptions = { hotelCode: 'demo-tokyo', widgetUrl: 'https://booking.example/' };
 * ```
 */
export interface EmbedOptions {
  hotelCode: string;
  /** Where the widget is served (its root address). */
  widgetUrl: string;
  /**
   * The default mode (`inline` needs `target`). When not given, the hotel's own choice, read from
   * `staykit-embed.json` beside the widget as the loader starts: a new tab for a `standalone` hotel, else
   * (and until the answer) the popup.
   */
  mode?: EmbedMode;
  /** The element, or a CSS selector of it, that an inline frame goes into. */
  target?: Element | string;
  /** The language of the popup's own title and close button; the page's `lang` when not given. */
  locale?: string;
}

/**
 * A handler of the widget's messages of one type.
 *
 * @example
 * ```ts
 * const onEvent: WidgetMessageHandler<'ga4Event'> = (message) => gtag('event', message.event, message.params);
 * ```
 */
export type WidgetMessageHandler<T extends WidgetMessageType> = (message: WidgetMessageOf<T>) => void;

/**
 * The loader's API (`window.Staykit` when loaded by its script tag).
 *
 * @example
 * ```ts
 * Staykit.open({ checkin: '2026-12-10', nights: 2, adults: 2 });
 * const stop = Staykit.on('ga4Event', (message) => gtag('event', message.event, message.params));
 * ```
 */
export interface StaykitEmbed {
  /** Opens the widget on a stay (in the default mode, or `options.mode`); an open one moves to that stay. */
  open(options?: OpenOptions): void;
  /** Closes the popup (focus goes back to what opened it); an inline frame stays. */
  close(): void;
  /** Switches the widget's language, now and in each widget opened after (when the hotel books in it). */
  setLocale(locale: string): void;
  /** Calls `handler` on each message of `type` from the widget; answers a function that stops it. */
  on<T extends WidgetMessageType>(type: T, handler: WidgetMessageHandler<T>): () => void;
}
