import { useMembership, useResendConfirmEmail } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LiveAlert } from '../../components/ui/LiveAlert';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { AccountEmail } from './AccountEmail';
import { AccountPassword } from './AccountPassword';
import { AccountProfile } from './AccountProfile';
import { AccountProgram } from './AccountProgram';
import { AccountRemoval } from './AccountRemoval';
import { MembershipCard } from './MembershipCard';
import { memberPath } from './memberPaths';
import { sendState } from './sendState';
import './membership.css';

/** Props of `AccountPage`. */
export interface AccountPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
  /** The account was removed: the app signs out locally and shows the removal page. */
  onRemoved: () => void;
  /** The personal information was saved: the app reads the signed-in user again (the header's name). */
  onProfileSaved: () => void;
  /** The signed-in programme once it loaded, and the member's others. */
  program: components['schemas']['MembershipProgram'] | null;
  otherProgramIds: readonly number[];
  /** The session moved to another programme: the app makes it the widget's. */
  onProgramSwitched: (session: components['schemas']['MembershipSession']) => void;
}

/**
 * The profile section of the member's account (`/my-account`, signed-in members only; the route draws
 * the page's heading and the sections' navigation around it): the sign-in details (e-mail, one waiting
 * for its link, which can be mailed again, and a new password by e-mail), the e-mail and password changes, the personal information
 * from `getMembership` (a form when the member may change it), the membership programme with its
 * companions and the switch to another of the member's, and the removal of the account.
 *
 * @example
 * ```tsx
 * <AccountPage hotel={init} locale="en" onRemoved={leave} onProfileSaved={refreshUser}
 *   program={program} otherProgramIds={[4]} onProgramSwitched={storeSession} />
 * ```
 */
export function AccountPage({
  hotel,
  locale,
  onRemoved,
  onProfileSaved,
  program,
  otherProgramIds,
  onProgramSwitched,
}: AccountPageProps) {
  const text = useMessages();
  const id = useId();
  const profile = useMembership({ params: { path: { hotel_id: hotel.hotel_id } } });
  const member = profile.data?.data;
  return (
    <div className="sk-stack">
      {profile.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(profile.error, locale)}
        </Alert>
      )}
      {!member && !profile.isError && <Spinner />}
      {member && (
        <>
          <Card as="section" className="sk-stack" aria-labelledby={`${id}-login`}>
            <h3 id={`${id}-login`}>{text.accountLoginTitle}</h3>
            <dl className="sk-facts">
              <div>
                <dt>{text.memberEmail}</dt>
                <dd>{member.email}</dd>
              </div>
              {member.unconfirmed_email && (
                <div>
                  <dt className="sk-visually-hidden">{text.memberNewEmail}</dt>
                  <dd>{text.format('accountEmailPending', { email: member.unconfirmed_email })}</dd>
                </div>
              )}
            </dl>
            {member.unconfirmed_email && <ResendEmailChange hotelId={hotel.hotel_id} locale={locale} />}
            <p>
              <Link to={memberPath('/forgot-password', hotel.hotel_code)}>{text.accountChangePassword}</Link>
            </p>
          </Card>
          <MembershipCard profile={member} program={program} locale={locale} />
          <AccountEmail hotelId={hotel.hotel_id} locale={locale} />
          <AccountPassword hotelId={hotel.hotel_id} locale={locale} />
          <AccountProfile
            hotelId={hotel.hotel_id}
            locale={locale}
            profile={member}
            brand={hotel.hotel_brand.name}
            onSaved={onProfileSaved}
          />
          <AccountProgram
            hotelId={hotel.hotel_id}
            locale={locale}
            program={program}
            otherProgramIds={otherProgramIds}
            onSwitched={onProgramSwitched}
            brandId={hotel.hotel_brand.id}
          />
          <AccountRemoval hotelId={hotel.hotel_id} locale={locale} onRemoved={onRemoved} />
        </>
      )}
    </div>
  );
}

/**
 * The pending e-mail change's link, mailed again (`resendConfirmEmail`): said when sent, or why not.
 */
function ResendEmailChange({ hotelId, locale }: { hotelId: number; locale: string }) {
  const text = useMessages();
  const resend = useResendConfirmEmail();
  const status = resend.isSuccess ? text.signUpResultResent : sendState(resend, locale).refusal;
  return (
    <>
      <div className="sk-actions">
        <Button
          variant="secondary"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ params: { path: { hotel_id: hotelId } }, body: {} })}
        >
          {text.signUpResultResend}
        </Button>
      </div>
      <LiveAlert tone={resend.error ? 'danger' : 'success'} role="status" message={status} />
    </>
  );
}
