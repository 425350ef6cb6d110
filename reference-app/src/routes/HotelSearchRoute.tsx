import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { readUpdateMode } from '../features/reservationUpdate/readUpdateMode';
import { HotelSearch } from '../features/search/HotelSearch';
import { openMessageArea } from '../i18n/messages';

// Update mode is rare on the first screen: its reservation reads load only when the address asks for it,
// keeping the first route small, together with its words (the booking area's, docs/localisation.md).
const UpdateModeSearch = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/reservationUpdate/UpdateModeSearch'),
    openMessageArea('booking'),
  ]);
  return { default: module.UpdateModeSearch };
});

/** Props of `HotelSearchRoute`. */
export interface HotelSearchRouteProps {
  resultType: 'room' | 'plan';
}

/**
 * The search form and its results (docs/widget.md#screens, #search) for the booking routes; with `current_reservation` in the
 * address, the search that changes that reservation (update mode), its banner above.
 *
 * @example
 * ```tsx
 * <HotelSearchRoute resultType="room" />
 * ```
 */
export function HotelSearchRoute({ resultType }: HotelSearchRouteProps) {
  const { startup } = useWidgetContext();
  const [searchParams] = useSearchParams();
  const mode = readUpdateMode(searchParams);
  if (mode === null) return <HotelSearch hotelCode={startup.hotelCode} resultType={resultType} />;
  return (
    <Suspense fallback={<Spinner />}>
      <UpdateModeSearch hotelCode={startup.hotelCode} mode={mode}>
        {({ banner, update }) => (
          <HotelSearch
            hotelCode={startup.hotelCode}
            resultType={resultType}
            banner={banner}
            update={update}
          />
        )}
      </UpdateModeSearch>
    </Suspense>
  );
}
