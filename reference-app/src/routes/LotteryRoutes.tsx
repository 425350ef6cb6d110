import { isLocale, type Locale } from '@staykit/sdk';
import { useStaykitLocale } from '@staykit/react';
import { useId, useSyncExternalStore } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { LotteryCompletePage } from '../features/lottery/LotteryCompletePage';
import { LotteryEntryForm } from '../features/lottery/LotteryEntryForm';
import { LotteryEntryPage } from '../features/lottery/LotteryEntryPage';
import { LotteryIncompletePage } from '../features/lottery/LotteryIncompletePage';
import { readLotteryEntryUrl } from '../features/lottery/readLotteryEntryUrl';
import { memberPath } from '../features/membership/memberPaths';
import { useMessages } from '../i18n/useMessages';
import { lotteryEntryPath } from '../lib/lotteryPaths';
import { readOfferNames } from '../lib/offerNames';
import { useHotelInit } from '../lib/useHotelInit';
import { NotFoundRoute } from './NotFoundRoute';

// The contract's shape of an entry number (`LotteryEntryNumber`).
const ENTRY_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The signed-in member, and where a guest signs in first (coming back to the address afterwards). */
function useMemberGate() {
  const { startup, identity } = useWidgetContext();
  const { pathname, search } = useLocation();
  const hotel = useHotelInit(startup.hotelCode);
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  const member = user !== null && user.id !== null;
  const signIn =
    hotel && !member ? (
      <Navigate
        to={memberPath('/sign-in', hotel.hotel_code)}
        state={{ from: `${pathname}${search}` }}
        replace
      />
    ) : null;
  return { hotel, member, signIn };
}

/** The page's frame: its heading and its screen. */
function LotteryPage({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /room-lottery/guest-detail: the lottery entry form for the room picked in the event's search, for a
 * signed-in member (a guest signs in first and comes back); with `current_lottery_entry`, the change of
 * that entry. Without a pick it sends the member back to the search. Once sent: the entry's end page, or
 * the entry itself when it was a change.
 */
export function LotteryGuestDetailRoute() {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const names = readOfferNames(useLocation().state);
  const { hotel, member, signIn } = useMemberGate();
  if (!hotel) return <Spinner />;
  if (!member) return signIn;
  const url = readLotteryEntryUrl(params);
  const search = new URLSearchParams(params);
  for (const key of [...search.keys()]) if (key.startsWith('selected_rooms[')) search.delete(key);
  const searchPath = `/booking/result?${search.toString()}`;
  const title = url?.changing === undefined ? text.lotteryGuestDetailTitle : text.lotteryChangeEntryTitle;
  return (
    <LotteryPage title={title}>
      {url === null ? (
        <Navigate to={searchPath} replace />
      ) : (
        <LotteryEntryForm
          hotel={hotel}
          locale={(isLocale(locale) ? locale : 'en') satisfies Locale}
          url={url}
          names={names}
          searchPath={searchPath}
          onDone={(number, changed) =>
            void navigate(
              changed
                ? lotteryEntryPath(number, hotel.hotel_code)
                : `/room-lottery/complete/${encodeURIComponent(number)}?${new URLSearchParams({ hotel_code: hotel.hotel_code }).toString()}`,
              { state: changed ? { saved: true } : null },
            )
          }
        />
      )}
    </LotteryPage>
  );
}

/** /room-lottery/confirmation/{number}: one of the member's lottery entries (a guest signs in first). */
export function LotteryEntryRoute() {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const { state } = useLocation();
  const number = useParams().confirmationNumber ?? '';
  const { hotel, member, signIn } = useMemberGate();
  if (!hotel) return <Spinner />;
  if (!member) return signIn;
  const saved = typeof state === 'object' && state !== null && Reflect.get(state, 'saved') === true;
  return (
    <LotteryPage title={text.lotteryEntryTitle}>
      <LotteryEntryPage
        hotelId={hotel.hotel_id}
        hotelCode={hotel.hotel_code}
        locale={locale}
        entryNumber={number}
        saved={saved}
      />
    </LotteryPage>
  );
}

/** /room-lottery/complete/{number}: the end of a lottery entry (public; no login widget in the header). */
export function LotteryCompleteRoute() {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const number = useParams().confirmationNumber ?? '';
  const { hotel, member } = useMemberGate();
  if (!hotel) return <Spinner />;
  // The page is public and shows the number from its address: only an entry number's shape is shown, so a
  // crafted link cannot put its own words on the hotel's page.
  if (!ENTRY_NUMBER.test(number)) return <NotFoundRoute />;
  return (
    <LotteryPage title={text.lotteryCompleteTitle}>
      <LotteryCompletePage
        hotelId={hotel.hotel_id}
        hotelCode={hotel.hotel_code}
        locale={locale}
        entryNumber={number}
        signedIn={member}
      />
    </LotteryPage>
  );
}

/**
 * /room-lottery/reservation-incomplete/{number}: a winner's unfinished reservation, deleted to book again.
 * The address is public (a payment page may send a guest here); acting on it needs the account that
 * entered, so a visitor not signed in is asked to sign in and comes back.
 */
export function LotteryIncompleteRoute() {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const { pathname, search } = useLocation();
  const number = useParams().entryNumber ?? '';
  const { hotel, member } = useMemberGate();
  if (!hotel) return <Spinner />;
  return (
    <LotteryPage title={text.lotteryIncompleteTitle}>
      {member ? (
        <LotteryIncompletePage
          hotelId={hotel.hotel_id}
          hotelCode={hotel.hotel_code}
          locale={locale}
          entryNumber={number}
        />
      ) : (
        <>
          <p>{text.lotteryIncompleteSignIn}</p>
          <p>
            <Link to={memberPath('/sign-in', hotel.hotel_code)} state={{ from: `${pathname}${search}` }}>
              {text.loginWidgetSignIn}
            </Link>
          </p>
        </>
      )}
    </LotteryPage>
  );
}
