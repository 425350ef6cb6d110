import { useStaykitLocale } from '@staykit/react';
import { useSearchParams } from 'react-router';
import { CloseButton } from '../features/embed/CloseButton';
import { UnsubscribeConfirmationPage } from '../features/unsubscribe/UnsubscribeConfirmationPage';

/**
 * /unsubscribe-email/confirmation: the promotional e-mail unsubscribe page (docs/widget.md#screens: no hotel context, a
 * header with the close button only). The e-mail's link carries the `token`.
 */
export function UnsubscribeConfirmationRoute() {
  const { locale } = useStaykitLocale();
  const [searchParams] = useSearchParams();
  return (
    <UnsubscribeConfirmationPage
      token={searchParams.get('token') ?? ''}
      locale={locale}
      // No hotel says otherwise here: closeable wherever the widget can reach its framing page.
      closeButton={<CloseButton closeable />}
    />
  );
}
