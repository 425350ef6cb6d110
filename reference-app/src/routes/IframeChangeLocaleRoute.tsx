import { NotAvailablePage } from '../components/NotAvailablePage';

/** /iframe-change-locale: chatbot-frame helper (B §2). Not built yet: says so. */
export function IframeChangeLocaleRoute() {
  return <NotAvailablePage />;
}
