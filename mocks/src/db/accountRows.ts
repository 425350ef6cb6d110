/**
 * The rows of a member's account: the point ledger, gift-point exchanges, saved cards, vouchers and
 * discount coupons. Each row belongs to one member (`member_id`).
 */
import type { components } from '@staykit/sdk';
import type { CardBehaviour } from './reservationRows';

type Schemas = components['schemas'];

/**
 * One movement of a member's points. A stay's points are written as `future` at booking, with the day
 * they are credited (`available_at`, 3 days after check-out); from that day on they read as `gained`
 * (the ledger's reader, `account/pointLedger.ts`), so crediting follows the mock clock without a job.
 */
export interface PointEntryRow {
  readonly id: number;
  readonly member_id: number;
  /** The day the points moved; for `future`, the stay's check-out day. */
  readonly date: string;
  readonly description: string;
  readonly description_ja: string;
  /** Positive for gained, future and refunded points, negative for spent and expired ones. */
  readonly amount: number;
  readonly status: Schemas['PointKind'];
  readonly expiration: string | null;
  /** The day `future` points are credited; null for the other kinds. */
  readonly available_at: string | null;
  readonly reservation_number: string | null;
  /** Points of a stay count towards the rank (ranking points). */
  readonly ranking: boolean;
}

/** An exchange of points for gift points. */
export interface PointExchangeRow {
  readonly id: number;
  readonly member_id: number;
  readonly code: string;
  readonly amount: number;
  readonly exchange_type: Schemas['PointExchangeType'];
  readonly exchanged_at_ms: number;
  /** The hotel's UTC offset at the exchange, to write `exchanged_at` and `valid_until` in its time. */
  readonly offset_minutes: number;
}

/** A card a member saved: what may be shown of it, never its number or security code. */
export interface SavedCardRow {
  readonly id: number;
  readonly member_id: number;
  readonly holder: string;
  readonly brand: Schemas['CardBrand'];
  readonly last4: string;
  readonly expiry_month: number;
  readonly expiry_year: number;
  /** False for a card saved before the card-system change. */
  readonly is_valid: boolean;
  /** The test card's behaviour at payment (see `payment/cards.ts`), as the number decided when saved. */
  readonly behaviour: CardBehaviour;
}

/** One CSV download of an organization's usage table; `slot` is the organization and the day. */
export interface CsvDownloadRow {
  readonly id: number;
  readonly slot: string;
}

/** A voucher a member holds (single use). */
export interface VoucherRow {
  readonly number: string;
  readonly member_id: number;
  readonly name: string;
  readonly name_ja: string;
  readonly amount: number;
  readonly valid_through: string;
  readonly stay_period: Schemas['VoucherPeriod'] | null;
  readonly sale_period: Schemas['VoucherPeriod'] | null;
  readonly excluded_dates: readonly string[];
  readonly status: Schemas['VoucherStatus'];
  readonly consumed_at_ms: number | null;
  readonly reservation_number: string | null;
}

/** A discount coupon a member holds; `key` is the member id and the code. */
export interface MemberCouponRow {
  readonly key: string;
  readonly member_id: number;
  readonly code: string;
  readonly name: string;
  readonly name_ja: string;
  readonly discount: Schemas['CouponDiscount'];
  readonly valid_until: string;
  readonly target_hotel_plan_codes: readonly string[] | null;
  readonly max_discounted_nights: number | null;
  readonly usage_limit: number | null;
  readonly usage_count: number;
  readonly status: Schemas['CouponStatus'];
  readonly reservation_number: string | null;
  readonly applied_discount_amount: number | null;
}
