import { useMessages } from '../../i18n/useMessages';
import { formatDate } from '../../lib/formatDate';

/**
 * Props of `AgencyStayFacts`.
 *
 * @example
 * ```ts
 * const props: AgencyStayFactsProps = { checkin: '2026-12-12', checkout: '2026-12-13', adults: 2, locale: 'en' };
 * ```
 */
export interface AgencyStayFactsProps {
  checkin: string;
  checkout: string;
  adults: number;
  locale: string;
  /** What comes before the dates (the room and plan chosen), each an item of the same list. */
  leading?: readonly string[];
  className?: string;
}

/**
 * A stay as the storefront says it, one fact an item: what comes first (a room, a plan), the dates and
 * the adults.
 *
 * @example
 * ```tsx
 * <AgencyStayFacts checkin="2026-12-12" checkout="2026-12-13" adults={2} locale="en" />
 * ```
 */
export function AgencyStayFacts({
  checkin,
  checkout,
  adults,
  locale,
  leading = [],
  className,
}: AgencyStayFactsProps) {
  const text = useMessages();
  return (
    <ul className={className ?? 'sk-plain-list sk-stack-tight'}>
      {leading.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
      <li>
        {text.format('agencyUnderstoodDates', {
          checkin: formatDate(checkin, locale),
          checkout: formatDate(checkout, locale),
        })}
      </li>
      <li>{text.format('agencyUnderstoodAdults', { count: adults })}</li>
    </ul>
  );
}
