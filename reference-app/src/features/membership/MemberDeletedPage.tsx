import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { memberPath } from './memberPaths';

/** Props of `MemberDeletedPage`. */
export interface MemberDeletedPageProps {
  hotelCode: string;
}

/**
 * After the account was removed (`/member-deleted-confirmation`): it is gone, the guest is signed out, and
 * the way back to the room search.
 *
 * @example
 * ```tsx
 * <MemberDeletedPage hotelCode="demo-tokyo" />
 * ```
 */
export function MemberDeletedPage({ hotelCode }: MemberDeletedPageProps) {
  const text = useMessages();
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.memberDeletedTitle}</h2>
      <Alert tone="success" role="status">
        {text.memberDeletedBody}
      </Alert>
      <p>
        <Link to={memberPath('/booking/result', hotelCode)}>{text.memberBackToSearch}</Link>
      </p>
    </section>
  );
}
