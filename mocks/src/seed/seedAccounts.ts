/**
 * Hanako's account at Demo Hotel Tokyo (101): a point history of every kind over three pages (11
 * movements, a 10,000-point balance, future points still to come), a gift-point exchange, saved cards (one
 * flagged invalid after the card-system change), and vouchers and coupons in every state; her stays and
 * those of Demo Trading's users come from `seedMemberStays.ts`. Dates count from the hotel's today, so the
 * same clock gives the same rows.
 */
import { pointsCreditDate } from '@staykit/sdk';
import { stayPoints } from '../account/pointLedger';
import { dateToUtcMillis, addDays } from '../lib/dates';
import { db } from '../db/db';
import type { MemberCouponRow, PointEntryRow } from '../db/rows';
import { HANAKO } from './seedMembers';

const TOKYO_OFFSET_MINUTES = 540;
import { HANAKO_RESERVATIONS, HANAKO_STAYS, seedMemberStays } from './seedMemberStays';

type Movement = Omit<PointEntryRow, 'id' | 'member_id' | 'date' | 'expiration' | 'available_at'> & {
  readonly daysAgo: number;
  readonly expiresIn?: number;
};

function stayMovement(number: string, amount: number, daysAgo: number): Movement {
  return {
    daysAgo,
    description: 'Stay at Demo Hotel Tokyo',
    description_ja: 'デモホテル東京でのご宿泊',
    amount,
    status: 'gained',
    expiresIn: 730 - daysAgo,
    reservation_number: number,
    ranking: true,
  };
}

// The current history: 11 movements, 10,000 points usable today, 9,000 ranking points.
const MOVEMENTS: readonly Movement[] = [
  {
    daysAgo: 420,
    description: 'Sign-up bonus',
    description_ja: '入会ボーナス',
    amount: 3_000,
    status: 'gained',
    reservation_number: null,
    ranking: false,
  },
  stayMovement('SK8001', 4_800, 300),
  {
    daysAgo: 200,
    description: 'Points used for reservation SK8002',
    description_ja: '予約 SK8002 で利用',
    amount: -2_000,
    status: 'spent',
    reservation_number: 'SK8002',
    ranking: false,
  },
  {
    daysAgo: 150,
    description: 'Points returned: reservation SK8002 cancelled',
    description_ja: '予約 SK8002 のキャンセルで返還',
    amount: 2_000,
    status: 'refunded',
    reservation_number: 'SK8002',
    ranking: false,
  },
  stayMovement('SK8003', 1_600, 120),
  {
    daysAgo: 90,
    description: 'Exchanged for digico gift points',
    description_ja: 'デジコへの交換',
    amount: -1_000,
    status: 'spent',
    reservation_number: null,
    ranking: false,
  },
  stayMovement('SK8004', 2_180, 60),
  {
    daysAgo: 55,
    description: 'Points expired',
    description_ja: 'ポイントの有効期限切れ',
    amount: -1_000,
    status: 'expired',
    reservation_number: null,
    ranking: false,
  },
  {
    daysAgo: 8,
    description: `Points used for reservation ${HANAKO_RESERVATIONS.cancelled}`,
    description_ja: `予約 ${HANAKO_RESERVATIONS.cancelled} で利用`,
    amount: -1_000,
    status: 'spent',
    reservation_number: HANAKO_RESERVATIONS.cancelled,
    ranking: false,
  },
  {
    daysAgo: 5,
    description: `Points returned: reservation ${HANAKO_RESERVATIONS.cancelled} cancelled`,
    description_ja: `予約 ${HANAKO_RESERVATIONS.cancelled} のキャンセルで返還`,
    amount: 1_000,
    status: 'refunded',
    reservation_number: HANAKO_RESERVATIONS.cancelled,
    ranking: false,
  },
];

function seedPoints(today: string): void {
  let id = 0;
  for (const movement of MOVEMENTS) {
    const { daysAgo, expiresIn, ...row } = movement;
    db.pointEntry.insert({
      ...row,
      id: (id += 1),
      member_id: HANAKO.id,
      date: addDays(today, -daysAgo),
      expiration: expiresIn === undefined ? null : addDays(today, expiresIn),
      available_at: null,
    });
  }
  // Every stay not cancelled earns points, credited 3 days after check-out: the stay 10 days ago is
  // credited (the 11th movement), the others are future points.
  for (const stay of HANAKO_STAYS) {
    if (stay.cancelledDaysAgo !== undefined) continue;
    const reservation = db.reservation.get(stay.number);
    if (!reservation) continue;
    db.pointEntry.insert({
      id: (id += 1),
      member_id: HANAKO.id,
      date: reservation.checkout_date,
      description: 'Stay at Demo Hotel Tokyo',
      description_ja: 'デモホテル東京でのご宿泊',
      amount: stayPoints(stay.total),
      status: 'future',
      expiration: addDays(reservation.checkout_date, 730),
      available_at: pointsCreditDate(reservation.checkout_date),
      reservation_number: stay.number,
      ranking: true,
    });
  }
  db.pointExchange.insert({
    id: 7001,
    member_id: HANAKO.id,
    code: 'DGC-7F3K-92QX-LM4P',
    amount: 1_000,
    exchange_type: 'digico',
    exchanged_at_ms: dateToUtcMillis(addDays(today, -90)) - TOKYO_OFFSET_MINUTES * 60_000 + 10 * 3_600_000,
    offset_minutes: TOKYO_OFFSET_MINUTES,
  });
}

