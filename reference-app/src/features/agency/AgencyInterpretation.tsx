import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { formatDate } from '../../lib/formatDate';

type Interpretation = components['schemas']['AgencySearchInterpretation'];

/**
 * What the search read from the guest's words (area, dates, guests, rooms, budget, wishes), so a wrong
 * reading can be fixed by rewording the query.
 *
 * @example
 * ```tsx
 * <AgencyInterpretation interpretation={results.interpretation} locale="en" />
 * ```
 */
export function AgencyInterpretation({
  interpretation,
  locale,
}: {
  interpretation: Interpretation | undefined;
  locale: string;
}) {
  const text = useMessages();
  const id = useId();
  if (!interpretation) return null;
  const items = [
    interpretation.area,
    interpretation.checkin_date && interpretation.checkout_date
      ? text.format('agencyUnderstoodDates', {
          checkin: formatDate(interpretation.checkin_date, locale),
          checkout: formatDate(interpretation.checkout_date, locale),
        })
      : undefined,
    interpretation.adults !== undefined
      ? text.format('agencyUnderstoodAdults', { count: interpretation.adults })
      : undefined,
    interpretation.children
      ? text.format('agencyUnderstoodChildren', { count: interpretation.children })
      : undefined,
    interpretation.room_count !== undefined && interpretation.room_count > 1
      ? text.format('agencyUnderstoodRooms', { count: interpretation.room_count })
      : undefined,
    interpretation.max_price !== undefined
      ? text.format('agencyUnderstoodBudget', {
          budget: new Intl.NumberFormat(locale.replace('_', '-')).format(interpretation.max_price),
        })
      : undefined,
    ...(interpretation.keywords ?? []),
  ].filter((item): item is string => item !== undefined && item !== '');
  if (items.length === 0) return null;
  return (
    <section className="sk-agency-understood" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sk-agency-understood-title">
        {text.agencyUnderstood}
      </h2>
      <ul className="sk-agency-understood-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="sk-note">{text.agencyUnderstoodHint}</p>
    </section>
  );
}
