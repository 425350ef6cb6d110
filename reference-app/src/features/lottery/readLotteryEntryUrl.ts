import { readLotterySearch, type components } from '@staykit/sdk';

type LotteryEntryRoom = components['schemas']['LotteryEntryRoom'];

/**
 * What the lottery entry form reads from its address: the event, the stay, the room and plan picked in
 * the event's search (the `selected_rooms` line the results wrote), each room's guests, and the entry
 * being changed, if any.
 *
 * @example
 * ```ts
 * const url: LotteryEntryUrl = {
 *   eventId: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001', checkin: '2027-02-14', checkout: '2027-02-16',
 *   roomTypeCode: 'STD', roomPlanCode: 'STD-RO', hotelPlanCode: 'RO', rooms: [{ adults: 2, children: 0 }],
 *   changing: undefined,
 * };
 * ```
 */
export interface LotteryEntryUrl {
  eventId: string;
  checkin: string;
  checkout: string;
  roomTypeCode: string;
  roomPlanCode: string;
  hotelPlanCode: string | undefined;
  rooms: LotteryEntryRoom[];
  /** The entry whose stay is being changed (`current_lottery_entry`). */
  changing: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const TIER = /^[A-Za-z0-9_]{1,16}$/;
const LINE = /^selected_rooms\[(\d+)\]\[([a-z_]+)\](?:\[(\d+)\])?$/;
/** The contract's most rooms in one entry. */
const MAX_ROOMS = 10;

const whole = (value: string | undefined, min: number, max: number, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= min && parsed <= max
    ? parsed
    : fallback;
};

/**
 * Reads the entry form's address, or `null` when it does not name an event, a stay and a picked room and
 * plan (the form then sends the member back to the lottery's search). Lines of the pick become rooms (a
 * line's quantity is that many rooms with its guests, up to the contract's 10); children are counted by
 * their tier codes.
 *
 * @example
 * ```ts
 * readLotteryEntryUrl(new URLSearchParams('lottery_event=…&checkin=2027-02-14&checkout=2027-02-16&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2'))?.rooms;
 * // [{ adults: 2, children: 0 }]
 * ```
 */
export function readLotteryEntryUrl(params: URLSearchParams): LotteryEntryUrl | null {
  const lottery = readLotterySearch(params);
  const lines = new Map<number, Map<string, string[]>>();
  params.forEach((value, key) => {
    const match = LINE.exec(key);
    if (!match || Number(match[1]) >= MAX_ROOMS) return;
    const line = lines.get(Number(match[1])) ?? new Map<string, string[]>();
    const field = match[2] ?? '';
    line.set(field, [...(line.get(field) ?? []), value]);
    lines.set(Number(match[1]), line);
  });
  const picked = [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  const first = picked[0];
  const one = (line: Map<string, string[]> | undefined, field: string) => line?.get(field)?.[0];
  const roomType = one(first, 'room_type_code') ?? '';
  const roomPlan = one(first, 'room_plan_code') ?? '';
  const hotelPlan = one(first, 'hotel_plan_code');
  const checkin = params.get('checkin') ?? '';
  const checkout = params.get('checkout') ?? '';
  if (
    lottery.lottery_event_uuid === undefined ||
    !DATE.test(checkin) ||
    !DATE.test(checkout) ||
    !CODE.test(roomType) ||
    !CODE.test(roomPlan)
  )
    return null;
  const rooms = picked.flatMap((line) => {
    const tiers = (line.get('kids_tiers') ?? []).filter((code) => TIER.test(code));
    const room: LotteryEntryRoom = {
      adults: whole(one(line, 'adults'), 1, 99, 2),
      children: tiers.length,
      ...(tiers.length === 0 ? {} : { kids_tiers: tiers }),
    };
    return Array.from({ length: whole(one(line, 'quantity'), 1, MAX_ROOMS, 1) }, () => room);
  });
  return {
    eventId: lottery.lottery_event_uuid,
    checkin,
    checkout,
    roomTypeCode: roomType,
    roomPlanCode: roomPlan,
    hotelPlanCode: hotelPlan !== undefined && CODE.test(hotelPlan) ? hotelPlan : undefined,
    rooms: rooms.slice(0, MAX_ROOMS),
    changing: lottery.current_lottery_entry,
  };
}
