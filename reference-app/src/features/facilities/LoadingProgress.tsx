import { useId } from 'react';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';
import type { PageProgress } from './pageProgress';

/**
 * Props of `LoadingProgress`.
 *
 * @example
 * ```ts
 * const props: LoadingProgressProps = { progress: { loaded: [1], total: 3 } };
 * ```
 */
export interface LoadingProgressProps {
  progress: PageProgress;
}

/**
 * The progress of a list loading page by page: "Loading 2 of 3 pages…" with a progress bar, or plain
 * "Loading…" with an indeterminate bar until the first page tells the page count. A polite status, so a
 * screen reader hears the count move without being interrupted.
 *
 * @example
 * ```tsx
 * <LoadingProgress progress={{ loaded: [1, 2], total: 3 }} />
 * ```
 */
export function LoadingProgress({ progress }: LoadingProgressProps) {
  const text = useMessages();
  const labelId = useId();
  const { total } = progress;
  const loaded = progress.loaded.length;
  return (
    <Card className="sk-page-progress" role="status" aria-live="polite">
      <span id={labelId}>
        {total === null ? text.loading : text.format('facilitiesProgress', { loaded, total })}
      </span>
      {total === null ? (
        <progress aria-labelledby={labelId} />
      ) : (
        <progress aria-labelledby={labelId} max={Math.max(total, 1)} value={Math.min(loaded, total)} />
      )}
    </Card>
  );
}
