import { isCurrencyCode, readLotterySearch, type components } from '@staykit/sdk';
import { readSearchScope, type SearchScope } from '../../lib/searchScope';

type RoomPriceSelection = components['schemas']['RoomPriceSelection'];
type CurrencyCode = components['schemas']['CurrencyCode'];
type PaymentType = components['schemas']['PaymentType'];

const PAYMENT_TYPES: readonly PaymentType[] = [
  'pre_paid',
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_international',
  'bank_transfer',
  'twd_credit_card',
  'twd_credit_card_deposit',
];

/**
 * What the checkout reads from its URL: the stay, the selected room plans (the API's `selected_rooms`
 * lines, written there by the results' Select link), promo and coupon codes, the display currency and the
 * search's scope (voucher mode, occupied rooms, companions), which the Select link keeps in the address.
 *
 * @example
 * ```ts
 * const checkout: CheckoutUrl = readCheckoutUrl(new URLSearchParams(location.search));
 * ```
 */
export interface CheckoutUrl {
  stay:
    | { kind: 'dated'; checkin: string; checkout: string; dayUse: boolean }
    | { kind: 'undated'; nights: number };
  lines: RoomPriceSelection[];
  /** The hotel plans of the lines (for the plans' additional questions); not sent to the price call. */
  hotelPlanCodes: string[];
  /** How each line's plan may be paid (its `payment_method`), for the payment step; not sent either. */
  paymentMethods: PaymentType[][];
  promoCode: string | undefined;
  couponCode: string | undefined;
  /** A member's voucher applied (`voucher_coupon_code`). */
  voucherCode: string | undefined;
  /** The lottery entry whose win is booked (`lottery_result_entry_number`, docs/widget.md#lottery). */
  lotteryEntry: string | undefined;
  /** The currency chosen in the header (`currency`), when it is not the hotel's: checked by the caller. */
  currency: CurrencyCode | undefined;
  /**
   * What the search asked for beyond the stay and the guests (voucher mode, occupied rooms, the
   * programme's companions): the price call is the search's, so it carries them, and each booked room its
   * companions.
   */
  scope: SearchScope;
}

const LINE_KEY = /^selected_rooms\[(\d+)\]\[([a-z_]+)\](?:\[(\d+)\])?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date in `YYYY-MM-DD` (2026-02-30 is not one). */
const isDate = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return DATE.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const TIER = /^[A-Za-z0-9_]{1,16}$/;
/** More lines than any hotel's room limit: a longer list is not a selection anyone made. */
const MAX_LINES = 999;

const whole = (value: string | undefined, min: number, max: number): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : undefined;
};
const amount = (value: string | undefined): number | undefined => {
  const parsed = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
};

/**
 * Reads the checkout's URL. Lines without a valid room type, room plan and adults are dropped (a hand-edited
 * link must not reach the API as a 400), as are lines with quantity 0 (docs/widget.md#checkout: a selected room's quantity
 * cannot go below 0; the API ignores 0). An address without a stay gives `null`: there is nothing to book.
 *
 * @example
 * ```ts
 * readCheckoutUrl(new URLSearchParams('checkin=2026-12-10&checkout=2026-12-12&selected_rooms[0][room_type_code]=TWN&selected_rooms[0][room_plan_code]=TWN-RO&selected_rooms[0][adults]=2'))?.lines.length; // 1
 * ```
 */
export function readCheckoutUrl(params: URLSearchParams): CheckoutUrl | null {
  const raw = new Map<number, Map<string, string[]>>();
  params.forEach((value, key) => {
    const match = LINE_KEY.exec(key);
    if (!match) return;
    const index = Number(match[1]);
    if (index >= MAX_LINES) return;
    const fields = raw.get(index) ?? new Map<string, string[]>();
    fields.set(match[2] ?? '', [...(fields.get(match[2] ?? '') ?? []), value]);
    raw.set(index, fields);
  });
  const lines: RoomPriceSelection[] = [];
  const hotelPlanCodes = new Set<string>();
  const paymentMethods: PaymentType[][] = [];
  for (const [, fields] of [...raw.entries()].sort(([a], [b]) => a - b)) {
    const one = (name: string) => fields.get(name)?.[0];
    const roomType = one('room_type_code');
    const roomPlan = one('room_plan_code');
    const adults = whole(one('adults'), 1, 99);
    const quantity = whole(one('quantity'), 0, 999) ?? 1;
    if (!roomType || !CODE.test(roomType) || !roomPlan || !CODE.test(roomPlan) || adults === undefined)
      continue;
    if (quantity === 0) continue;
    const hotelPlan = one('hotel_plan_code');
    if (hotelPlan && CODE.test(hotelPlan)) hotelPlanCodes.add(hotelPlan);
    const methods = fields.get('payment_method');
    if (methods) paymentMethods.push(PAYMENT_TYPES.filter((type) => methods.includes(type)));
    const tiers = (fields.get('kids_tiers') ?? []).filter((code) => TIER.test(code));
    const children = whole(one('children'), 0, 99);
    const salePrice = amount(one('sale_price'));
    const tax = amount(one('tax'));
    const type = one('type');
    lines.push({
      room_type_code: roomType,
      room_plan_code: roomPlan,
      adults,
      quantity,
      ...(children === undefined ? {} : { children }),
      ...(tiers.length === 0 ? {} : { kids_tiers: tiers }),
      ...(type === 'room' || type === 'plan' ? { type } : {}),
      ...(salePrice === undefined ? {} : { sale_price: salePrice }),
      ...(tax === undefined ? {} : { tax }),
    });
  }
  const checkin = params.get('checkin') ?? '';
  const undated = params.get('search_type') === 'undated';
  const dayUse = params.get('is_day_use') === 'true';
  const checkout = dayUse ? checkin : (params.get('checkout') ?? '');
  if (!undated && (!isDate(checkin) || !isDate(checkout))) return null;
  if (lines.length === 0) return null;
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, 64) : undefined;
  };
  const currency = params.get('currency');
  return {
    stay: undated
      ? { kind: 'undated', nights: whole(params.get('nights') ?? undefined, 1, 365) ?? 1 }
      : { kind: 'dated', checkin, checkout, dayUse },
    lines,
    hotelPlanCodes: [...hotelPlanCodes],
    paymentMethods,
    promoCode: text('promo_code'),
    couponCode: text('coupon_code'),
    voucherCode: text('voucher_coupon_code'),
    lotteryEntry: readLotterySearch(params).lottery_result_entry_number,
    currency: isCurrencyCode(currency) ? currency : undefined,
    scope: readSearchScope(params),
  };
}
