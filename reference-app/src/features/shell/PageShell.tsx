import type { components } from '@staykit/sdk';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMessages } from '../../i18n/useMessages';
import { displayCurrency } from '../../lib/displayCurrency';
import { CurrencySelector } from './CurrencySelector';
import { GlobalWarning } from './GlobalWarning';
import {
  isCurrencySelectorVisible,
  isLanguageSelectorVisible,
  isLoginWidgetVisible,
  isBackButtonVisible,
} from './headerVisibility';
import { HotelHtml } from './HotelHtml';
import { themeStyle } from './hotelTheme';
import { LanguageSelector } from './LanguageSelector';
import { useHotelHtmlSanitizer } from './useHotelHtmlSanitizer';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

const ChatbotLauncher = lazy(() =>
  import('./ChatbotLauncher').then((module) => ({ default: module.ChatbotLauncher })),
);

/** Props of `PageShell`. */
export interface PageShellProps {
  init: BookingWidgetInit;
  pathname: string;
  inChatbotFrame: boolean;
  /** The widget has a parent page to talk to (a `parentUrl`): the hotel's chatbot may be offered. */
  framed: boolean;
  modifyingReservation: boolean;
  locale: string;
  onLocaleChange: (locale: string) => void;
  /** Shown at the end of the header's controls (the app passes the frame's close button). */
  headerEnd?: ReactNode;
  /** The login widget (the app passes the identity feature's); hidden by the header rules. */
  loginWidget?: ReactNode;
  /**
   * A chatbot screen (`/chat-…`): a header with only the close button, a white page and no hotel header
   * or footer, as the chatbot beside it frames it.
   */
  chat?: boolean;
  children: ReactNode;
}

/**
 * The page around every hotel screen (docs/widget.md#page-shell): themed header with the hotel name, language and
 * currency selectors by the header rules, the hotel's sanitised header and footer HTML (each in a box of
 * its own that it cannot leave: see HotelHtml), and the global warning.
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
  // The chosen currency lives in the URL (`currency`), where the search reads it to re-price: a reload or a
  // shared link keeps it, and no second store can disagree.
  const [searchParams, setSearchParams] = useSearchParams();
  const currency = displayCurrency(init, searchParams.get('currency')) ?? init.currency;
  // A hotel that shows guests their own currency keeps an explicit choice of its own: without it the
  // detected or guessed one would come back.
  const showsGuestCurrency = settings.show_guest_currency === true;
  const setCurrency = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === init.currency && !showsGuestCurrency) params.delete('currency');
    else params.set('currency', next);
    setSearchParams(params, { replace: true });
  };
  const facilityName = init.hotel_name;
  const brandName = init.hotel_brand.name;
  const hasHotelHtml = Boolean(settings.custom_header_html || settings.custom_footer_html);
  const sanitizer = useHotelHtmlSanitizer(hasHotelHtml);
  const headerHtml = useMemo(
    () => sanitizer?.sanitizeHeaderHtml(settings.custom_header_html ?? '', { facilityName, brandName }) ?? '',
    [sanitizer, settings.custom_header_html, facilityName, brandName],
  );
  const footerHtml = useMemo(
    () => sanitizer?.sanitizeFooterHtml(settings.custom_footer_html ?? '') ?? '',
    [sanitizer, settings.custom_footer_html],
  );
  const headerCss = useMemo(
    () => sanitizer?.filterHotelCss(settings.custom_header_css) ?? '',
    [sanitizer, settings.custom_header_css],
  );
  const footerCss = useMemo(
    () => sanitizer?.filterHotelCss(settings.custom_footer_css) ?? '',
    [sanitizer, settings.custom_footer_css],
  );
  const warning = settings.global_warning;
  // Its code loads only where a chatbot may be offered: an enabled one, in a frame whose page can open it.
  const offersChatbot = init.chatbot_setting.enabled && props.framed;

  if (props.chat) {
    return (
      <div className="sk-shell sk-shell-chat" style={themeStyle(init)}>
        <header className="sk-header sk-header-chat" aria-label={text.siteHeader}>
          <div className="sk-header-controls">{props.headerEnd}</div>
        </header>
        <main className="sk-main">{props.children}</main>
      </div>
    );
  }
  return (
    <div className="sk-shell" style={themeStyle(init)}>
      {settings.header_enabled && (
        <header className="sk-header" aria-label={text.siteHeader}>
          {isBackButtonVisible(pathname) && (
            <Link
              className="sk-back-button"
              to={{ pathname: '/booking/result', search: searchParams.toString() }}
            >
              {text.backToSearch}
            </Link>
          )}
          <h1 className="sk-hotel-name">{init.hotel_name}</h1>
          <div className="sk-header-controls">
            {offersChatbot && (
              <Suspense fallback={null}>
                <ChatbotLauncher setting={init.chatbot_setting} inChatbotFrame={props.inChatbotFrame} />
              </Suspense>
            )}
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
            {isLoginWidgetVisible({
              pathname,
              inChatbotFrame: props.inChatbotFrame,
              modifyingReservation: props.modifyingReservation,
            }) && props.loginWidget}
            {props.headerEnd}
          </div>
          <HotelHtml className="sk-custom-header" sanitizedHtml={headerHtml} filteredCss={headerCss} />
        </header>
      )}
      {warning?.enabled === true && <GlobalWarning message={warning.message} />}
      <main className="sk-main">{props.children}</main>
      {footerHtml !== '' && (
        <footer className="sk-footer" aria-label={text.siteFooter}>
          <HotelHtml className="sk-custom-footer" sanitizedHtml={footerHtml} filteredCss={footerCss} />
        </footer>
      )}
    </div>
  );
}
