import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { isTiersMode, visiblePlans, visibleRooms } from './visibleResults';

type RoomTypeResult = components['schemas']['RoomTypeResult'];
type RoomPlanResult = components['schemas']['RoomPlanResult'];

const plan = (code: string, limits: Partial<RoomPlanResult> = {}) =>
  ({ room_plan_code: code, sale_limit: null, plan_stock_count: null, ...limits }) as RoomPlanResult;
const room = (code: string, roomCount: number, plans: RoomPlanResult[]) =>
  ({ room_type_code: code, room_count: roomCount, room_plans: plans }) as RoomTypeResult;

const rooms = [
  room('STD', 10, [plan('STD-RO'), plan('STD-LTD', { sale_limit: 1 })]),
  room('STE', 2, [plan('STE-BF')]),
];

describe('tiers-mode visibility', () => {
  it('knows the tiers modes', () => {
    expect(isTiersMode('tiers')).toBe(true);
    expect(isTiersMode('tiers_with_meal_and_bed_as_extras')).toBe(true);
    expect(isTiersMode('ages')).toBe(false);
  });

  it('hides plans and rooms without stock for every room asked for', () => {
    const visible = visibleRooms(rooms, { tiersMode: true, search: { room_count: 3, search_type: 'dated' } });
    expect(visible.map((r) => r.room_type_code)).toEqual(['STD']);
    expect(visible[0]?.room_plans.map((p) => p.room_plan_code)).toEqual(['STD-RO']);
  });

  it('keeps every plan of an undated search, as the SDK rule says', () => {
    expect(
      visibleRooms(rooms, { tiersMode: true, search: { room_count: 3, search_type: 'undated' } }),
    ).toEqual(rooms);
  });

  it('keeps everything outside tiers mode', () => {
    expect(
      visibleRooms(rooms, { tiersMode: false, search: { room_count: 3, search_type: 'dated' } }),
    ).toEqual(rooms);
  });

  it('drops plans left without rooms', () => {
    const plans = [{ code: 'BF', rooms: [rooms[1]] }] as components['schemas']['PlanResult'][];
    expect(visiblePlans(plans, { tiersMode: true, search: { room_count: 3, search_type: 'dated' } })).toEqual(
      [],
    );
  });
});
