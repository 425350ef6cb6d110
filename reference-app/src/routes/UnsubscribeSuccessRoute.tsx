import { CloseButton } from '../features/embed/CloseButton';
import { UnsubscribeSuccessPage } from '../features/unsubscribe/UnsubscribeSuccessPage';

/** /unsubscribe-email/success: promotional e-mail unsubscribed (docs/widget.md#screens: a header with the close button only). */
export function UnsubscribeSuccessRoute() {
  return <UnsubscribeSuccessPage closeButton={<CloseButton closeable />} />;
}
