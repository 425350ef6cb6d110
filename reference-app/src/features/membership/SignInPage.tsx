import { useSignIn } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { Link } from 'react-router';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { MemberFormPage } from './MemberFormPage';
import { signInProblems } from './memberFormProblems';
import { memberPath } from './memberPaths';
import { useMemberForm } from './useMemberForm';

type Schemas = components['schemas'];

/** Props of `SignInPage`. */
export interface SignInPageProps {
  hotel: Schemas['BookingWidgetInit'];
  locale: string;
  /** Whether the hotel lets members sign in and sign up here (`memberOptions`). */
  offered: { signIn: boolean; signUp: boolean };
  /** The session a sign-in answered: the app makes it the widget's and leaves the screen. */
  onSignedIn: (session: Schemas['MembershipSession']) => void;
}

/**
 * Sign-in (`/sign-in`, docs/widget.md#members): the member's e-mail address and password, both required
 * and checked before anything is sent. A refusal (`invalid_credentials`, `membership_not_registered` for
 * a sign-up not confirmed yet, `1301` locked, `1403` registered by the facility) is shown in the guest's
 * language as an alert above the button, which takes focus. Links to the password reset and, when the
 * hotel offers it, to sign-up.
 *
 * @example
 * ```tsx
 * <SignInPage hotel={init} locale="en" offered={{ signIn: true, signUp: true }} onSignedIn={adopt} />
 * ```
 */
export function SignInPage({ hotel, locale, offered, onSignedIn }: SignInPageProps) {
  const text = useMessages();
  const signIn = useSignIn({ onSuccess: ({ data }) => onSignedIn(data) });
  const form = useMemberForm({ email: '', password: '' }, signInProblems);
  if (!offered.signIn) {
    return (
      <section className="sk-page sk-page-narrow sk-member-page">
        <h2>{text.signInTitle}</h2>
        <Alert tone="info">{text.signInNotOffered}</Alert>
      </section>
    );
  }
  const send = form.submit((values) =>
    signIn.mutate({
      params: { path: { hotel_id: hotel.hotel_id } },
      body: { grant_type: 'password', email: values.email.trim(), password: values.password },
    }),
  );
  return (
    <MemberFormPage
      title={text.signInTitle}
      intro={text.format('signInIntro', { brand: hotel.hotel_brand.name })}
      submitLabel={text.signInSubmit}
      sendingLabel={text.signInSending}
      sending={signIn.isPending}
      problems={form.summary({ email: text.memberEmail, password: text.memberPassword })}
      attempt={form.attempt}
      refusal={signIn.error ? apiErrorMessage(signIn.error, locale) : null}
      onSubmit={send}
      footer={
        <ul className="sk-plain-list sk-member-links">
          <li>
            <Link to={memberPath('/forgot-password', hotel.hotel_code)}>{text.signInForgotPassword}</Link>
          </li>
          {offered.signUp && (
            <li>
              <Link to={memberPath('/sign-up', hotel.hotel_code)}>{text.signInNoAccount}</Link>
            </li>
          )}
        </ul>
      }
    >
      <TextField
        label={text.memberEmail}
        type="email"
        autoComplete="username"
        required
        {...form.text('email')}
      />
      <TextField
        label={text.memberPassword}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('password')}
      />
    </MemberFormPage>
  );
}
