import { describe, expect, it } from 'vitest';
import { rankProgress } from './rankProgress';

const RANKS = [
  { id: 1, name: 'Member', from: 0 },
  { id: 2, name: 'Silver', from: 3_000 },
  { id: 3, name: 'Gold', from: 8_000 },
  { id: 4, name: 'Platinum', from: 15_000 },
] as const;
const today = '2026-12-01';

describe('rankProgress: the next rank, keeping this one, and the highest reached', () => {
  it('counts what the next rank needs by the end of the year, and a rank already kept', () => {
    expect(rankProgress(RANKS, { rankId: 3, rankingPoints: 9_000, today })).toEqual({
      rank_id: 3,
      rank_name: 'Gold',
      next_rank_id: 4,
      next_rank_name: 'Platinum',
      points_to_unlock_next_rank: 6_000,
      unlock_next_rank_by: '2026-12-31',
      points_to_keep_rank: 0,
      keep_rank_by: '2026-12-31',
      highest_rank_id: 3,
      highest_rank_name: 'Gold',
    });
  });

  it('says what keeping the rank still needs', () => {
    expect(rankProgress(RANKS, { rankId: 3, rankingPoints: 5_500, today })).toMatchObject({
      points_to_keep_rank: 2_500,
      points_to_unlock_next_rank: 9_500,
    });
  });

  it('leaves the next rank out at the top, and names a higher rank reached before', () => {
    const top = rankProgress(RANKS, { rankId: 4, rankingPoints: 16_000, today });
    expect(top).not.toHaveProperty('next_rank_id');
    expect(rankProgress(RANKS, { rankId: 2, rankingPoints: 100, highestRankId: 4, today })).toMatchObject({
      highest_rank_id: 4,
      highest_rank_name: 'Platinum',
      points_to_keep_rank: 2_900,
    });
  });

  it('is undefined for a member with no rank of the table, and counts negative points as none', () => {
    expect(rankProgress(RANKS, { rankId: null, rankingPoints: 1_000, today })).toBeUndefined();
    expect(rankProgress(RANKS, { rankId: 9, rankingPoints: 1_000, today })).toBeUndefined();
    expect(rankProgress(RANKS, { rankId: 2, rankingPoints: -50, today })).toMatchObject({
      points_to_keep_rank: 3_000,
    });
  });
});
