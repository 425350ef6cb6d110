import type { ReactNode } from 'react';
import './badge.css';

/**
 * The colour of a badge: what it says about the offer.
 *
 * @example
 * ```ts
 * const tone: BadgeTone = 'success'; // free cancellation, a discount
 * ```
 */
export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger';

/**
 * A short fact as a small label (payment terms, cancellation terms, a discount, members only).
 *
 * @example
 * ```tsx
 * <Badge tone="success">{text.membersOnly}</Badge>
 * ```
 */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`sk-badge sk-badge-${tone}`}>{children}</span>;
}