function seedCards(today: string): void {
  const year = Number(today.slice(0, 4));
  const card = { member_id: HANAKO.id, holder: 'HANAKO YAMADA' } as const;
  db.savedCard.insert({
    ...card,
    id: 5001,
    brand: 'visa',
    last4: '4242',
    expiry_month: 12,
    expiry_year: year + 2,
    is_valid: true,
    behaviour: 'approve',
  });
  db.savedCard.insert({
    ...card,
    id: 5002,
    brand: 'master',
    last4: '4444',
    expiry_month: 6,
    expiry_year: year + 3,
    is_valid: true,
    behaviour: 'approve',
  });
  // Saved before the card-system change: it must be entered again.
  db.savedCard.insert({
    ...card,
    id: 4870,
    brand: 'jcb',
    last4: '0005',
    expiry_month: 3,
    expiry_year: year + 1,
    is_valid: false,
    behaviour: 'approve',
  });
}

function seedVouchers(today: string): void {
  const voucher = {
    member_id: HANAKO.id,
    stay_period: { start_date: today, end_date: addDays(today, 180) },
    sale_period: { start_date: addDays(today, -60), end_date: addDays(today, -30) },
    excluded_dates: [addDays(today, 35), addDays(today, 36)],
    consumed_at_ms: null,
    reservation_number: null,
  };
  db.voucher.insert({
    ...voucher,
    number: 'V-1001',
    name: 'Demo Tokyo stay voucher 10,000 yen',
    name_ja: 'デモ東京 宿泊券 10,000円',
    amount: 10_000,
    valid_through: addDays(today, 120),
    status: 'available',
  });
  db.voucher.insert({
    ...voucher,
    number: 'V-1002',
    name: 'Demo Tokyo stay voucher 5,000 yen',
    name_ja: 'デモ東京 宿泊券 5,000円',
    amount: 5_000,
    valid_through: addDays(today, 120),
    status: 'pending',
    reservation_number: HANAKO_RESERVATIONS.upcoming,
    consumed_at_ms: dateToUtcMillis(addDays(today, -14)),
  });
  db.voucher.insert({
    ...voucher,
    number: 'V-0903',
    name: 'Autumn stay voucher 3,000 yen',
    name_ja: '秋の宿泊券 3,000円',
    amount: 3_000,
    valid_through: addDays(today, -5),
    stay_period: { start_date: addDays(today, -90), end_date: addDays(today, -5) },
    status: 'consumed',
    reservation_number: HANAKO_RESERVATIONS.completed,
    consumed_at_ms: dateToUtcMillis(addDays(today, -40)),
  });
  // Never used, and its last day has passed: stored available, shown expired.
  db.voucher.insert({
    ...voucher,
    number: 'V-0811',
    name: 'Summer stay voucher 2,000 yen',
    name_ja: '夏の宿泊券 2,000円',
    amount: 2_000,
    valid_through: addDays(today, -10),
    stay_period: { start_date: addDays(today, -120), end_date: addDays(today, -10) },
    status: 'available',
  });
}

type CouponSeed = Pick<MemberCouponRow, 'code' | 'name' | 'name_ja' | 'discount' | 'valid_until'> &
  Partial<Omit<MemberCouponRow, 'key' | 'member_id'>>;

function seedCoupon(seed: CouponSeed): void {
  db.memberCoupon.insert({
    target_hotel_plan_codes: null,
    max_discounted_nights: null,
    usage_limit: null,
    usage_count: 0,
    status: 'available',
    reservation_number: null,
    applied_discount_amount: null,
    ...seed,
    key: `${HANAKO.id}:${seed.code}`,
    member_id: HANAKO.id,
  });
}

function seedCoupons(today: string): void {
  seedCoupon({
    code: 'WINTER2026',
    name: 'Winter member coupon',
    name_ja: '冬の会員クーポン',
    discount: { discount_type: 'amount', value: 2_000 },
    valid_until: addDays(today, 90),
    usage_limit: 1,
    max_discounted_nights: 2,
  });
  seedCoupon({
    code: 'RANKUP10',
    name: 'Rank-up 10% off',
    name_ja: 'ランクアップ 10%オフ',
    discount: { discount_type: 'percentage', value: 10 },
    valid_until: addDays(today, 60),
    target_hotel_plan_codes: ['BF'],
    usage_limit: 3,
    usage_count: 1,
  });
  seedCoupon({
    code: 'EARLYBIRD',
    name: 'Early booking 1,500 yen off',
    name_ja: '早期予約 1,500円引き',
    discount: { discount_type: 'amount', value: 1_500 },
    valid_until: addDays(today, 30),
    usage_limit: 1,
    usage_count: 1,
    status: 'pending',
    reservation_number: HANAKO_RESERVATIONS.upcomingLater,
    applied_discount_amount: 1_500,
  });
  seedCoupon({
    code: 'WELCOME1000',
    name: 'Welcome 1,000 yen off',
    name_ja: 'ウェルカム 1,000円引き',
    discount: { discount_type: 'amount', value: 1_000 },
    valid_until: addDays(today, 200),
    usage_limit: 1,
    usage_count: 1,
    status: 'consumed',
    reservation_number: HANAKO_RESERVATIONS.completed,
    applied_discount_amount: 1_000,
  });
  // Never used, and its last day has passed: shown expired.
  seedCoupon({
    code: 'AUTUMN500',
    name: 'Autumn 500 yen off',
    name_ja: '秋の 500円引き',
    discount: { discount_type: 'amount', value: 500 },
    valid_until: addDays(today, -20),
  });
}

/**
 * Writes Hanako's account (after the members and hotels): the members' stays, then her points, exchange,
 * cards, vouchers and coupons.
 */
export function seedAccounts(tokyoToday: string): void {
  seedMemberStays(tokyoToday);
  seedPoints(tokyoToday);
  seedCards(tokyoToday);
  seedVouchers(tokyoToday);
  seedCoupons(tokyoToday);
}
