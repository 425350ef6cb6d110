import { NotAvailablePage } from '../components/NotAvailablePage';

/** /iframe-token: chatbot-frame helper (B §2). Not built yet: says so. */
export function IframeTokenRoute() {
  return <NotAvailablePage />;
}
