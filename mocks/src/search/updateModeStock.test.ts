import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { BOOKING_BODY } from '../triggers';
import { useMockServer } from '../testing/testSetup';

type Created = components['schemas']['CreateReservationResponse'];
type Search = components['schemas']['RoomSearchResponse'];

const client = useMockServer();
// demo-tokyo's Executive Suite (STE-BF) has few rooms; 2026-12-15 is an ordinary night of the seed.
const NIGHT = { checkin_date: '2026-12-15', checkout_date: '2026-12-16' };
const bookSuite = (email: string) =>
  client.send<Created>('POST', '/hotels/101/reservations', {
    body: {
      ...BOOKING_BODY,
      ...NIGHT,
      rooms: [{ ...BOOKING_BODY.rooms[0], room_type_code: 'STE', room_plan_code: 'STE-BF' }],
      guest: { ...BOOKING_BODY.guest, email },
      payment: { type: 'on_site', save_card: false },
    },
  });
const suiteOffered = async (extra = '') => {
  const query = `checkin_date=${NIGHT.checkin_date}&checkout_date=${NIGHT.checkout_date}&adults=2${extra}`;
  const { status, body } = await client.get<Search>(`/hotels/101/rooms?${query}`);
  expect(status).toBe(200);
  return body.data.rooms?.find((room) => room.room_type_code === 'STE')?.room_count ?? 0;
};

describe('search in update mode (reservation_no)', () => {
  it("counts the reservation's own room as available, only for someone who may open it", async () => {
    // Book suites until none is left (the room count or the plan's allotment, whichever ends first).
    const bookings: Created['data']['reservation'][] = [];
    for (let guest = 1; (await suiteOffered()) > 0; guest += 1) {
      const created = await bookSuite(`guest${guest}@example.com`);
      expect(created.status).toBe(201);
      bookings.push(created.body.data.reservation);
    }
    const last = bookings.at(-1);
    expect(last).toBeDefined();
    expect(await suiteOffered()).toBe(0);

    const own = `&reservation_no=${last?.reservation_number ?? ''}`;
    expect(await suiteOffered(`${own}&bypass_token=${last?.token ?? ''}`)).toBeGreaterThan(0);
    // Someone else's token, or none: the hotel's stock as it is (nothing said about the reservation).
    expect(await suiteOffered(`${own}&bypass_token=bp_0000000000000000`)).toBe(0);
    expect(await suiteOffered(own)).toBe(0);
    expect(await suiteOffered('&reservation_no=SK0000000000&bypass_token=bp_0000000000000000')).toBe(0);
  });
});
