import { NotAvailablePage } from '../components/NotAvailablePage';

/** /iframe-liff-token: chatbot-frame helper (docs/widget.md#screens). Not built yet: says so. */
export function IframeLiffTokenRoute() {
  return <NotAvailablePage />;
}
