import { isNotificationVisible, type components, type NotificationViewer } from '@staykit/sdk';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { plainText } from '../../lib/plainText';

/**
 * Props of `HotelNotices`.
 *
 * @example
 * ```ts
 * const props: HotelNoticesProps = { notifications: init.notifications, viewer: { hotelId: 101 }, checkin: '2026-12-10' };
 * ```
 */
export interface HotelNoticesProps {
  notifications: readonly components['schemas']['HotelNotification'][];
  /** Who looks, at which hotel: the audience labels are matched against it. */
  viewer: NotificationViewer;
  /** The searched check-in (null undated): the display dates are matched against it. */
  checkin: string | null;
}

/**
 * The hotel's and the brand's notices above the results (docs/widget.md#results): those the SDK's
 * `isNotificationVisible` shows for the stay searched and the guest (signed in or not, programme, rank,
 * organization). The hotel's text is shown as plain text: its markup never reaches the page.
 *
 * @example
 * ```tsx
 * <HotelNotices notifications={hotel.notifications} viewer={{ hotelId: hotel.hotel_id }} checkin="2026-12-10" />
 * ```
 */
export function HotelNotices({ notifications, viewer, checkin }: HotelNoticesProps) {
  const text = useMessages();
  const shown = notifications.filter((notice) => isNotificationVisible(notice, viewer, checkin));
  if (shown.length === 0) return null;
  return (
    <section className="sk-hotel-notices" aria-label={text.hotelNotices}>
      {shown.map((notice) => (
        <Alert key={notice.id} tone="info">
          <strong>{plainText(notice.title)}</strong>
          <p>{plainText(notice.body)}</p>
        </Alert>
      ))}
    </section>
  );
}
