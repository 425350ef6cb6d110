import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { readUpdateMode } from '../features/reservationUpdate/readUpdateMode';
import { HotelSearch, type HotelSearchProps } from '../features/search/HotelSearch';
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

// A lottery's search comes by its link only: the event's reads and words load when the address names one.
const LotteryEventSearch = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/lottery/LotteryEventSearch'),
    openMessageArea('member'),
  ]);
  return { default: module.LotteryEventSearch };
});

/** Props of `HotelSearchRoute`. */
export interface HotelSearchRouteProps {
  resultType: 'room' | 'plan';
}

/**
 * The search form and its results (docs/widget.md#screens, #search) for the booking routes; with `current_reservation` in the
 * address, the search that changes that reservation (update mode), its banner above; with `lottery_event`,
 * the search of that room lottery (docs/widget.md#lottery), the event above.
 *
 * @example
 * ```tsx
 * <HotelSearchRoute resultType="room" />
 * ```
 */
export function HotelSearchRoute({ resultType }: HotelSearchRouteProps) {
  const { startup, identity } = useWidgetContext();
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  const [searchParams] = useSearchParams();
  const mode = readUpdateMode(searchParams);
  // Who is signed in, for the hotel's notices meant for a programme, rank or organization.
  const member = user
    ? {
        programId: user.program_id ?? null,
        rankId: user.rank_id ?? null,
        organizationId: user.organization?.id ?? null,
      }
    : undefined;
  const landing = { tracking: startup.tracking, metasearchSource: startup.metasearchSource };
  const search = (parts: Omit<HotelSearchProps, 'hotelCode' | 'resultType'>) => (
    <HotelSearch
      hotelCode={startup.hotelCode}
      resultType={resultType}
      member={member}
      landing={landing}
      {...parts}
    />
  );
  if (mode !== null) {
    return (
      <Suspense fallback={<Spinner />}>
        <UpdateModeSearch hotelCode={startup.hotelCode} mode={mode}>
          {search}
        </UpdateModeSearch>
      </Suspense>
    );
  }
  if (searchParams.has('lottery_event')) {
    return (
      <Suspense fallback={<Spinner />}>
        <LotteryEventSearch>{search}</LotteryEventSearch>
      </Suspense>
    );
  }
  return search({});
}
