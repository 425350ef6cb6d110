import { useStaykitLocale } from '@staykit/react';
import { isLocale, type components } from '@staykit/sdk';
import { useEffect, useRef } from 'react';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';

/**
 * What `useHotelParentMessages` reads of the hotel's init.
 *
 * @example
 * ```ts
 * const hotel: ParentMessagesHotel = { hotel_code: 'demo-tokyo', book_languages: ['ja', 'en'] };
 * ```
 */
export type ParentMessagesHotel = Pick<
  components['schemas']['BookingWidgetInit'],
  'hotel_code' | 'book_languages'
>;

/**
 * The hotel screens' part of the parent-window protocol: once the hotel's init has arrived (pass
 * `undefined` until then), posts `booking-widget-opened` (once per page) and switches the UI locale on the
 * parent's `change-locale`, to a locale the hotel books in only; any other is ignored.
 *
 * @example
 * ```tsx
 * useHotelParentMessages(hotel && localeSettled ? hotel : undefined);
 * ```
 */
export function useHotelParentMessages(hotel: ParentMessagesHotel | undefined): void {
  const messenger = useParentMessenger();
  const { locale, setLocale } = useStaykitLocale();
  const opened = useRef(false);
  const hotelCode = hotel?.hotel_code;
  // A string, so that a refetch of the same hotel (another locale) does not subscribe again.
  const bookLanguages = hotel?.book_languages.join(' ');

  useEffect(() => {
    if (hotelCode === undefined || opened.current) return;
    opened.current = true;
    messenger.post({ type: 'booking-widget-opened', hotelCode, locale });
  }, [hotelCode, locale, messenger]);

  useEffect(() => {
    if (bookLanguages === undefined) return;
    const bookable = bookLanguages.split(' ');
    return messenger.subscribe((message) => {
      if (message.type !== 'change-locale') return;
      if (isLocale(message.locale) && bookable.includes(message.locale)) setLocale(message.locale);
    });
  }, [bookLanguages, messenger, setLocale]);
}
