import { usePayLink } from '@staykit/react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import './payLink.css';

/** Props of `PayLinkHeader`. */
export interface PayLinkHeaderProps {
  paymentNumber: string;
  /** The header's controls (the app passes the language selector). */
  children?: ReactNode;
}

/**
 * The header of a pay-link page opened without a hotel code: a pay link names its hotel by id only, so
 * there is no hotel init to draw the hotel's own header from. It shows the hotel the link names (the page
 * reads the same link, so this costs no request) and the controls it is given, in the shell's header look.
 *
 * @example
 * ```tsx
 * <PayLinkHeader paymentNumber="PL1010001">
 *   <LanguageSelector locales={LOCALES} value={locale} onChange={changeLocale} />
 * </PayLinkHeader>
 * ```
 */
export function PayLinkHeader({ paymentNumber, children }: PayLinkHeaderProps) {
  const text = useMessages();
  const link = usePayLink({ params: { path: { payment_number: paymentNumber } } });
  return (
    <header className="sk-header" aria-label={text.siteHeader}>
      <h1 className="sk-hotel-name">{link.data?.data.hotel_name ?? text.payLinkPageTitle}</h1>
      {children}
    </header>
  );
}
