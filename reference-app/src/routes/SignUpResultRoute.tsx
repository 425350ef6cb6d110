import { useStaykitLocale } from '@staykit/react';
import { useLocation } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { SignUpDonePage } from '../features/membership/SignUpDonePage';
import { SignUpResultPage } from '../features/membership/SignUpResultPage';

/** /sign-up-result: where the confirmation link went (the address from the sign-up screen's state). */
export function SignUpResultRoute() {
  return <SignUpResult chat={false} />;
}

/** /chat-sign-up-result: the same inside the chatbot. */
export function ChatSignUpResultRoute() {
  return <SignUpResult chat />;
}

function SignUpResult({ chat }: { chat: boolean }) {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const { state } = useLocation();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  const email: unknown = typeof state === 'object' && state !== null && 'email' in state ? state.email : null;
  return (
    <SignUpResultPage
      hotel={hotel}
      locale={locale}
      email={typeof email === 'string' ? email : null}
      chat={chat}
    />
  );
}

/** /sign-up-done: a membership made elsewhere is ready; sign in from here. */
export function SignUpDoneRoute() {
  return <SignUpDone chat={false} />;
}

/** /chat-sign-up-done: the same inside the chatbot, leading to its sign-in. */
export function ChatSignUpDoneRoute() {
  return <SignUpDone chat />;
}

function SignUpDone({ chat }: { chat: boolean }) {
  const { startup } = useWidgetContext();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <SignUpDonePage hotelCode={hotel.hotel_code} brand={hotel.hotel_brand.name} chat={chat} />;
}
