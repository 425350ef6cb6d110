// GA4's recommended e-commerce events for the checkout (begin_checkout, add_payment_info, purchase), built
// from what the checkout already holds: the selection and its price, then the reservation read back. They
// go to the framing page (a `ga4Event` message for its own GA4 tag) and to the widget page's dataLayer
// when a tag manager there has one. docs/embedding.md describes them for hosts.
import { CURRENCIES, type components } from '@staykit/sdk';
import type { ParentMessenger } from '../../lib/parentMessenger/parentMessenger';
import type { KeyValueStorage } from '../../lib/reachableStorage';

type Schemas = components['schemas'];
type CurrencyCode = Schemas['CurrencyCode'];
type PriceBreakdown = Schemas['PriceBreakdown'];

/**
 * The GA4 e-commerce events the checkout sends.
 *
 * @example
 * ```ts
 * const name: EcommerceEventName = 'purchase';
 * ```
 */
export type EcommerceEventName = 'begin_checkout' | 'add_payment_info' | 'purchase';

/**
 * One line of an event's `items`: a room plan (`item_id` is the room plan code) or an extra.
 *
 * @example
 * ```ts
 * const item: EcommerceItem = { item_id: 'STD-RO', item_name: 'Standard Double – Room only', item_category: 'room', quantity: 1, price: 15800 };
 * ```
 */
export type EcommerceItem = {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_category: 'room' | 'extra';
  readonly quantity: number;
  /** The price of one, tax included, in the event's currency. */
  readonly price: number;
};

/**
 * An event's `ecommerce` object, GA4's shape: the hotel's currency, the total the guest pays as `value`,
 * and the items.
 *
 * @example
 * ```ts
 * const ecommerce: EcommerceParams = { currency: 'JPY', value: 15800, items: [item] };
 * ```
 */
export type EcommerceParams = {
  readonly currency: CurrencyCode;
  readonly value: number;
  /** The reservation number (`purchase` only). */
  readonly transaction_id?: string;
  readonly coupon?: string;
  /** The payment type chosen (`add_payment_info` only). */
  readonly payment_type?: string;
  /** The tax included in `value` (`purchase` only). */
  readonly tax?: number;
  readonly items: readonly EcommerceItem[];
};

/**
 * One e-commerce event, in the `{ event, ecommerce }` shape a dataLayer takes.
 *
 * @example
 * ```ts
 * const sent: EcommerceEvent = { event: 'begin_checkout', ecommerce: { currency: 'JPY', value: 15800, items: [] } };
 * ```
 */
export type EcommerceEvent = { readonly event: EcommerceEventName; readonly ecommerce: EcommerceParams };

/**
 * What a checkout event is built from: the selected lines (all of one offer), their price, the hotel's
 * currency and the coupon the price was asked with.
 *
 * @example
 * ```ts
 * const selection: PricedSelection = { lines: checkout.lines, price: breakdown, currency: 'JPY', coupon: 'WELCOME10' };
 * ```
 */
export interface PricedSelection {
  lines: readonly Pick<Schemas['RoomPriceSelection'], 'room_plan_code' | 'quantity'>[];
  price: Pick<PriceBreakdown, 'total_price' | 'total_extra_price'>;
  currency: CurrencyCode;
  coupon?: string | undefined;
}

/** An amount rounded to the currency's minor unit (none for yen). */
function inCurrency(amount: number, currency: CurrencyCode): number {
  const scale = 10 ** CURRENCIES[currency].decimalDigits;
  return Math.round(amount * scale) / scale;
}

/** The rooms of a selection, one item per room plan, sharing the room charge by room count. */
function selectionItems(selection: PricedSelection): EcommerceItem[] {
  const rooms = new Map<string, number>();
  for (const line of selection.lines) {
    rooms.set(line.room_plan_code, (rooms.get(line.room_plan_code) ?? 0) + (line.quantity ?? 1));
  }
  const roomCount = [...rooms.values()].reduce((sum, count) => sum + count, 0);
  const extras = selection.price.total_extra_price ?? 0;
  const perRoom = roomCount === 0 ? 0 : (selection.price.total_price - extras) / roomCount;
  const items: EcommerceItem[] = [...rooms].map(([code, quantity]) => ({
    item_id: code,
    // The checkout URL carries codes only; the names arrive with the reservation.
    item_name: code,
    item_category: 'room',
    quantity,
    price: inCurrency(perRoom, selection.currency),
  }));
  // The price gives the extras' total only, not each extra's.
  if (extras > 0) {
    items.push({
      item_id: 'extras',
      item_name: 'extras',
      item_category: 'extra',
      quantity: 1,
      price: extras,
    });
  }
  return items;
}

function checkoutParams(selection: PricedSelection): EcommerceParams {
  return {
    currency: selection.currency,
    value: selection.price.total_price,
    ...(selection.coupon ? { coupon: selection.coupon } : {}),
    items: selectionItems(selection),
  };
}

/**
 * GA4's `begin_checkout` for a priced selection: `value` is the total to pay, one item per room plan (its
 * code as `item_id`, the room charge shared by room), and the extras' total as one more item.
 *
 * @example
 * ```ts
 * beginCheckoutEvent({ lines: [{ room_plan_code: 'STD-RO', quantity: 2 }], price: { total_price: 31600 }, currency: 'JPY' });
 * // { event: 'begin_checkout', ecommerce: { currency: 'JPY', value: 31600, items: [{ item_id: 'STD-RO', quantity: 2, price: 15800, ... }] } }
 * ```
 */
export function beginCheckoutEvent(selection: PricedSelection): EcommerceEvent {
  return { event: 'begin_checkout', ecommerce: checkoutParams(selection) };
}

