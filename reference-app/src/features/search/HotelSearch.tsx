import { useStaykitLocale } from '@staykit/react';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { useHotelInit } from '../../lib/useHotelInit';
import { SearchPage, type SearchPageProps } from './SearchPage';
import type { SearchLotteryMode } from './searchLotteryMode';
import type { SearchUpdateMode } from './searchUpdateMode';

/** Props of `HotelSearch`. */
export interface HotelSearchProps {
  /** The hotel of the start-up URL. */
  hotelCode: string | null;
  resultType: 'room' | 'plan';
  /** Shown above the search (the update-mode banner). */
  banner?: ReactNode;
  /** A booked reservation is being changed (docs/widget.md#search). */
  update?: SearchUpdateMode | undefined;
  /** The search is for a lottery event's entry (docs/widget.md#lottery). */
  lottery?: SearchLotteryMode | undefined;
  /** Who is signed in, for the hotel's notices (see `SearchPage`). */
  member?: SearchPageProps['member'];
  /** This visit's landing, carried by the room searches (see `SearchPage`). */
  landing?: SearchPageProps['landing'];
}

/**
 * The search screen of a hotel: the hotel's init (from the layout's cache) and the guest's locale, then
 * `SearchPage`.
 *
 * @example
 * ```tsx
 * <HotelSearch hotelCode="demo-tokyo" resultType="room" />
 * ```
 */
export function HotelSearch({
  hotelCode,
  resultType,
  banner,
  update,
  lottery,
  member,
  landing,
}: HotelSearchProps) {
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(hotelCode);
  if (!hotel) return <Spinner />;
  return (
    <SearchPage
      hotel={hotel}
      resultType={resultType}
      locale={locale}
      banner={banner}
      update={update}
      lottery={lottery}
      member={member}
      landing={landing}
    />
  );
}
