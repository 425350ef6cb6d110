import { Outlet } from 'react-router';
import { DocumentTitle } from './DocumentTitle';

/**
 * The layout of screens that need no hotel context (chatbot-frame helpers, recommender widget, e-mail
 * unsubscribe, /503): no init, no header, so they open even without a hotel code or when the API is down.
 */
export function BareLayout() {
  return (
    <main className="sk-main sk-bare">
      <DocumentTitle />
      <Outlet />
    </main>
  );
}
