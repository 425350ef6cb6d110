import { useSignIn, useSignInOrganization } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { Link } from 'react-router';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { useBotCheck } from '../../lib/useBotCheck';
import { BotCheckArea } from './BotCheckArea';
import { sendState } from './sendState';
import { MemberFormPage } from './MemberFormPage';
import { signInProblems } from './memberFormProblems';
import { memberPath, memberScreen } from './memberPaths';
import { ProviderSignIn, type ProviderReturn } from './ProviderSignIn';
import { providerName, type SocialProvider } from './providerSignIn';
import { useMemberForm } from './useMemberForm';

type Schemas = components['schemas'];

/** Props of `SignInPage`. */
export interface SignInPageProps {
  hotel: Schemas['BookingWidgetInit'];
  locale: string;
  /** What the hotel offers here (`memberOptions`). */
  offered: { signIn: boolean; signUp: boolean; corporateSignIn: boolean };
  /**
   * Corporate sign-in (`/organization-sign-in`) for the organization of the link (`organization_id`, null
   * when the link has none), instead of a member's sign-in.
   */
  corporate?: { organizationId: number | null; referrerCode: string | null };
  /**
   * The organization and referrer of the address the guest arrived with, which the corporate sign-in link
   * carries on (a hotel's corporate link may first open the member's sign-in).
   */
  corporateLink?: { organizationId: number | null; referrerCode: string | null };
  /** The session a sign-in answered: the app makes it the widget's and leaves the screen. */
  onSignedIn: (session: Schemas['MembershipSession']) => void;
  /** The social providers the hotel offers (member sign-in only), their names, and the return from one. */
  providers?: readonly SocialProvider[];
  /** Each provider's name as its button shows it (`providerName`); needed with `providers`. */
  providerNames?: Readonly<Record<SocialProvider, string>>;
  providerReturn?: ProviderReturn | null;
  /** Sends the guest to a provider's page. */
  onProviderStart?: (provider: SocialProvider) => void;
  /** Inside the chatbot (`/chat-sign-in`): sign-up leads to the chatbot's, corporate sign-in is not offered. */
  chat?: boolean;
  /** The visit's attribution (`memberTracking`), sent with a social sign-in. */
  tracking?: Schemas['MemberTrackingData'] | undefined;
}

/** The corporate sign-in's address, with the organization and referrer the guest arrived with. */
function corporateSignInPath(hotelCode: string, link: SignInPageProps['corporateLink']): string {
  const query = new URLSearchParams({ hotel_code: hotelCode });
  if (link?.organizationId != null) query.set('organization_id', String(link.organizationId));
  if (link?.referrerCode != null) query.set('referrer_code', link.referrerCode);
  return `/organization-sign-in?${query.toString()}`;
}

/**
 * Sign-in (`/sign-in`, docs/widget.md#members): the member's e-mail address and password, both required
 * and checked before anything is sent. A refusal (`invalid_credentials`, `membership_not_registered` for
 * a sign-up not confirmed yet, `1301` locked, `1403` registered by the facility) is shown in the guest's
 * language as an alert above the button, which takes focus. Links to the password reset and, when the
 * hotel offers them, to sign-up and to corporate sign-in (which carries on the organization and referrer
 * the guest arrived with). Above the form, the social providers the hotel
 * offers (`ProviderSignIn`). With `corporate`, the same form signs a corporate user in
 * (`signInOrganization`) for the link's organization.
 *
 * @example
 * ```tsx
 * <SignInPage hotel={init} locale="en" offered={{ signIn: true, signUp: true }} onSignedIn={adopt} />
 * ```
 */
export function SignInPage({
  hotel,
  locale,
  offered,
  onSignedIn,
  corporate,
  providers = [],
  providerNames = {
    line: providerName('line', undefined),
    facebook: providerName('facebook', undefined),
    open_id: providerName('open_id', undefined),
  },
  providerReturn = null,
  onProviderStart = () => undefined,
  chat = false,
  corporateLink,
  tracking,
}: SignInPageProps) {
  const text = useMessages();
  const memberSignIn = useSignIn({ onSuccess: ({ data }) => onSignedIn(data) });
  const corporateSignIn = useSignInOrganization({ onSuccess: ({ data }) => onSignedIn(data) });
  const signIn = corporate ? corporateSignIn : memberSignIn;
  const botCheck = useBotCheck(hotel, locale, 'sign_in');
  const form = useMemberForm({ email: '', password: '' }, signInProblems);
  const title = corporate ? text.organizationSignInTitle : text.signInTitle;
  if (corporate ? !offered.corporateSignIn : !offered.signIn) {
    return (
      <section className="sk-page sk-page-narrow sk-member-page">
        <h2>{title}</h2>
        <Alert tone="info">{text.signInNotOffered}</Alert>
      </section>
    );
  }
  const send = form.submit(({ email, password }) => {
    const credentials = { email: email.trim(), password };
    if (!corporate) {
      botCheck.withToken({ grant_type: 'password' as const, ...credentials }, (body) =>
        memberSignIn.mutate({ params: { path: { hotel_id: hotel.hotel_id } }, body }),
      );
      return;
    }
    const { organizationId, referrerCode } = corporate;
    const body = {
      ...credentials,
      ...(organizationId === null ? {} : { organization_id: organizationId }),
      ...(referrerCode === null ? {} : { referrer_code: referrerCode }),
    };
    botCheck.withToken(body, (checked) =>
      corporateSignIn.mutate({ params: { path: { hotel_code: hotel.hotel_code } }, body: checked }),
    );
  });
  return (
    <MemberFormPage
      title={title}
      intro={text.format(corporate ? 'organizationSignInIntro' : 'signInIntro', {
        brand: hotel.hotel_brand.name,
      })}
      lead={
        corporate ? undefined : (
          <ProviderSignIn
            hotelId={hotel.hotel_id}
            locale={locale}
            providers={providers}
            names={providerNames}
            returned={providerReturn}
            onStart={onProviderStart}
            onSignedIn={onSignedIn}
            tracking={tracking}
          />
        )
      }
      submitLabel={text.signInSubmit}
      sendingLabel={text.signInSending}
      {...sendState(signIn, locale, botCheck)}
      problems={form.summary({ email: text.memberEmail, password: text.memberPassword })}
      attempt={form.attempt}
      onSubmit={send}
      footer={
        <ul className="sk-plain-list sk-member-links">
          <li>
            <Link to={memberPath('/forgot-password', hotel.hotel_code)}>{text.signInForgotPassword}</Link>
          </li>
          {!corporate && !chat && offered.corporateSignIn && (
            <li>
              <Link to={corporateSignInPath(hotel.hotel_code, corporateLink)}>
                {text.signInCorporateLink}
              </Link>
            </li>
          )}
          {!corporate && offered.signUp && (
            <li>
              <Link to={memberPath(memberScreen('/sign-up', chat), hotel.hotel_code)}>
                {text.signInNoAccount}
              </Link>
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
      <BotCheckArea check={botCheck} />
    </MemberFormPage>
  );
}
