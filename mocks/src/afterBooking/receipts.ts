/**
 * The receipt of a reservation (`getReservationReceipt`) as the store holds it now — a line per room (its
 * share of the stored price), one per extra, and what a voucher or points paid, adding up to the stored
 * total with its taxes — in the language asked (`locale`, else `Accept-Language`, else the hotel's),
 * addressed to `name` or to the booker, with the Taiwan receipt fields (`receipt_title`,
 * `receipt_unicode`) the booking gave. A cancelled reservation's receipt is for its cancellation fee (0
 * when none was charged). Opened as `getReservation` is read: the booker's user token, a guest booking's
 * e-mail, or the bypass token of the confirmation link (an expired link is 410 `1250`).
 *
 * The document is not ready while 3-D Secure is unanswered (409 `1200`: retry once the payment ends) and
 * is kept a year after check-out (404 `1252` after). Its printable version (`download_url`) is an HTML
 * page under the reserved prefix — the mock makes no PDF — that opens with the key in its URL only.
 */
import type { components } from '@staykit/sdk';
import { zLocale } from '@staykit/sdk/zod';
import { nowMillis } from '../clock';
import type { HotelRow, ReservationRow } from '../db/rows';
import { ApiError } from '../http/errors';
import type { ParamReader } from '../http/params';
import { requestBase } from '../http/requestBase';
import { requestLanguage } from '../http/requestHeaders';
import { convert, roundAmount } from '../lib/currencies';
import { addDays, formatInstant, localTimeToMillis } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';

type Schemas = components['schemas'];
type Locale = Schemas['Locale'];
type PriceBreakdown = Schemas['PriceBreakdown'];
type Receipt = Schemas['ReservationReceipt'];
type Line = Schemas['ReservationReceiptLine'];

/** Receipt documents are kept this many days after check-out; later they are gone (1252). */
const RECEIPT_KEPT_DAYS = 365;

const LOCALES: readonly Locale[] = zLocale.options;
/** Where the printable receipts lie, under the mock's reserved prefix. */
export const PAGE_PREFIX = '/__staykit/receipts';

// The words a receipt adds to the stored names, in every locale of the product.
const WORDS: Readonly<
  Record<'cancellationFee' | 'points' | 'voucher' | 'adjustment', Record<Locale, string>>
> = {
  cancellationFee: {
    en: 'Cancellation fee',
    ja: 'キャンセル料',
    ko: '취소 수수료',
    zh_Hans: '取消费',
    zh_Hant: '取消費',
    id: 'Biaya pembatalan',
    th: 'ค่าธรรมเนียมการยกเลิก',
    ar: 'رسوم الإلغاء',
  },
  points: {
    en: 'Points used',
    ja: 'ポイント利用',
    ko: '포인트 사용',
    zh_Hans: '积分抵扣',
    zh_Hant: '點數折抵',
    id: 'Poin yang digunakan',
    th: 'คะแนนที่ใช้',
    ar: 'النقاط المستخدمة',
  },
  voucher: {
    en: 'Voucher',
    ja: 'バウチャー',
    ko: '바우처',
    zh_Hans: '代金券',
    zh_Hant: '住宿券',
    id: 'Voucher',
    th: 'บัตรกำนัล',
    ar: 'قسيمة',
  },
  adjustment: {
    en: 'Adjustment',
    ja: '調整額',
    ko: '조정액',
    zh_Hans: '调整金额',
    zh_Hant: '調整金額',
    id: 'Penyesuaian',
    th: 'ปรับยอด',
    ar: 'تسوية',
  },
};

/** A locale of the product for a language tag (`zh-TW` → `zh_Hant`, `ja-JP` → `ja`), if it has one. */
function localeOfTag(tag: string | null): Locale | undefined {
  if (tag === null) return undefined;
  const lower = tag.toLowerCase().replaceAll('_', '-');
  if (lower.startsWith('zh')) return /^zh-(tw|hk|mo|hant)/.test(lower) ? 'zh_Hant' : 'zh_Hans';
  const base = lower.split('-')[0];
  return LOCALES.find((locale) => locale === base);
}

/** What the query asks of the receipt. */
export interface ReceiptAsked {
  readonly name: string | undefined;
  readonly locale: Locale | undefined;
}

/**
 * Reads what the query asks of the receipt (`name`, `locale`); problems go to the reader.
 *
 * @example
 * ```ts
 * const asked = readAsked(ParamReader.ofQuery(query));
 * ```
 */
export function readAsked(reader: ParamReader): ReceiptAsked {
  const name = reader.string('name', { minLength: 1, maxLength: 100 });
  if (name !== undefined && name.trim() === '') reader.fail('name', 'cannot be blank');
  const locale = reader.oneOf('locale', LOCALES);
  return { name: name?.trim() || undefined, locale };
}

/** The booker's name: first name first in English, the surname first in every other language. */
function bookerName(row: ReservationRow, locale: Locale): string {
  const guest = row.guest;
  return locale === 'en'
    ? `${guest.first_name} ${guest.last_name}`
    : `${guest.last_name} ${guest.first_name}`;
}

/**
 * The key of a reservation's printable receipt: derived from its bypass token, so only its holders know it.
 *
 * @example
 * ```ts
 * `${PAGE_PREFIX}/${row.number}/${pageKey(row)}`;
 * ```
 */
export function pageKey(row: ReservationRow): string {
  return `${fingerprint(`${row.token}:receipt`)}${fingerprint(`${row.number}:${row.token}:receipt`)}`;
}

/**
 * Refuses a receipt that cannot be issued now: the document was dropped a year after check-out (1252),
 * or the payment still waits for 3-D Secure (1200).
 */
