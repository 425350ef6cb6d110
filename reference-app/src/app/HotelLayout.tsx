import { useBookingWidgetInit, useStaykitClient, useStaykitLocale } from '@staykit/react';
import { chooseLocale, hotelLocale } from '@staykit/sdk';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GlobalError } from '../components/GlobalError';
import { Alert } from '../components/ui/Alert';
import { Spinner } from '../components/Spinner';
import { CloseButton } from '../features/embed/CloseButton';
import { isObsoleteBrowser } from '../features/embed/isObsoleteBrowser';
import { useHotelParentMessages } from '../features/embed/useHotelParentMessages';
import { IdentityNotice } from '../features/identity/IdentityNotice';
import { signInPath } from '../features/identity/identityRequest';
import { LoginWidget } from '../features/identity/LoginWidget';
import { useStartupIdentity } from '../features/identity/useStartupIdentity';
import { PageShell } from '../features/shell/PageShell';
import { loadMessages, openMessageArea } from '../i18n/messages';
import { useMessages } from '../i18n/useMessages';
import { DocumentTitle } from './DocumentTitle';
import { useWidgetContext } from './WidgetContext';
import { useHotelInitInput } from '../lib/hotelInitInput';
import { keepLocale, readKeptLocale } from '../lib/keptLocale';
import { readUpdateMode } from '../features/reservationUpdate/readUpdateMode';
import { preloadResultSearch } from '../features/search/resultPageSearch';
import { reachableStorage } from '../lib/reachableStorage';

// The warning's code loads only in a browser that needs it: the others never download it.
const ObsoleteBrowserWarning = lazy(() =>
  import('../features/embed/ObsoleteBrowserWarning').then((module) => ({
    default: module.ObsoleteBrowserWarning,
  })),
);

// The hotel's analytics (and their consent banner, in the booking area's text) load only for a hotel that
// has tags: the others never download them.
const HotelAnalytics = lazy(() =>
  openMessageArea('booking')
    .then(() => import('../features/analytics/HotelAnalytics'))
    .then((module) => ({ default: module.HotelAnalytics })),
);

/**
 * Whether the screen that opens is the result page's plain search by room: `/booking/result`, or `/`,
 * which goes there (by plan, it goes to the recommender); not in update mode or a lottery's search.
 */
function opensResultSearch(pathname: string, search: string, resultType: 'room' | 'plan' | null): boolean {
  if (pathname !== '/booking/result' && !(pathname === '/' && resultType !== 'plan')) return false;
  const query = new URLSearchParams(search);
  return readUpdateMode(query) === null && !query.has('lottery_event');
}

/**
 * The layout of every hotel screen (docs/widget.md#start-up): loads the hotel's init, shows a spinner until it and
 * the locale and who is signed in are settled, a global error with the error's title if it fails
 * (including "No hotel code" and a failed token exchange), and otherwise the page shell around the route.
 */
