import { describe, expect, it } from 'vitest';
import { readPolicyRequest } from './readPolicyRequest';

const read = (query: string) => readPolicyRequest(new URLSearchParams(query));

describe('readPolicyRequest', () => {
  it.each([
    ['hotel_code=demo-tokyo', { kind: 'list', roomPlanCodes: [], checkin: null }],
    [
      'room_plan_codes=STD-RO&room_plan_codes=DBL-BF&checkin=2026-12-10',
      { kind: 'list', roomPlanCodes: ['STD-RO', 'DBL-BF'], checkin: '2026-12-10' },
    ],
    [
      'room_plan_codes=STD-RO,DBL-BF,STD-RO&room_plan_code=FAM-RO',
      { kind: 'list', roomPlanCodes: ['STD-RO', 'DBL-BF', 'FAM-RO'], checkin: null },
    ],
    // A code the API would refuse is left out; a date that is no date is ignored.
    [
      'room_plan_codes=STD RO,<x>,FAM-BF&checkin=10/12/2026',
      { kind: 'list', roomPlanCodes: ['FAM-BF'], checkin: null },
    ],
    ['policy_id=12&checkin=2026-12-10', { kind: 'one', policyId: 12, checkin: '2026-12-10' }],
    ['policy_id=12&room_plan_codes=STD-RO', { kind: 'one', policyId: 12, checkin: null }],
    ['policy_id=', { kind: 'none' }],
    ['policy_id=null', { kind: 'none' }],
    ['policy_id=0', { kind: 'none' }],
    ['policy_id=2147483648', { kind: 'none' }],
  ])('%s', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });
});
