import type { components } from '../generated/openapi';

/**
 * A rank of a programme: its id, name and the ranking points that reach it.
 *
 * @example
 * ```ts
 * const gold: ProgramRank = { id: 3, name: 'Gold', from: 8000 };
 * ```
 */
export interface ProgramRank {
  readonly id: number;
  readonly name: string;
  /** Ranking points the rank needs within its year. */
  readonly from: number;
}

/**
 * Where a member stands in a programme's ranks (docs/rules.md, "Points"): the ranking points still needed
 * to unlock the next rank by the end of the year, those needed to keep the current rank by then (0 once
 * kept), and the highest rank reached. `undefined` when the member holds no rank of the table.
 *
 * @param ranks - the programme's ranks, lowest first.
 * @param standing - the member's rank id, ranking points this year, highest rank id reached (the current
 *   one when not known) and the hotel's today.
 *
 * @example
 * ```ts
 * const ranks = [{ id: 2, name: 'Silver', from: 3000 }, { id: 3, name: 'Gold', from: 8000 }, { id: 4, name: 'Platinum', from: 15000 }];
 * rankProgress(ranks, { rankId: 3, rankingPoints: 9000, today: '2026-12-01' });
 * // { rank_id: 3, rank_name: 'Gold', next_rank_id: 4, next_rank_name: 'Platinum', points_to_unlock_next_rank: 6000,
 * //   unlock_next_rank_by: '2026-12-31', points_to_keep_rank: 0, keep_rank_by: '2026-12-31', highest_rank_id: 3, highest_rank_name: 'Gold' }
 * ```
 */
export function rankProgress(
  ranks: readonly ProgramRank[],
  standing: {
    readonly rankId: number | null;
    readonly rankingPoints: number;
    readonly highestRankId?: number | null;
    readonly today: string;
  },
): components['schemas']['PointRankProgress'] | undefined {
  const index = ranks.findIndex((rank) => rank.id === standing.rankId);
  const current = ranks[index];
  if (!current) return undefined;
  const next = ranks[index + 1];
  const highest = ranks.find((rank) => rank.id === standing.highestRankId) ?? current;
  const yearEnd = `${standing.today.slice(0, 4)}-12-31`;
  const points = Math.max(0, standing.rankingPoints);
  return {
    rank_id: current.id,
    rank_name: current.name,
    ...(next
      ? {
          next_rank_id: next.id,
          next_rank_name: next.name,
          points_to_unlock_next_rank: Math.max(0, next.from - points),
          unlock_next_rank_by: yearEnd,
        }
      : {}),
    points_to_keep_rank: Math.max(0, current.from - points),
    keep_rank_by: yearEnd,
    highest_rank_id: highest.id,
    highest_rank_name: highest.name,
  };
}
