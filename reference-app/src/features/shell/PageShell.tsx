import type { components } from '@staykit/sdk';
import { useMemo, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { CurrencySelector } from './CurrencySelector';
import { GlobalWarning } from './GlobalWarning';
import { isCurrencySelectorVisible, isLanguageSelectorVisible } from './headerVisibility';
import { HotelHtml } from './HotelHtml';
import { themeStyle } from './hotelTheme';
import { LanguageSelector } from './LanguageSelector';
import { sanitizeFooterHtml, sanitizeHeaderHtml } from './sanitizeHotelHtml';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `PageShell`. */
export interface PageShellProps {
  init: BookingWidgetInit;
  pathname: string;
  inChatbotFrame: boolean;
  modifyingReservation: boolean;
  locale: string;
  onLocaleChange: (locale: string) => void;
  children: ReactNode;
}

/**
 * The page around every hotel screen (B §2 Page shell): themed header with the hotel name, language and
 * currency selectors by the header rules, the hotel's sanitised header and footer HTML, and the global
 * warning.
 */
export function PageShell(props: PageShellProps) {
  const { init, pathname } = props;
  const text = useMessages();
  const settings = init.booking_widget_setting_attributes;
  const mcp = init.mcp_payment_gateway_setting;
  const multiCurrencyEnabled = mcp?.mcp_enabled === true && init.hotel_brand_setting.mcp_allowed !== false;
  // The hotel's currency first, then the foreign ones; no duplicate when the list repeats it.
  const currencies = useMemo(
    () => [...new Set([init.currency, ...(mcp?.currencies ?? [])])],
    [init.currency, mcp?.currencies],
  );
  const [currency, setCurrency] = useState<string>(init.currency);
  const facilityName = init.hotel_name;
  const brandName = init.hotel_brand.name;
  const headerHtml = useMemo(
    () => sanitizeHeaderHtml(settings.custom_header_html ?? '', { facilityName, brandName }),
    [settings.custom_header_html, facilityName, brandName],
  );
  const footerHtml = useMemo(
    () => sanitizeFooterHtml(settings.custom_footer_html ?? ''),
    [settings.custom_footer_html],
  );
  const warning = settings.global_warning;

  return (
    <div className="sk-shell" style={themeStyle(init)}>
      {settings.header_enabled && (
        <header className="sk-header" aria-label={text.siteHeader}>
          <h1 className="sk-hotel-name">{init.hotel_name}</h1>
          <div className="sk-header-controls">
            {isLanguageSelectorVisible({ pathname, inChatbotFrame: props.inChatbotFrame }) && (
              <LanguageSelector
                locales={init.available_languages}
                value={props.locale}
                onChange={props.onLocaleChange}
              />
            )}
            {isCurrencySelectorVisible({
              pathname,
              multiCurrencyEnabled,
              modifyingReservation: props.modifyingReservation,
            }) && <CurrencySelector currencies={currencies} value={currency} onChange={setCurrency} />}
          </div>
          <HotelHtml className="sk-custom-header" sanitizedHtml={headerHtml} />
        </header>
      )}
      {warning?.enabled === true && <GlobalWarning message={warning.message} />}
      <main className="sk-main">{props.children}</main>
      {footerHtml !== '' && (
        <footer className="sk-footer" aria-label={text.siteFooter}>
          <HotelHtml className="sk-custom-footer" sanitizedHtml={footerHtml} />
        </footer>
      )}
    </div>
  );
}