function checkIssuable(row: ReservationRow, hotel: HotelRow): void {
  const droppedAt = localTimeToMillis(
    addDays(row.checkout_date, RECEIPT_KEPT_DAYS + 1),
    '00:00',
    hotel.utc_offset_minutes,
  );
  if (nowMillis() >= droppedAt) {
    throw new ApiError('1252', {
      message: `Receipts are kept ${RECEIPT_KEPT_DAYS} days after check-out: this one is no longer available`,
    });
  }
  if (row.status === 'payment_pending') {
    throw new ApiError('1200', {
      message: 'The payment waits for 3-D Secure: the receipt is prepared once it ends; retry shortly',
    });
  }
}

function stayLines(row: ReservationRow, price: PriceBreakdown, locale: Locale): Line[] {
  const currency = row.currency;
  const { rooms, extras } = row;
  const lines: Line[] = [
    ...rooms.map((room) => ({
      description: `${room.room_type.name}, ${room.plan.name}`,
      date: row.checkin_date,
      quantity: 1,
      amount: room.total_price ?? 0,
    })),
    ...extras.map((extra) => ({
      description: extra.name ?? `#${extra.extra_id}`,
      ...(extra.delivery_times?.[0] ? { date: extra.delivery_times[0].delivered_at } : {}),
      quantity: extra.quantity,
      amount: extra.total_price,
    })),
  ];
  if (price.voucher_coupon_discount_amount) {
    lines.push({ description: WORDS.voucher[locale], amount: -price.voucher_coupon_discount_amount });
  }
  if (price.spending_point_value) {
    lines.push({ description: WORDS.points[locale], amount: -price.spending_point_value });
  }
  // Rounding of the extras' lines, or an accommodation tax waived with points: the lines add up to the total.
  const rest = roundAmount(price.total_price - lines.reduce((sum, line) => sum + line.amount, 0), currency);
  if (rest !== 0) lines.push({ description: WORDS.adjustment[locale], amount: rest });
  return lines;
}

/** The consumption tax in the total: the stay's, and the extras' (the breakdown's `tax` is the stay's only). */
function taxIncluded(price: PriceBreakdown): number {
  return (price.tax ?? 0) + (price.total_extra_price ?? 0) - (price.extra_price_without_tax ?? 0);
}

/**
 * The receipt of a reservation now.
 *
 * @example
 * ```ts
 * const receipt = receiptOf(row, hotel, { addressee: 'Yamada Trading', locale: 'ja', downloadUrl });
 * ```
 */
function receiptOf(
  row: ReservationRow,
  hotel: HotelRow,
  options: { addressee: string; locale: Locale; downloadUrl: string },
): Receipt {
  const price = row.price;
  const cancelled = row.status === 'cancelled';
  const fee = row.cancel_fee ?? 0;
  const address: Schemas['Address'] = {};
  if (hotel.post_code !== '') address.post_code = hotel.post_code;
  if (hotel.full_address !== '') address.full_address = hotel.full_address;
  if (hotel.country !== '') address.country = hotel.country;
  const mcp = row.mcp_currency;
  const mcpTotal = cancelled ? mcp && convert(fee, row.currency, mcp) : price.mcp_total_price;
  const cancelledOn =
    row.cancelled_at_ms === null
      ? undefined
      : formatInstant(row.cancelled_at_ms, hotel.utc_offset_minutes).slice(0, 10);
  return {
    reservation_number: row.number,
    receipt_number: cancelled ? `R-${row.number}-C` : `R-${row.number}`,
    addressee: options.addressee,
    issued_at: formatInstant(nowMillis(), hotel.utc_offset_minutes),
    locale: options.locale,
    hotel: { id: hotel.id, name: hotel.name, code: hotel.code, url: hotel.url },
    ...(Object.keys(address).length > 0 ? { hotel_address: address } : {}),
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    payment_type: row.payment_type,
    currency: row.currency,
    lines: cancelled
      ? [
          {
            description: WORDS.cancellationFee[options.locale],
            ...(cancelledOn ? { date: cancelledOn } : {}),
            quantity: 1,
            amount: fee,
          },
        ]
      : stayLines(row, price, options.locale),
    total_price: cancelled ? fee : price.total_price,
    ...(cancelled ? {} : { tax: taxIncluded(price), accommodation_tax: price.accommodation_tax ?? 0 }),
    ...(mcpTotal ? { mcp_total_price: mcpTotal } : {}),
    ...(row.receipt_title === null ? {} : { receipt_title: row.receipt_title }),
    ...(row.receipt_unicode === null ? {} : { receipt_unicode: row.receipt_unicode }),
    download_url: options.downloadUrl,
  };
}

/**
 * The receipt a request asks for: addressee and locale resolved, printable page linked; refused while it
 * cannot be issued (1200, 1252).
 *
 * @example
 * ```ts
 * const receipt = answerReceipt(request, row, hotel, { name: undefined, locale: 'ja' });
 * ```
 */
export function answerReceipt(
  request: Request,
  row: ReservationRow,
  hotel: HotelRow,
  asked: ReceiptAsked,
): Receipt {
  checkIssuable(row, hotel);
  const locale =
    asked.locale ??
    localeOfTag(requestLanguage(request)) ??
    LOCALES.find((candidate) => candidate === hotel.locale) ??
    'en';
  const page = new URL(`${requestBase(request)}${PAGE_PREFIX}/${row.number}/${pageKey(row)}`);
  page.searchParams.set('locale', locale);
  if (asked.name !== undefined) page.searchParams.set('name', asked.name);
  return receiptOf(row, hotel, {
    addressee: asked.name ?? bookerName(row, locale),
    locale,
    downloadUrl: page.href,
  });
}
