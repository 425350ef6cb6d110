import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useMessages } from '../../i18n/useMessages';

/**
 * What the results will look like while the search runs: two room cards in grey (picture, name, lines, a
 * price and a button), said once as "Loading…" to screen readers.
 */
export function ResultsSkeleton() {
  const text = useMessages();
  return (
    <div className="sk-results-skeleton" role="status">
      <span className="sk-visually-hidden">{text.loading}</span>
      {[0, 1].map((card) => (
        <Card key={card} className="sk-room" aria-hidden="true">
          <div className="sk-room-about">
            <Skeleton className="sk-room-photo sk-photo" height="auto" />
            <div className="sk-room-text">
              <Skeleton width="45%" height="1.5rem" />
              <Skeleton width="30%" />
              <Skeleton width="90%" />
              <Skeleton width="75%" />
            </div>
          </div>
          <div className="sk-offer">
            <div className="sk-offer-main">
              <Skeleton width="40%" height="1.25rem" />
              <Skeleton width="55%" />
            </div>
            <div className="sk-offer-buy">
              <Skeleton width="7rem" height="1.5rem" />
              <Skeleton width="6rem" height="2.75rem" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}
