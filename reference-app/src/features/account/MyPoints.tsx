import { useMemberPoints, usePointExchanges, usePointsTimeline } from '@staykit/react';
import { GIFT_POINT_EXCHANGE, type components } from '@staykit/sdk';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { SegmentedTabs } from '../../components/ui/SegmentedTabs';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { accountPath } from './accountSections';
import { PointExchangeDialog } from './PointExchangeDialog';

type Schemas = components['schemas'];

const KINDS: Readonly<Record<Schemas['PointKind'], readonly [MessageKey, BadgeTone]>> = {
  gained: ['myPointsKindGained', 'success'],
  future: ['myPointsKindFuture', 'info'],
  spent: ['myPointsKindSpent', 'neutral'],
  refunded: ['myPointsKindRefunded', 'info'],
  expired: ['myPointsKindExpired', 'warning'],
};

/** Props of `MyPoints`. */
export interface MyPointsProps {
  hotelId: number;
  hotelCode: string;
  locale: string;
  /** Gift-point exchange is offered at hotels in Japan only. */
  inJapan: boolean;
}

/**
 * The member's points (`/my-account/points`): points usable now, ranking points and points to come
 * (credited 3 days after check-out, an estimate until then), the rank and what the next one needs; the
 * history (credited or to come) five at a time with "show more"; the gift-point exchange and the past
 * exchanges with their codes.
 *
 * @example
 * ```tsx
 * <MyPoints hotelId={101} hotelCode="demo-tokyo" locale="en" inJapan />
 * ```
 */
