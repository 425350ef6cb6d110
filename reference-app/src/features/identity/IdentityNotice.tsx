import { useMessages } from '../../i18n/useMessages';
import type { IdentityNotice as Notice } from './identityStore';
import './identity.css';

/** Props of `IdentityNotice`. */
export interface IdentityNoticeProps {
  notice: Notice | null;
  onDismiss: () => void;
}

/**
 * The message start-up identity left, announced and dismissible: the logout message (a token that was
 * not found or belongs to another brand, a programme that did not load), the already-logged-out message
 * (a 401) or the custom-auth failure message.
 *
 * @example
 * ```tsx
 * <IdentityNotice notice={identity.notice} onDismiss={identity.dismissNotice} />
 * ```
 */
export function IdentityNotice({ notice, onDismiss }: IdentityNoticeProps) {
  const text = useMessages();
  if (notice === null) return null;
  const message = {
    loggedOut: text.identityLoggedOut,
    alreadyLoggedOut: text.identityAlreadyLoggedOut,
    customAuthFailed: text.identityCustomAuthFailed,
  }[notice];
  return (
    <div className="sk-identity-notice">
      <p role="alert">{message}</p>
      <button type="button" onClick={onDismiss}>
        {text.dismiss}
      </button>
    </div>
  );
}
