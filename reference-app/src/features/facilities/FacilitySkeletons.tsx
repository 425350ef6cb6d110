import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';

/**
 * Grey cards in the shape of the facility list while its pages load; decorative (the progress above them
 * says what is loading).
 *
 * @example
 * ```tsx
 * {hotels.isPending && <FacilitySkeletons />}
 * ```
 */
export function FacilitySkeletons() {
  return (
    <div className="sk-facility-list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Card key={index} className="sk-facility">
          <Skeleton width="70%" height="1.5rem" />
          <Skeleton width="90%" />
          <Skeleton width="100%" height="3rem" />
        </Card>
      ))}
    </div>
  );
}
