import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { Icon } from '../../components/ui/Icon';
import { useMessages } from '../../i18n/useMessages';
import { describeCancellationPolicy } from './describeCancellationPolicy';

type CancellationPolicy = components['schemas']['CancellationPolicy'];

/**
 * Props of `CancellationPolicyCard`.
 *
 * @example
 * ```ts
 * const props: CancellationPolicyCardProps = { policy, locale: 'ja', timeZone: 'Asia/Tokyo' };
 * ```
 */
export interface CancellationPolicyCardProps {
  policy: CancellationPolicy;
  /** The guest's UI locale, for the wording, dates, times and percentages. */
  locale: string;
  /** The hotel's time zone (init `time_zone`): free cancellation ends at the hotel's wall-clock time. */
  timeZone: string;
}

/**
 * One cancellation policy as text: its name as a heading, a "Non-refundable" mark, when free cancellation
 * ends, the fee steps as a list, and the no-show fee.
 *
 * @example
 * ```tsx
 * <CancellationPolicyCard policy={policy} locale="en" timeZone="Asia/Tokyo" />
 * ```
 */
export function CancellationPolicyCard({ policy, locale, timeZone }: CancellationPolicyCardProps) {
  const text = useMessages();
  const titleId = useId();
  const wording = describeCancellationPolicy(policy, { text, locale, timeZone });
  return (
    <Card as="article" className="sk-stack sk-policy" aria-labelledby={titleId}>
      <h3 id={titleId}>{wording.name}</h3>
      {wording.nonRefundable && (
        <Alert
          tone="danger"
          className="sk-policy-non-refundable"
          title={<strong>{text.cancellationNonRefundable}</strong>}
        >
          {text.cancellationNonRefundableNote}
        </Alert>
      )}
      {wording.freeUntil !== null && (
        <p className="sk-policy-free">
          <Icon name="check" className="sk-policy-free-icon" />
          <span>{wording.freeUntil}</span>
        </p>
      )}
      {wording.steps.length > 0 && (
        <ul className="sk-policy-steps" aria-label={text.cancellationFeeSteps}>
          {wording.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ul>
      )}
      <p className="sk-policy-no-show">{wording.noShow}</p>
    </Card>
  );
}
