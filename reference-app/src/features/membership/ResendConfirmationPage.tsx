import { useResendConfirmation } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useMessages } from '../../i18n/useMessages';
import { EmailRequestPage } from './EmailRequestPage';

/** Props of `ResendConfirmationPage`. */
export interface ResendConfirmationPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
}

/**
 * The confirmation link again (`/resend-confirmation-email`): the e-mail address signed up with, then a
 * new 24-hour link. The API's refusals say what to do instead (`email_not_registered`: sign up; `1402`:
 * already confirmed, sign in).
 *
 * @example
 * ```tsx
 * <ResendConfirmationPage hotel={init} locale="en" />
 * ```
 */
export function ResendConfirmationPage({ hotel, locale }: ResendConfirmationPageProps) {
  const text = useMessages();
  const resend = useResendConfirmation();
  return (
    <EmailRequestPage
      hotel={hotel}
      locale={locale}
      title={text.resendConfirmationTitle}
      intro={text.resendConfirmationIntro}
      submitLabel={text.resendConfirmationSubmit}
      sendingLabel={text.resendConfirmationSending}
      sentMessage={(email) => text.format('resendConfirmationSent', { email })}
      send={(email, sent) =>
        resend.mutate(
          { params: { path: { hotel_id: hotel.hotel_id } }, body: { email } },
          { onSuccess: sent },
        )
      }
      sending={resend.isPending}
      error={resend.error}
    />
  );
}
