import { useMembershipConfirmation } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { isAllowedParentOrigin } from '../../lib/parentMessenger/allowedParentOrigins.mjs';
import { useMessages } from '../../i18n/useMessages';
import { memberPath } from './memberPaths';
import './membership.css';

/** Props of `MemberConfirmationPage`. */
export interface MemberConfirmationPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
  /** The link's `confirmation_token`; null when the page was opened without one. */
  token: string | null;
  /** The link's `email_update`: it confirms a changed login e-mail rather than a sign-up. */
  emailUpdate: boolean;
}

/**
 * The page of the hotel's site a confirmation returns to (`redirect_url`), if the hotel's own list of its
 * sites (`allowed_parent_origins`) has its origin; null otherwise, so a link can never lead elsewhere.
 */
function hotelSitePage(url: string | null | undefined, sites: unknown): URL | null {
  if (!url) return null;
  try {
    const page = new URL(url);
    return isAllowedParentOrigin(page.origin, sites) ? page : null;
  } catch {
    return null;
  }
}

/**
 * The confirmation link's page (`/member-confirmation`): confirms the sign-up (or a login e-mail change)
 * once, then says so with the way to sign in, and back to the hotel page the sign-up came from when the
 * answer's `redirect_url` is on the hotel's own site. A refused link (`1401` expired, `1402` already used,
 * `not_found`) is said in the guest's language.
 *
 * @example
 * ```tsx
 * <MemberConfirmationPage hotel={init} locale="en" token="cf_8d2e4b6a1c9f7e3d" emailUpdate={false} />
 * ```
 */
export function MemberConfirmationPage({ hotel, locale, token, emailUpdate }: MemberConfirmationPageProps) {
  const text = useMessages();
  const id = useId();
  const confirmation = useMembershipConfirmation({
    params: {
      path: { hotel_id: hotel.hotel_id },
      query: { confirmation_token: token ?? '', ...(emailUpdate ? { email_update: true } : {}) },
    },
  });
  const returnTo = hotelSitePage(
    confirmation.data?.data.redirect_url,
    hotel.booking_widget_setting_attributes.allowed_parent_origins,
  );
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.memberConfirmationTitle}</h2>
      <Card className="sk-stack">
        {token === null ? (
          <Alert tone="info">{text.memberConfirmationNoToken}</Alert>
        ) : confirmation.isError ? (
          <>
            <Alert tone="danger" role="alert">
              {apiErrorMessage(confirmation.error, locale)}
            </Alert>
            {/* An expired link: a new one is the way on. */}
            {confirmation.error.code === '1401' && (
              <p>
                <Link to={memberPath('/resend-confirmation-email', hotel.hotel_code)}>
                  {text.memberResendLink}
                </Link>
              </p>
            )}
          </>
        ) : confirmation.isSuccess ? (
          <>
            <Alert tone="success" role="status">
              {emailUpdate ? text.memberConfirmationEmailDone : text.memberConfirmationDone}
            </Alert>
            {returnTo && (
              <p>
                <a href={returnTo.href}>
                  {text.format('memberConfirmationContinue', { site: returnTo.host })}
                </a>
              </p>
            )}
          </>
        ) : (
          <p role="status">{text.memberConfirmationWorking}</p>
        )}
        <p>
          <Link to={memberPath('/sign-in', hotel.hotel_code)}>{text.memberGoToSignIn}</Link>
        </p>
      </Card>
    </section>
  );
}
