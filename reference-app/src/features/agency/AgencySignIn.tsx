import { useSignIn } from '@staykit/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { focusFirstProblem } from './focusFirstProblem';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import type { AgencyMember } from './agencyMember';

/**
 * Props of `AgencySignIn`.
 *
 * @example
 * ```ts
 * const props: AgencySignInProps = { hotelId: 101, hotelName: 'Demo Hotel Tokyo', back: '/', locale: 'en', onSignedIn: keep };
 * ```
 */
export interface AgencySignInProps {
  hotelId: number;
  hotelName: string;
  /** The storefront page the guest came from, and returns to. */
  back: string;
  locale: string;
  onSignedIn: (member: AgencyMember) => void;
}

/**
 * `/ota-sign-in` (docs/widget.md#agency-storefront): a member of the hotel's programme signs in with
 * e-mail and password (`signIn`), so the booking made on the storefront is kept in their account. A
 * refusal (wrong password, locked account) is said above the button, and the first empty field takes the
 * focus.
 *
 * @example
 * ```tsx
 * <AgencySignIn hotelId={101} hotelName="Demo Hotel Tokyo" back="/" locale="en" onSignedIn={keep} />
 * ```
 */
export function AgencySignIn({ hotelId, hotelName, back, locale, onSignedIn }: AgencySignInProps) {
  const text = useMessages();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const signIn = useSignIn({
    onSuccess: ({ data }) =>
      onSignedIn({
        token: data.access_token,
        name: data.user.name ?? `${data.user.first_name ?? ''} ${data.user.last_name ?? ''}`.trim(),
        firstName: data.user.first_name ?? '',
        lastName: data.user.last_name ?? '',
        email: email.trim(),
      }),
  });
  const problems = {
    email: email.trim() === '' ? text.fieldRequired : undefined,
    password: password === '' ? text.fieldRequired : undefined,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (focusFirstProblem(id, problems)) return;
    signIn.mutate({
      params: { path: { hotel_id: hotelId } },
      body: { grant_type: 'password', email: email.trim(), password },
    });
  };
  return (
    <div className="sk-page sk-page-narrow">
      <h1>{text.format('agencySignInTitle', { hotel: hotelName })}</h1>
      <p>{text.format('agencySignInIntro', { hotel: hotelName })}</p>
      <Card>
        <form className="sk-stack" noValidate onSubmit={submit} aria-label={text.agencySignInPageTitle}>
          <TextField
            id={`${id}-email`}
            label={text.agencySignInEmail}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={checked ? problems.email : undefined}
            required
          />
          <TextField
            id={`${id}-password`}
            label={text.agencySignInPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={checked ? problems.password : undefined}
            required
          />
          {signIn.isError && (
            <Alert tone="danger" role="alert">
              <p>{apiErrorMessage(signIn.error, locale)}</p>
            </Alert>
          )}
          <Button type="submit" disabled={signIn.isPending} aria-busy={signIn.isPending}>
            {text.agencySignInSubmit}
          </Button>
        </form>
      </Card>
      <p>
        <Link to={back}>{text.agencySignInBack}</Link>
      </p>
    </div>
  );
}