/**
 * GA4's `add_payment_info` once the guest has chosen how to pay: `begin_checkout`'s content with the
 * `payment_type` (the contract's payment type, e.g. `credit_card`, `on_site`).
 *
 * @example
 * ```ts
 * addPaymentInfoEvent(selection, 'on_site').ecommerce.payment_type; // 'on_site'
 * ```
 */
export function addPaymentInfoEvent(
  selection: PricedSelection,
  paymentType: Schemas['PaymentType'],
): EcommerceEvent {
  return {
    event: 'add_payment_info',
    ecommerce: { ...checkoutParams(selection), payment_type: paymentType },
  };
}

/**
 * GA4's `purchase` for a booked reservation: its number as `transaction_id`, its total as `value` with the
 * tax, its coupon, one item per room plan (named "room type – plan", priced at the average of its rooms)
 * and one per extra.
 *
 * @example
 * ```ts
 * purchaseEvent(reservation).ecommerce.transaction_id; // 'SK2612010001'
 * ```
 */
export function purchaseEvent(
  reservation: Pick<
    Schemas['Reservation'],
    'reservation_number' | 'currency' | 'price' | 'rooms' | 'extras' | 'coupon_code'
  >,
): EcommerceEvent {
  const { currency, price } = reservation;
  const roomCharge = price.total_price - (price.total_extra_price ?? 0);
  const byPlan = new Map<string, { name: string; totals: number[] }>();
  for (const room of reservation.rooms) {
    const code = room.plan.room_plan_code ?? room.plan.hotel_plan_code ?? room.plan.name;
    const plan = byPlan.get(code) ?? { name: `${room.room_type.name} – ${room.plan.name}`, totals: [] };
    // A room without its own price shares the room charge with the others.
    plan.totals.push(room.total_price ?? roomCharge / reservation.rooms.length);
    byPlan.set(code, plan);
  }
  const rooms = [...byPlan].map(([code, plan]): EcommerceItem => ({
    item_id: code,
    item_name: plan.name,
    item_category: 'room',
    quantity: plan.totals.length,
    price: inCurrency(plan.totals.reduce((sum, total) => sum + total, 0) / plan.totals.length, currency),
  }));
  const extras = (reservation.extras ?? [])
    .filter((extra) => extra.quantity > 0)
    .map((extra): EcommerceItem => ({
      item_id: `extra-${extra.extra_id}`,
      item_name: extra.name ?? `extra ${extra.extra_id}`,
      item_category: 'extra',
      quantity: extra.quantity,
      price: inCurrency((extra.total_price ?? 0) / extra.quantity, currency),
    }));
  return {
    event: 'purchase',
    ecommerce: {
      currency,
      value: price.total_price,
      transaction_id: reservation.reservation_number,
      ...(reservation.coupon_code ? { coupon: reservation.coupon_code } : {}),
      ...(typeof price.tax === 'number' ? { tax: price.tax } : {}),
      items: [...rooms, ...extras],
    },
  };
}

/**
 * Where an event goes: the messenger with the framing page, and the widget page's `window.dataLayer`
 * (anything else there, or none, is left alone).
 *
 * @example
 * ```ts
 * const targets: EcommerceTargets = { messenger, dataLayer: (window as { dataLayer?: unknown }).dataLayer };
 * ```
 */
export interface EcommerceTargets {
  messenger: Pick<ParentMessenger, 'post'>;
  dataLayer: unknown;
}

const isDataLayer = (value: unknown): value is { push: (entry: unknown) => unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { push?: unknown }).push === 'function';

/**
 * Sends an event: a `ga4Event` message to the framing page (`gtag('event', event, params)` there), and,
 * when the widget page has a dataLayer, `{ ecommerce: null }` then `{ event, ecommerce }` as GA4 asks (the
 * null clears the previous event's ecommerce object). Returns whether it reached either.
 *
 * @example
 * ```ts
 * sendEcommerceEvent(purchaseEvent(reservation), { messenger, dataLayer: window.dataLayer });
 * ```
 */
export function sendEcommerceEvent(event: EcommerceEvent, targets: EcommerceTargets): boolean {
  const posted = targets.messenger.post({ type: 'ga4Event', event: event.event, params: event.ecommerce });
  if (!isDataLayer(targets.dataLayer)) return posted;
  targets.dataLayer.push({ ecommerce: null });
  // A copy of its own: a tag manager may change what it is given.
  const items = event.ecommerce.items.map((item) => ({ ...item }));
  targets.dataLayer.push({ event: event.event, ecommerce: { ...event.ecommerce, items } });
  return true;
}

const PURCHASES_KEY = 'staykit.ga4Purchases';
// Enough for any tab's bookings; the list cannot grow without bound.
const MAX_REMEMBERED = 50;

function sentPurchases(storage: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PURCHASES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether this tab already sent `purchase` for the reservation (a reload of the confirmation page, or
 * coming back to it, must not count the booking twice).
 *
 * @example
 * ```ts
 * purchaseAlreadySent(sessionStorage, 'SK2612010001'); // false the first time
 * ```
 */
export function purchaseAlreadySent(storage: KeyValueStorage, reservationNumber: string): boolean {
  return sentPurchases(storage).includes(reservationNumber);
}

/**
 * Remembers, in this tab, that `purchase` was sent for the reservation.
 *
 * @example
 * ```ts
 * rememberPurchaseSent(sessionStorage, 'SK2612010001');
 * ```
 */
export function rememberPurchaseSent(storage: KeyValueStorage, reservationNumber: string): void {
  const sent = [
    ...sentPurchases(storage).filter((number) => number !== reservationNumber),
    reservationNumber,
  ];
  try {
    storage.setItem(PURCHASES_KEY, JSON.stringify(sent.slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or refused: at worst a reload sends the purchase again.
  }
}