export function MyPoints({ hotelId, hotelCode, locale, inJapan }: MyPointsProps) {
  const text = useMessages();
  const id = useId();
  const [params] = useSearchParams();
  const scope = params.get('scope') === 'future' ? 'future' : 'current';
  const [exchanging, setExchanging] = useState(false);
  const path = { hotel_id: hotelId };
  const balance = useMemberPoints({ params: { path } });
  const history = usePointsTimeline({ params: { path, query: { scope, per_page: 5 } } });
  const exchanges = usePointExchanges({ params: { path } });
  const points = balance.data?.data;
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const number = (value: number) => new Intl.NumberFormat(locale.replace('_', '-')).format(value);

  if (balance.isError) {
    return (
      <Alert tone="danger" role="alert">
        {apiErrorMessage(balance.error, locale)}
      </Alert>
    );
  }
  if (!points) return <Spinner />;
  if (!points.program_enabled) return <p className="sk-account-empty">{text.myPointsNotOffered}</p>;
  const rank = points.rank;
  return (
    <div className="sk-stack">
      <Card as="section" className="sk-stack" aria-labelledby={`${id}-balance`}>
        <h3 id={`${id}-balance`}>{text.myPointsTitle}</h3>
        <dl className="sk-account-figures">
          <div>
            <dt>{text.myPointsBalance}</dt>
            <dd>{text.format('myPointsValue', { points: points.total_point })}</dd>
          </div>
          <div>
            <dt>{text.myPointsRanking}</dt>
            <dd>{text.format('myPointsValue', { points: points.ranking_points_value })}</dd>
          </div>
          <div>
            <dt>{text.myPointsFuture}</dt>
            <dd>{text.format('myPointsValue', { points: points.future_point ?? 0 })}</dd>
          </div>
        </dl>
        <p className="sk-account-note">{text.myPointsFutureNote}</p>
        {rank?.rank_name && (
          <div className="sk-stack sk-stack-tight">
            <p>
              <strong>{text.format('myPointsRank', { rank: rank.rank_name })}</strong>
            </p>
            {rank.next_rank_name &&
              rank.points_to_unlock_next_rank !== undefined &&
              rank.unlock_next_rank_by && (
                <p>
                  {text.format('myPointsNextRank', {
                    points: rank.points_to_unlock_next_rank,
                    date: formatDate(rank.unlock_next_rank_by, locale),
                    rank: rank.next_rank_name,
                  })}
                </p>
              )}
            {rank.points_to_keep_rank !== undefined && rank.points_to_keep_rank > 0 && rank.keep_rank_by ? (
              <p>
                {text.format('myPointsKeepRank', {
                  points: rank.points_to_keep_rank,
                  date: formatDate(rank.keep_rank_by, locale),
                  rank: rank.rank_name,
                })}
              </p>
            ) : (
              <p>{text.format('myPointsRankKept', { rank: rank.rank_name })}</p>
            )}
            {rank.highest_rank_name && (
              <p>{text.format('myPointsHighestRank', { rank: rank.highest_rank_name })}</p>
            )}
          </div>
        )}
      </Card>

      <Card as="section" className="sk-stack" aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>{text.myPointsHistoryTitle}</h3>
        <SegmentedTabs
          label={text.myPointsHistoryScopeLabel}
          tabs={(['current', 'future'] as const).map((key) => ({
            key,
            label: key === 'current' ? text.myPointsHistoryCurrent : text.myPointsFuture,
            to: accountPath('points', hotelCode, key === 'current' ? {} : { scope: key }),
            current: key === scope,
          }))}
        />
        {history.isError && (
          <Alert tone="danger" role="alert">
            <p>{text.myPointsHistoryFailed}</p>
            <p>{apiErrorMessage(history.error, locale)}</p>
          </Alert>
        )}
        {history.isPending && <Spinner />}
        {history.isSuccess && entries.length === 0 && (
          <p className="sk-account-empty">{text.myPointsHistoryEmpty}</p>
        )}
        {entries.length > 0 && (
          <ul className="sk-account-lines" aria-labelledby={`${id}-history`}>
            {entries.map((entry, index) => {
              const [kind, tone] = KINDS[entry.status];
              return (
                <li key={`${entry.date}-${index}`} className="sk-account-line">
                  <div className="sk-stack sk-stack-tight">
                    <span>{entry.description}</span>
                    <span className="sk-account-note sk-account-meta">
                      <span>{formatDate(entry.date, locale)}</span>
                      {entry.available_at && (
                        <span>
                          {text.format('myPointsAvailableOn', {
                            date: formatDate(entry.available_at, locale),
                          })}
                        </span>
                      )}
                      {entry.expiration && (
                        <span>
                          {text.format('myPointsExpires', { date: formatDate(entry.expiration, locale) })}
                        </span>
                      )}
                    </span>
                  </div>
                  <div className="sk-account-line-end">
                    <Badge tone={tone}>{text[kind]}</Badge>
                    <span className="sk-account-amount">
                      {entry.amount > 0 ? '+' : ''}
                      {number(entry.amount)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {history.hasNextPage && (
          <div className="sk-actions">
            <Button
              variant="secondary"
              disabled={history.isFetchingNextPage}
              aria-busy={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? text.loading : text.myPointsLoadMore}
            </Button>
          </div>
        )}
      </Card>

      <Card as="section" className="sk-stack" aria-labelledby={`${id}-exchange`}>
        <h3 id={`${id}-exchange`}>{text.myPointsExchangeTitle}</h3>
        {inJapan ? (
          <>
            <p>{text.format('myPointsExchangeIntro', { days: GIFT_POINT_EXCHANGE.validityDays })}</p>
            <div className="sk-actions">
              <Button variant="secondary" onClick={() => setExchanging(true)}>
                {text.myPointsExchangeOpen}
              </Button>
            </div>
          </>
        ) : (
          <p className="sk-account-empty">{text.myPointsExchangeNotOffered}</p>
        )}
        {exchanges.data && exchanges.data.data.length > 0 && (
          <>
            <h4>{text.myPointsExchangesTitle}</h4>
            <ul className="sk-account-lines">
              {exchanges.data.data.map((row) => (
                <li key={row.id} className="sk-account-line">
                  {text.format('myPointsExchangeLine', {
                    points: row.amount,
                    date: formatDate(row.exchanged_at.slice(0, 10), locale),
                    code: row.code,
                    until: formatDate(row.valid_until, locale),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      {exchanging && (
        <PointExchangeDialog
          hotelId={hotelId}
          locale={locale}
          balance={points.total_point}
          onClose={() => setExchanging(false)}
        />
      )}
    </div>
  );
}
