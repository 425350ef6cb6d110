import { describe, expect, it } from 'vitest';
import { readLotteryEntryUrl } from './readLotteryEntryUrl';

const EVENT = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001';
const PICK =
  'selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][hotel_plan_code]=RO';

describe('readLotteryEntryUrl: the lottery entry form’s address', () => {
  it('reads the event, the stay, the room and plan picked, and each room’s guests', () => {
    const url = readLotteryEntryUrl(
      new URLSearchParams(
        `hotel_code=demo-tokyo&lottery_event=${EVENT}&checkin=2027-02-14&checkout=2027-02-16&${PICK}&selected_rooms[0][adults]=2&selected_rooms[0][quantity]=2&selected_rooms[0][kids_tiers][0]=A&selected_rooms[0][kids_tiers][1]=A`,
      ),
    );
    expect(url).toEqual({
      eventId: EVENT,
      checkin: '2027-02-14',
      checkout: '2027-02-16',
      roomTypeCode: 'STD',
      roomPlanCode: 'STD-RO',
      hotelPlanCode: 'RO',
      rooms: [
        { adults: 2, children: 2, kids_tiers: ['A', 'A'] },
        { adults: 2, children: 2, kids_tiers: ['A', 'A'] },
      ],
      changing: undefined,
    });
  });

  it('reads the entry being changed', () => {
    const url = readLotteryEntryUrl(
      new URLSearchParams(
        `lottery_event=${EVENT}&current_lottery_entry=LE1010002&checkin=2027-02-14&checkout=2027-02-15&${PICK}`,
      ),
    );
    expect(url?.changing).toBe('LE1010002');
    expect(url?.rooms).toEqual([{ adults: 2, children: 0 }]);
  });

  it.each([
    ['no event', `checkin=2027-02-14&checkout=2027-02-16&${PICK}`],
    ['no stay', `lottery_event=${EVENT}&${PICK}`],
    ['no room picked', `lottery_event=${EVENT}&checkin=2027-02-14&checkout=2027-02-16`],
    [
      'a room code with markup',
      `lottery_event=${EVENT}&checkin=2027-02-14&checkout=2027-02-16&selected_rooms[0][room_type_code]=%3Cb%3E&selected_rooms[0][room_plan_code]=X`,
    ],
  ])('gives null for an address with %s', (_label, query) => {
    expect(readLotteryEntryUrl(new URLSearchParams(query))).toBeNull();
  });

  it('caps the rooms at the contract’s ten', () => {
    const url = readLotteryEntryUrl(
      new URLSearchParams(
        `lottery_event=${EVENT}&checkin=2027-02-14&checkout=2027-02-16&${PICK}&selected_rooms[0][quantity]=99`,
      ),
    );
    expect(url?.rooms).toHaveLength(1);
    const many = readLotteryEntryUrl(
      new URLSearchParams(
        `lottery_event=${EVENT}&checkin=2027-02-14&checkout=2027-02-16&${PICK}&selected_rooms[0][quantity]=10&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-RO`,
      ),
    );
    expect(many?.rooms).toHaveLength(10);
  });
});
