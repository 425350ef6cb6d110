import { NotAvailablePage } from '../components/NotAvailablePage';

/** /iframe-change-locale: chatbot-frame helper (docs/widget.md#screens). Not built yet: says so. */
export function IframeChangeLocaleRoute() {
  return <NotAvailablePage />;
}
