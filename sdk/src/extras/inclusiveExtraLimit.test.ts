import { describe, expect, it } from 'vitest';
import { inclusiveExtraLimit } from './inclusiveExtraLimit';

const inventories = [
  { extra_id: 7, inventory: 5 },
  { extra_id: 9, inventory: 2 },
  { extra_id: 11, inventory: 0 },
];

describe('inclusiveExtraLimit: the minimum of the inclusive extras inventories', () => {
  it('is the smallest inventory among the plan inclusive extras', () => {
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [7, 9] }, inventories)).toBe(2);
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [7] }, inventories)).toBe(5);
  });

  it('is 0 when one inclusive extra is sold out', () => {
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [7, 11] }, inventories)).toBe(0);
  });

  it('sets no limit without inclusive extras', () => {
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [] }, inventories)).toBeNull();
  });

  it('ignores inclusive extras the search gives no inventory for', () => {
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [42] }, inventories)).toBeNull();
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [42, 9] }, inventories)).toBe(2);
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [7] }, [])).toBeNull();
  });

  it('uses the smaller inventory of an extra listed twice', () => {
    const twice = [...inventories, { extra_id: 7, inventory: 1 }];
    expect(inclusiveExtraLimit({ inclusive_extra_ids: [7] }, twice)).toBe(1);
  });
});
