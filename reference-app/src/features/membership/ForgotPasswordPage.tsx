import { useStartPasswordReset } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useMessages } from '../../i18n/useMessages';
import { useBotCheck } from '../../lib/useBotCheck';
import { EmailRequestPage } from './EmailRequestPage';

/** Props of `ForgotPasswordPage`. */
export interface ForgotPasswordPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
}

/**
 * Forgotten password (`/forgot-password`): the membership's e-mail address, then the same answer whether
 * or not a member has it (the API never says who is a member), with how long the link works and how long
 * the e-mail may take.
 *
 * @example
 * ```tsx
 * <ForgotPasswordPage hotel={init} locale="en" />
 * ```
 */
export function ForgotPasswordPage({ hotel, locale }: ForgotPasswordPageProps) {
  const text = useMessages();
  const reset = useStartPasswordReset();
  const botCheck = useBotCheck(hotel, locale, 'password_reset');
  return (
    <EmailRequestPage
      hotel={hotel}
      locale={locale}
      title={text.forgotPasswordTitle}
      intro={text.forgotPasswordIntro}
      submitLabel={text.forgotPasswordSubmit}
      sendingLabel={text.forgotPasswordSending}
      sentMessage={(email) => text.format('forgotPasswordSent', { email })}
      send={(email, sent) =>
        botCheck.withToken({ email }, (body) =>
          reset.mutate({ params: { path: { hotel_id: hotel.hotel_id } }, body }, { onSuccess: sent }),
        )
      }
      sending={reset.isPending}
      error={reset.error}
      botCheck={botCheck}
    />
  );
}
