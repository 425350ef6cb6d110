import { describe, expect, it } from 'vitest';
import { readCheckoutUrl } from './readCheckoutUrl';

const LINE =
  'selected_rooms[0][room_type_code]=TWN&selected_rooms[0][room_plan_code]=TWN-RO&selected_rooms[0][adults]=2';
const read = (query: string) => readCheckoutUrl(new URLSearchParams(query));

describe('readCheckoutUrl', () => {
  it('reads the stay, the lines in index order, the codes and the currency', () => {
    const checkout = read(
      `checkin=2026-12-10&checkout=2026-12-12&${LINE}&selected_rooms[0][quantity]=2&selected_rooms[0][kids_tiers][0]=A&selected_rooms[0][sale_price]=56000&coupon_code=WELCOME10&currency=USD`,
    );
    expect(checkout).toEqual({
      stay: { kind: 'dated', checkin: '2026-12-10', checkout: '2026-12-12', dayUse: false },
      lines: [
        {
          room_type_code: 'TWN',
          room_plan_code: 'TWN-RO',
          adults: 2,
          quantity: 2,
          kids_tiers: ['A'],
          sale_price: 56000,
        },
      ],
      hotelPlanCodes: [],
      paymentMethods: [],
      promoCode: undefined,
      couponCode: 'WELCOME10',
      currency: 'USD',
      // A plain search: nothing beyond the stay and the guests.
      scope: {
        voucherCode: '',
        voucherMode: false,
        includingOccupied: false,
        adultCompanion: 0,
        kidTierACompanion: 0,
      },
    });
  });

  it('reads day use and undated stays', () => {
    expect(read(`checkin=2026-12-10&is_day_use=true&${LINE}`)?.stay).toEqual({
      kind: 'dated',
      checkin: '2026-12-10',
      checkout: '2026-12-10',
      dayUse: true,
    });
    expect(read(`search_type=undated&nights=3&${LINE}`)?.stay).toEqual({ kind: 'undated', nights: 3 });
  });

  it('drops lines that are incomplete, malformed or of quantity 0, and gives null when nothing is left', () => {
    const bad =
      'selected_rooms[1][room_type_code]=TWN&selected_rooms[1][room_plan_code]=<x>&selected_rooms[1][adults]=2' +
      '&selected_rooms[2][room_type_code]=TWN&selected_rooms[2][room_plan_code]=TWN-RO&selected_rooms[2][adults]=2&selected_rooms[2][quantity]=0';
    expect(read(`checkin=2026-12-10&checkout=2026-12-12&${bad}`)).toBeNull();
    expect(read(`checkin=2026-12-10&checkout=2026-12-12&${LINE}&${bad}`)?.lines).toHaveLength(1);
    expect(read(LINE)).toBeNull();
    expect(read(`checkin=2026-02-30&checkout=2026-03-01&${LINE}`)).toBeNull();
    expect(read(`checkin=2026-13-01&checkout=2026-13-02&${LINE}`)).toBeNull();
    expect(read(`checkin=2026-12-10&checkout=2026-12-12&${LINE}&currency=XYZ`)?.currency).toBeUndefined();
  });

  it('keeps the search’s scope the Select link carried: voucher mode, occupied rooms, companions', () => {
    const stay = `checkin=2026-12-10&checkout=2026-12-12&${LINE}`;
    expect(
      read(`${stay}&mode=voucher&is_including_occupied=true&adult_companion=1&kid_tier_A_companion=2`)?.scope,
    ).toEqual({
      voucherCode: '',
      voucherMode: true,
      includingOccupied: true,
      adultCompanion: 1,
      kidTierACompanion: 2,
    });
    // A mistyped count is no companion: the stay is still booked.
    expect(read(`${stay}&adult_companion=-1&kid_tier_A_companion=x`)?.scope).toMatchObject({
      adultCompanion: 0,
      kidTierACompanion: 0,
    });
  });
});
