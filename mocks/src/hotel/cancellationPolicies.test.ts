import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { HOTELS } from '../seed/scenarios';
import type { HotelScenario } from '../seed/scenarios';
import { useMockServer } from '../testing/testSetup';
import { BOOKING_BODY } from '../triggers';

type Schemas = components['schemas'];
type Policy = Schemas['CancellationPolicy'];

const client = useMockServer();
const { additional_question_answers: ANSWERS, ...STANDARD } = BOOKING_BODY;

// A stay far from the seed's special nights, booked at instants around each step of its policy.
const CHECKIN = '2027-03-10';
const CHECKOUT = '2027-03-11';
const HOUR_MS = 3_600_000;

/** The instant of 00:00 on a date in a zone `offsetMinutes` east of UTC, `days` days later. */
function localMidnight(date: string, days: number, offsetMinutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR_MS - offsetMinutes * 60_000;
}

/** The contract's rule, worked out independently: the step started last, before it nothing. */
function expectedPercentage(policy: Policy, offsetMinutes: number, atMs: number): number {
  if (policy.is_non_refundable) return 100;
  let latest = -Infinity;
  let percentage = 0;
  for (const part of policy.cancellation_policy_parts) {
    const start = localMidnight(CHECKIN, -part.days_before, offsetMinutes) + part.hours_after * HOUR_MS;
    if (start <= atMs && (start > latest || (start === latest && part.percentage_of_cost > percentage))) {
      latest = start;
      percentage = part.percentage_of_cost;
    }
  }
  return percentage;
}

/** The first room plan of the hotel whose plan has the policy, and a payment type that plan takes. */
function roomPlanOf(hotel: HotelScenario, policyId: number) {
  const plan = hotel.plans.find((candidate) => candidate.cancellationPolicyId === policyId);
  const roomPlan = hotel.roomPlans.find(([, planCode]) => planCode === plan?.code);
  if (!plan || !roomPlan) throw new Error(`No plan of ${hotel.code} has policy ${policyId}`);
  const type = plan.paymentMethods.includes('on_site') ? 'on_site' : plan.paymentMethods[0];
  return { roomTypeCode: roomPlan[0], roomPlanCode: `${roomPlan[0]}-${roomPlan[1]}`, type };
}

/** The instant each case is priced, booked and cancelled at: either side of every step that charges. */
function instantsOf(policy: Policy, offsetMinutes: number): number[] {
  const starts = policy.is_non_refundable
    ? [localMidnight(CHECKIN, -1, offsetMinutes)]
    : policy.cancellation_policy_parts
        .filter((part) => part.percentage_of_cost > 0)
        .map((part) => localMidnight(CHECKIN, -part.days_before, offsetMinutes) + part.hours_after * HOUR_MS);
  return starts.flatMap((start) => [start - 60_000, start]);
}

const POLICY_HOTELS = HOTELS.filter((hotel) =>
  hotel.plans.some((plan) => plan.cancellationPolicyId !== null),
);

describe('the cancellation fee a price check quotes is the fee a cancellation charges', () => {
  it.each(POLICY_HOTELS.map((hotel) => [hotel.code, hotel] as const))(
    'for every policy of %s, either side of each step that charges, in the hotel time zone',
    async (_, hotel) => {
      const policies = await client.get<{ data: Policy[] }>(`/hotels/${hotel.id}/cancellation_policies`);
      expect(policies.body.data.length).toBeGreaterThan(0);
      for (const policy of policies.body.data) {
        const { roomTypeCode, roomPlanCode, type } = roomPlanOf(hotel, policy.id);
        for (const atMs of instantsOf(policy, hotel.utcOffsetMinutes)) {
          const at = new Date(atMs).toISOString();
          const label = `policy ${policy.id} at ${at}`;
          await client.send('POST', '/__staykit/reset', { body: { now: at } });
          await client.startSession();
          const selection = `selected_rooms[0][room_type_code]=${roomTypeCode}&selected_rooms[0][room_plan_code]=${roomPlanCode}&selected_rooms[0][adults]=2`;
          const quote = await client.get<Schemas['RoomPriceResponse']>(
            `/hotels/${hotel.id}/rooms/price?checkin_date=${CHECKIN}&checkout_date=${CHECKOUT}&${selection}`,
          );
          expect(quote.status, label).toBe(200);
          const total = quote.body.data.total_price;
          const fee = quote.body.data.cancellation?.fee;
          const percentage = expectedPercentage(policy, hotel.utcOffsetMinutes, atMs);
          expect(fee, label).toBe(Math.round((total * percentage) / 100));

          const booked = await client.send<Schemas['CreateReservationResponse']>(
            'POST',
            `/hotels/${hotel.id}/reservations`,
            {
              body: {
                ...STANDARD,
                checkin_date: CHECKIN,
                checkout_date: CHECKOUT,
                rooms: [{ ...STANDARD.rooms[0], room_type_code: roomTypeCode, room_plan_code: roomPlanCode }],
                price_displayed_total: total,
                payment: type === 'on_site' ? { type } : { type, card_token: 'tok_test_1111' },
                // The standard booking answers demo-tokyo's arrival-time question, which the others lack.
                ...(hotel.id === 101 ? { additional_question_answers: ANSWERS } : {}),
              },
            },
          );
          expect(booked.status, label).toBe(201);
          const reservation = booked.body.data.reservation;
          const path = `/hotels/${hotel.id}/reservations/${reservation.reservation_number}`;
          const bypass = `bypass_token=${reservation.token ?? ''}`;
          const settings = await client.get<Schemas['ReservationUpdateSettingsResponse']>(
            `${path}/update_settings?${bypass}`,
          );
          expect(settings.body.data.cancellation_fee, label).toBe(fee);
          if (settings.body.data.can_cancel) {
            const cancelled = await client.send<Schemas['ReservationResponse']>(
              'PUT',
              `${path}/cancel?${bypass}`,
              {
                body: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
              },
            );
            expect(cancelled.status, label).toBe(200);
            expect(cancelled.body.data.cancellation?.fee, label).toBe(fee);
          }
        }
      }
    },
  );

  it('counts the steps in the hotel time zone, not in UTC: a step at 00:00 in Tokyo is 15:00 UTC the day before', async () => {
    // Policy 12 charges 50 % from 3 days before check-in: 2027-03-07 00:00 in Tokyo, 2027-03-06 15:00 UTC.
    const price = async (now: string): Promise<number | undefined> => {
      await client.send('POST', '/__staykit/reset', { body: { now } });
      await client.startSession();
      const quote = await client.get<Schemas['RoomPriceResponse']>(
        `/hotels/101/rooms/price?checkin_date=${CHECKIN}&checkout_date=${CHECKOUT}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2`,
      );
      return quote.body.data.cancellation?.fee;
    };
    expect(await price('2027-03-06T14:59:00Z')).toBe(0);
    expect(await price('2027-03-06T15:00:00Z')).toBeGreaterThan(0);
  });
});
