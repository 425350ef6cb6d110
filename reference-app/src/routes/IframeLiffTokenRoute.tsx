import { NotAvailablePage } from '../components/NotAvailablePage';

/** /iframe-liff-token: chatbot-frame helper (B §2). Not built yet: says so. */
export function IframeLiffTokenRoute() {
  return <NotAvailablePage />;
}