export function HotelLayout() {
  const { startup, identity: identityStore } = useWidgetContext();
  const queryClient = useQueryClient();
  const client = useStaykitClient();
  const [obsoleteBrowser] = useState(isObsoleteBrowser);
  const { locale, setLocale } = useStaykitLocale();
  const { pathname, search } = useLocation();
  const text = useMessages();
  const init = useBookingWidgetInit(
    useHotelInitInput(startup.hotelCode ?? ''),
    // A locale change moves to another query key: keep showing the hotel while it loads in the new language.
    { placeholderData: keepPreviousData },
  );
  const [localeSettled, setLocaleSettled] = useState(false);
  const preloadAsked = useRef(false);
  const hotel = init.data?.data;

  useEffect(() => {
    if (!hotel || localeSettled) return;
    // The URL's locale, else the guest's kept one, only if the hotel books in it; otherwise the hotel's
    // own (ko, zh_Hant or ja).
    const wanted = startup.urlLocale ?? readKeptLocale(() => window.localStorage);
    const chosen = chooseLocale(wanted, hotel.book_languages, hotelLocale(hotel.locale));
    // The rooms preloader: the first screen's search goes now, beside its text, not after it.
    if (
      !preloadAsked.current &&
      opensResultSearch(pathname, search, startup.resultType) &&
      identityStore.startsSignedOut(hotel)
    ) {
      preloadAsked.current = true;
      preloadResultSearch({
        queryClient,
        client,
        hotel,
        searchParams: new URLSearchParams(search),
        locale: chosen,
        landing: { tracking: startup.tracking, metasearchSource: startup.metasearchSource },
        storage: reachableStorage(() => window.localStorage),
        now: new Date(),
      });
    }
    // The screen appears in its language: its text (and the SDK's error messages) load first. A failed
    // load still settles: English shows rather than a spinner for ever.
    let live = true;
    void loadMessages(chosen)
      .catch(() => undefined)
      .then(() => {
        if (!live) return;
        if (chosen !== locale) setLocale(chosen);
        setLocaleSettled(true);
      });
    return () => {
      live = false;
    };
    // The address and who is signed in are read as they are when the hotel arrives, once.
  }, [hotel, localeSettled, locale, setLocale, startup.urlLocale]);
  // A language picked in the header: its text loads before the switch, so nothing flashes in English.
  const changeLocale = (next: string) => {
    keepLocale(() => window.localStorage, next);
    void loadMessages(next)
      .catch(() => undefined)
      .then(() => setLocale(next));
  };
  // Once init has arrived: tell the framing page, and let it change the locale.
  useHotelParentMessages(hotel && localeSettled ? hotel : undefined);
  const identity = useStartupIdentity(
    identityStore,
    startup.hotelCode,
    localeSettled ? hotel : undefined,
    pathname,
  );

  if (init.isError) {
    const detail = init.error.code === 'no_hotel_code' ? text.noHotelCodeHelp : undefined;
    return <GlobalError title={init.error.title} detail={detail} />;
  }
  if (identity.errorTitle !== null) return <GlobalError title={identity.errorTitle} />;
  if (!hotel || !localeSettled || !identity.settled) return <Spinner />;
  // The chatbot's screens (docs/widget.md#members): close-only header, always with the close button.
  const chat = pathname.startsWith('/chat-');
  return (
    <PageShell
      chat={chat}
      init={hotel}
      pathname={pathname}
      inChatbotFrame={startup.inChatbotFrame}
      framed={startup.parentUrl !== null}
      // The address now, not only at start-up: the review's "Change stay" link opens update mode in the app.
      modifyingReservation={readUpdateMode(new URLSearchParams(search)) !== null}
      locale={locale}
      onLocaleChange={changeLocale}
      headerEnd={
        // The loader's popup has its own close button, above the frame: one is enough.
        startup.embed === 'popup' ? null : (
          <CloseButton closeable={chat || hotel.booking_widget_setting_attributes.closeable === true} />
        )
      }
      loginWidget={
        <LoginWidget identity={identity} hotel={hotel} locale={locale} signInTo={signInPath(startup)} />
      }
    >
      <DocumentTitle hotelName={hotel.hotel_name} />
      <IdentityNotice notice={identity.notice} onDismiss={identity.dismissNotice} />
      {/* Staff checking unpublished settings (`preview=true`) must not take them for what guests see. */}
      {hotel.is_preview && <Alert className="sk-page-notice">{text.previewNotice}</Alert>}
      {(hotel.analytics_setting.head_tags || hotel.analytics_setting.body_tags) && (
        <Suspense fallback={null}>
          <HotelAnalytics setting={hotel.analytics_setting} />
        </Suspense>
      )}
      {obsoleteBrowser && (
        <Suspense fallback={null}>
          <ObsoleteBrowserWarning obsolete />
        </Suspense>
      )}
      <Outlet />
    </PageShell>
  );
}
