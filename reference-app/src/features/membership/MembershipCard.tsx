import { useQrCode } from '@staykit/react';
import { showsEncryptedQrCode, type components } from '@staykit/sdk';
import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { useMessages } from '../../i18n/useMessages';

/** Props of `MembershipCard`. */
export interface MembershipCardProps {
  profile: components['schemas']['MemberProfile'];
  /** The signed-in programme, once it loaded. */
  program: components['schemas']['MembershipProgram'] | null;
  locale: string;
}

/**
 * The member's card on the account page where the programme encrypts the membership id
 * (`showsEncryptedQrCode`): the QR code to show at the front desk, with the membership number; nothing
 * otherwise (the personal information shows the plain number). The code's SVG comes from the API and is
 * drawn only as an image, so nothing in it can run or reach the page.
 *
 * @example
 * ```tsx
 * <MembershipCard profile={member} program={program} locale="en" />
 * ```
 */
export function MembershipCard({ profile, program, locale }: MembershipCardProps) {
  const text = useMessages();
  const id = useId();
  const withQr = showsEncryptedQrCode(program, {
    encrypted_membership_id: profile.encrypted_membership_id ?? null,
  });
  const qr = useQrCode(
    { params: { path: { membership_id: profile.membership_id ?? '' } } },
    { enabled: withQr && profile.membership_id !== null },
  );
  if (!withQr || !profile.membership_id) return null;
  const svg = qr.data?.data.qr_code_svg;
  return (
    <Card as="section" className="sk-stack sk-member-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.accountMemberCardTitle}</h3>
      <dl className="sk-facts">
        <div>
          <dt>{text.accountMembershipNumber}</dt>
          <dd>{profile.membership_id}</dd>
        </div>
      </dl>
      {qr.isPending && <Spinner />}
      {qr.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(qr.error, locale)}
        </Alert>
      )}
      {svg && (
        <figure className="sk-member-qr">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={text.accountMemberQrAlt}
          />
          <figcaption>{text.accountMemberQrNote}</figcaption>
        </figure>
      )}
    </Card>
  );
}
