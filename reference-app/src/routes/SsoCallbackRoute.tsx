import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { useMessages } from '../i18n/useMessages';
import { memberPath } from '../features/membership/memberPaths';
import { readProviderAnswer } from '../features/membership/providerSignIn';

/** How long the return screen shows before it forwards to sign-in. */
const FORWARD_AFTER_MS = 500;

/**
 * /sso/custom/callback: where a social provider sends the guest back (LINE with `code` and `state` in the
 * query, Facebook with the token in the fragment, either with `error` when the guest cancelled). After
 * 500 ms it forwards to /sign-in with the answer in the history entry's state, never in the address
 * (docs/widget.md#members), and the provider's answer leaves this address too.
 */
export function SsoCallbackRoute() {
  const { startup } = useWidgetContext();
  const text = useMessages();
  const id = useId();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  // Read on arrival: the forward below replaces this address.
  const [answer] = useState(() => readProviderAnswer(search, hash));
  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(memberPath('/sign-in', startup.hotelCode ?? ''), {
        replace: true,
        state: { providerAnswer: answer },
      });
    }, FORWARD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [answer, navigate, startup.hotelCode]);
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.signInProviderReturnTitle}</h2>
      <p role="status">{text.signInSending}</p>
    </section>
  );
}
