import { useLoginWidget, useStaykitClient, useStaykitLocale } from '@staykit/react';
import { memberOptions } from '@staykit/sdk';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { isLotteryEntryAddress } from '../lib/lotteryPaths';
import { useHotelInit } from '../lib/useHotelInit';
import { ChatbotSessionHandOver } from '../features/membership/ChatbotSessionHandOver';
import { ChatSignedInPage } from '../features/membership/ChatSignedInPage';
import { SignInPage } from '../features/membership/SignInPage';
import { afterSignInPath } from '../features/membership/memberPaths';
import type { ProviderReturn } from '../features/membership/ProviderSignIn';
import {
  newSignInState,
  offeredProviders,
  providerName,
  providerSignInUrl,
  forgetPendingSignIn,
  readPendingSignIn,
  savePendingSignIn,
  type ProviderAnswer,
} from '../features/membership/providerSignIn';
import { isFollowableExternalUrl } from '../lib/isFollowableExternalUrl';
import { memberTracking } from '../features/membership/memberTracking';
import { reachableStorage } from '../lib/reachableStorage';

// Login widget settings that could not be read: sign-in stays offered (the API says what it refuses).
const UNREAD_LOGIN_WIDGET = {
  membership_login_enabled: true,
  sign_up_enabled: false,
  corporate_sign_in_enabled: false,
  hide_logout: false,
};

/**
 * /sign-in: a member signs in with e-mail and password, or with a social provider the hotel offers (sent
 * to the provider's page and back through /sso/custom/callback); the session becomes the widget's (stored
 * per brand) and the guest goes back to the screen they came from (`afterSignInPath`), or on to the room
 * search, now with member prices. A guest already signed in goes straight there.
 */
export function SignInRoute() {
  return <SignIn corporate={false} />;
}

/**
 * /organization-sign-in?organization_id=…[&referrer_code=…]: the same for a corporate user of the link's
 * organization (`signInOrganization`), offered when the hotel enables corporate sign-in.
 */
export function OrganizationSignInRoute() {
  return <SignIn corporate />;
}

/**
 * /chat-sign-in: the member's sign-in inside the chatbot (close-only header); once signed in it says so
 * in place, and the chatbot hears `login`.
 */
export function ChatSignInRoute() {
  return <SignIn corporate={false} chat />;
}

// The link's values as the contract takes them, or null: a malformed one is left out, not sent.
const idOf = (value: string | null) =>
  value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
const codeOf = (value: string | null) =>
  value !== null && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;

// The provider's answer the return screen (/sso/custom/callback) handed on in the history entry's state.
function providerAnswerOf(state: unknown): ProviderAnswer | null {
  const answer: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'providerAnswer') : null;
  if (typeof answer !== 'object' || answer === null) return null;
  const text = (name: string): string | null => {
    const value: unknown = Reflect.get(answer, name);
    return typeof value === 'string' ? value : null;
  };
  return { state: text('state'), code: text('code'), accessToken: text('accessToken'), error: text('error') };
}

function SignIn({ corporate, chat = false }: { corporate: boolean; chat?: boolean }) {
  const [query] = useSearchParams();
  const { startup, identity, apiUrl } = useWidgetContext();
  const client = useStaykitClient();
  const { locale } = useStaykitLocale();
  const navigate = useNavigate();
  const { state, pathname, search } = useLocation();
  const hotel = useHotelInit(startup.hotelCode);
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  const loginWidget = useLoginWidget({ params: { path: { hotel_code: startup.hotelCode ?? '' } } });
  // The return address carries the hotel and the guest's language, so the guest comes back to both.
  const callback = useHref(
    `/sso/custom/callback?${new URLSearchParams({ hotel_code: startup.hotelCode ?? '', locale }).toString()}`,
  );
  // Read once, on arrival from /sso/custom/callback.
  // The campaign and segment the guest landed with (or the campaign kept from a landing that day): back
  // from a provider the address has neither, and the kept campaign still counts.
  const [tracking] = useState(() =>
    memberTracking(
      startup,
      reachableStorage(() => window.localStorage),
      new Date(),
    ),
  );
  const [providerReturn] = useState((): ProviderReturn | null => {
    const answer = providerAnswerOf(state);
    return answer === null
      ? null
      : { answer, pending: readPendingSignIn(window.sessionStorage, answer.state) };
  });
  useEffect(() => {
    if (providerReturn === null) return;
    // The answer is used once: forgotten here, and out of the history entry, so a reload or the back
    // button does not send a spent code again.
    forgetPendingSignIn(window.sessionStorage);
    const back = providerReturn.pending?.from;
    void navigate(`${pathname}${search}`, { replace: true, state: back ? { from: back } : null });
    // On arrival only.
  }, []);
  if (!hotel || loginWidget.isPending) return <Spinner />;
  const stateFrom: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'from') : null;
  const from = providerReturn?.pending?.from ?? stateFrom;
  const next = afterSignInPath(from, hotel.hotel_code);
  if (user !== null) {
    if (!chat) return <Navigate to={next} replace />;
    return (
      <>
        <ChatSignedInPage name={user.name} />
        <ChatbotSessionHandOver
          hotelId={hotel.hotel_id}
          chatbotUserId={startup.chatbotUserId}
          authAutoMessageId={startup.authAutoMessageId}
        />
      </>
    );
  }
  const offered = memberOptions({
    loginWidget: loginWidget.data?.data ?? UNREAD_LOGIN_WIDGET,
    brand: hotel.hotel_brand_setting,
    user: null,
    lotteryEntry: typeof from === 'string' && isLotteryEntryAddress(from),
  });
  return (
    <SignInPage
      corporateLink={{
        organizationId: idOf(query.get('organization_id')),
        referrerCode: codeOf(query.get('referrer_code')),
      }}
      corporate={
        corporate
          ? {
              organizationId: idOf(query.get('organization_id')),
              referrerCode: codeOf(query.get('referrer_code')),
            }
          : undefined
      }
      hotel={hotel}
      locale={locale}
      offered={offered}
      chat={chat}
      tracking={tracking}
      providers={loginWidget.data ? offeredProviders(loginWidget.data.data) : []}
      providerNames={{
        line: providerName('line', loginWidget.data?.data),
        facebook: providerName('facebook', loginWidget.data?.data),
        open_id: providerName('open_id', loginWidget.data?.data),
      }}
      providerReturn={providerReturn}
      onProviderStart={(provider) => {
        const settings = loginWidget.data?.data;
        if (!settings) return;
        const redirectUri = new URL(callback, window.location.href).toString();
        const signInState = newSignInState();
        const nonce = newSignInState();
        const url = providerSignInUrl(provider, settings, redirectUri, signInState, nonce);
        // Only to an https page (or the API's own, in development); otherwise the screen stays and says so.
        if (url === null || !isFollowableExternalUrl(url, apiUrl)) return;
        savePendingSignIn(window.sessionStorage, {
          provider,
          state: signInState,
          nonce,
          redirectUri,
          from: typeof from === 'string' ? from : null,
        });
        window.location.assign(url);
      }}
      onSignedIn={(session) => {
        identity.signedIn({ client, hotel }, session);
        // In the chatbot the screen stays, and says who is signed in.
        if (!chat) void navigate(next, { replace: true });
      }}
    />
  );
}
