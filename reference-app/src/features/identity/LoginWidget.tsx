import { formatName, isLocale, memberOptions, type components } from '@staykit/sdk';
import { Link, useLocation } from 'react-router';
import { useMessages } from '../../i18n/useMessages';
import type { StartupIdentity } from './useStartupIdentity';
import './identity.css';

// Login widget settings that could not be read: sign-in stays offered (its screen says what the hotel
// allows), as it was before the settings existed; nothing else is.
const UNREAD_LOGIN_WIDGET = {
  membership_login_enabled: true,
  sign_up_enabled: false,
  corporate_sign_in_enabled: false,
  hide_logout: false,
};

/** Props of `LoginWidget`. */
export interface LoginWidgetProps {
  identity: StartupIdentity;
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
  /** Where "Sign in" goes (`signInPath(...)`). */
  signInTo: string;
}

/**
 * The header's login widget: "Sign in" for a guest, or the
 * signed-in user's name (after the organization's for a corporate user) and "Sign out". The sign-in link
 * goes to /sign-in (e-mail and password, with the ways to sign up and to reset a password). What is
 * offered is the SDK's `memberOptions` (docs/rules.md, "Membership").
 *
 * @example
 * ```tsx
 * <PageShell loginWidget={<LoginWidget identity={identity} hotel={hotel} locale={locale} signInTo="/sign-in" />} />
 * ```
 */
export function LoginWidget({ identity, hotel, locale, signInTo }: LoginWidgetProps) {
  const text = useMessages();
  // Sign-in returns here afterwards.
  const { pathname, search } = useLocation();
  const { user, loginWidget } = identity;
  const offered = memberOptions({
    loginWidget: loginWidget ?? UNREAD_LOGIN_WIDGET,
    brand: hotel.hotel_brand_setting,
    user,
  });
  if (user === null) {
    // Until the login widget's options arrive, whether sign-in is offered is not known: nothing rather
    // than a link that may vanish.
    if (identity.loginWidgetLoading || !offered.signIn) return null;
    return (
      <div className="sk-login-widget">
        <Link to={signInTo} state={{ from: `${pathname}${search}` }}>
          {text.loginWidgetSignIn}
        </Link>
      </div>
    );
  }
  const name = formatName(user, isLocale(locale) ? locale : 'en');
  const organization = user.organization?.display_name || user.organization?.name;
  return (
    <div className="sk-login-widget" role="group" aria-label={text.loginWidgetLabel}>
      <span className="sk-login-name">
        {organization ? text.format('loginWidgetCorporateName', { organization, name }) : name}
      </span>
      {user.id !== null && (
        <Link to={`/my-account?${new URLSearchParams({ hotel_code: hotel.hotel_code }).toString()}`}>
          {text.loginWidgetAccount}
        </Link>
      )}
      {offered.signOut && (
        <button type="button" onClick={identity.signOut} disabled={identity.signingOut}>
          {text.loginWidgetSignOut}
        </button>
      )}
    </div>
  );
}
