import { formatName, isLocale, type components } from '@staykit/sdk';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/useMessages';
import type { StartupIdentity } from './useStartupIdentity';
import './identity.css';

/** Props of `LoginWidget`. */
export interface LoginWidgetProps {
  identity: StartupIdentity;
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
  /** Where "Sign in" goes (`signInPath(...)`). */
  signInTo: string;
}

/**
 * The header's login widget, a placeholder until the member screens exist: "Sign in" for a guest, or the
 * signed-in user's name (after the organization's for a corporate user) and "Sign out". The sign-in link
 * goes to /sign-in, which is not built yet, so it lands on the not-found screen for now. Sign-in is
 * hidden when the brand signs users in by custom authentication or membership login is off; sign-out
 * when the brand hides logout.
 *
 * @example
 * ```tsx
 * <PageShell loginWidget={<LoginWidget identity={identity} hotel={hotel} locale={locale} signInTo="/sign-in" />} />
 * ```
 */
export function LoginWidget({ identity, hotel, locale, signInTo }: LoginWidgetProps) {
  const text = useMessages();
  const brand = hotel.hotel_brand_setting;
  const { user, loginWidget } = identity;
  if (user === null) {
    // Until the login widget's options arrive, whether sign-in is offered is not known: nothing rather
    // than a link that may vanish.
    const signInHidden =
      brand.custom_auth_enabled ||
      identity.loginWidgetLoading ||
      loginWidget?.membership_login_enabled === false;
    if (signInHidden) return null;
    return (
      <div className="sk-login-widget">
        <Link to={signInTo}>{text.loginWidgetSignIn}</Link>
      </div>
    );
  }
  const name = formatName(user, isLocale(locale) ? locale : 'en');
  const organization = user.organization?.display_name || user.organization?.name;
  const signOutHidden = brand.hide_logout || loginWidget?.hide_logout === true;
  return (
    <div className="sk-login-widget" role="group" aria-label={text.loginWidgetLabel}>
      <span className="sk-login-name">{organization ? `${organization} ${name}` : name}</span>
      {!signOutHidden && (
        <button type="button" onClick={identity.signOut} disabled={identity.signingOut}>
          {text.loginWidgetSignOut}
        </button>
      )}
    </div>
  );
}
