import { dateLocale, isLocale } from '@staykit/sdk';
import { useMessages } from '../../i18n/useMessages';
import { daysBetween } from '../../lib/calendarMonth';
import type { OfferNames } from '../../lib/offerNames';
import type { CheckoutUrl } from './readCheckoutUrl';

/** Props of `StaySummary`. */
export interface StaySummaryProps {
  checkout: CheckoutUrl;
  names: OfferNames | null;
  locale: string;
}

/**
 * What is being booked, in a few lines: the room and plan (when the search passed them on), the dates
 * ("Thu, Dec 10 – Sat, Dec 12"), the nights, and the rooms and guests.
 */
export function StaySummary({ checkout, names, locale }: StaySummaryProps) {
  const text = useMessages();
  const { stay, lines } = checkout;
  const rooms = lines.reduce((sum, line) => sum + (line.quantity ?? 1), 0);
  const guests = lines.reduce(
    (sum, line) => sum + ((line.adults ?? 0) + (line.children ?? 0)) * (line.quantity ?? 1),
    0,
  );
  const format = new Intl.DateTimeFormat(dateLocale(isLocale(locale) ? locale : 'en'), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const nights =
    stay.kind === 'undated' ? stay.nights : stay.dayUse ? 0 : daysBetween(stay.checkin, stay.checkout);
  return (
    <div className="sk-stay-summary">
      {names && (
        <p className="sk-stay-summary-offer">
          <span className="sk-stay-summary-room">{names.room}</span>
          <span>{names.plan}</span>
        </p>
      )}
      <dl className="sk-stay-summary-facts">
        {stay.kind === 'dated' && (
          <div>
            <dt className="sk-visually-hidden">{text.stay}</dt>
            <dd>
              {stay.dayUse
                ? format.format(day(stay.checkin))
                : format.formatRange(day(stay.checkin), day(stay.checkout))}
            </dd>
          </div>
        )}
        <div>
          <dt className="sk-visually-hidden">{text.nights}</dt>
          <dd>
            {stay.kind === 'dated' && stay.dayUse
              ? text.stayDayUse
              : text.format('summaryNights', { nights })}
          </dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">{text.updateGuests}</dt>
          <dd>{text.format('guestsSummary', { guests, rooms })}</dd>
        </div>
      </dl>
    </div>
  );
}
