import { useStaykitLocale } from '@staykit/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { ChatSignUpPage } from '../features/membership/ChatSignUpPage';
import { SignUpPage } from '../features/membership/SignUpPage';
import { memberPath } from '../features/membership/memberPaths';
import { memberTracking } from '../features/membership/memberTracking';
import { reachableStorage } from '../lib/reachableStorage';

/** /sign-up: a guest creates a (provisional) membership account; then /sign-up-result says where the link went. */
export function SignUpRoute() {
  return <SignUp chat={false} />;
}

/** /chat-sign-up-form: the same inside the chatbot, on to /chat-sign-up-result. */
export function ChatSignUpFormRoute() {
  return <SignUp chat />;
}

/** /chat-sign-up: the chatbot's sign-up, leading to its form or its sign-in. */
export function ChatSignUpRoute() {
  const { startup } = useWidgetContext();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <ChatSignUpPage hotelCode={hotel.hotel_code} brand={hotel.hotel_brand.name} />;
}

function SignUp({ chat }: { chat: boolean }) {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const navigate = useNavigate();
  const hotel = useHotelInit(startup.hotelCode);
  // The campaign and segment the guest landed with, or kept from a landing in the last day.
  const [tracking] = useState(() =>
    memberTracking(
      startup,
      reachableStorage(() => window.localStorage),
      new Date(),
    ),
  );
  if (!hotel) return <Spinner />;
  return (
    <SignUpPage
      hotel={hotel}
      locale={locale}
      chat={chat}
      tracking={tracking}
      // The address travels in the screen's state, never in the URL.
      onSignedUp={(email) =>
        void navigate(memberPath(chat ? '/chat-sign-up-result' : '/sign-up-result', hotel.hotel_code), {
          state: { email },
        })
      }
    />
  );
}
