import { NotAvailablePage } from '../components/NotAvailablePage';

/** /iframe-token: chatbot-frame helper (docs/widget.md#screens). Not built yet: says so. */
export function IframeTokenRoute() {
  return <NotAvailablePage />;
}
