import { useStaykitLocale } from '@staykit/react';
import { LOCALES } from '@staykit/sdk';
import { useMatch, useParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { useWidgetGateway } from '../app/useWidgetGateway';
import { PayLinkHeader } from '../features/payLink/PayLinkHeader';
import { PayLinkPage } from '../features/payLink/PayLinkPage';
import { LanguageSelector } from '../features/shell/LanguageSelector';
import { loadMessages } from '../i18n/messages';

/**
 * /payments/{paymentNumber} and its /display: the pay-link payment page and its read-only view (docs/widget.md#screens).
 * With a hotel code in the address it sits in the hotel's layout; a pay link names its hotel by id only,
 * so without one the page has its own header (the link's hotel, the language selector) instead.
 */
export function PaymentLinkRoute() {
  const { startup, apiUrl } = useWidgetContext();
  const gateway = useWidgetGateway();
  const { locale, setLocale } = useStaykitLocale();
  const { paymentNumber = '' } = useParams();
  const readOnly = useMatch('/payments/:paymentNumber/display') !== null;
  const page = (
    <PayLinkPage
      paymentNumber={paymentNumber}
      locale={locale}
      gateway={gateway}
      apiUrl={apiUrl}
      readOnly={readOnly}
    />
  );
  if (startup.hotelCode !== null) return page;
  // The language's text loads before the switch, as in the hotel header: nothing flashes in English.
  const changeLocale = (next: string) =>
    void loadMessages(next)
      .catch(() => undefined)
      .then(() => setLocale(next));
  return (
    <div className="sk-shell">
      <PayLinkHeader paymentNumber={paymentNumber}>
        {!startup.inChatbotFrame && (
          <LanguageSelector locales={LOCALES} value={locale} onChange={changeLocale} />
        )}
      </PayLinkHeader>
      <main className="sk-main">{page}</main>
    </div>
  );
}
