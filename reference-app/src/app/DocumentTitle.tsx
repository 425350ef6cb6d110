import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MessageKey } from '../i18n/messages';
import { useMessages } from '../i18n/useMessages';
import { useRouteHandles } from '../lib/routeHandles';

/**
 * What a route says about itself: the catalogue key of its screen's title (a plain text, no placeholder),
 * or, for a screen whose title depends on its address, the key for the address's query.
 *
 * @example
 * ```ts
 * const handle: RouteHandle = { title: 'guestDetailsTitle' };
 * const byQuery: RouteHandle = { title: (query) => (query.has('reason') ? 'maintenanceTitle' : 'serviceUnavailableTitle') };
 * ```
 */
export interface RouteHandle {
  title: MessageKey | ((query: URLSearchParams) => MessageKey);
  /** The hotel's chatbot is not offered on this screen (the pay-link pages: docs/widget.md#screens). */
  hideChatbot?: true;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    (typeof handle.title === 'string' || typeof handle.title === 'function')
  );
}

/**
 * Keeps `document.title` on the screen shown ("Your details – Demo Hotel Tokyo"), in the guest's
 * language, from the deepest route's `handle.title`; and after a move to another screen, says the new title
 * to screen readers through a polite live region (a single-page app changes screens without a page load,
 * which a screen reader would otherwise not announce). The widget owns its document: it runs as a page of
 * its own or in a frame (docs/embedding.md). A title whose words have not loaded yet waits for them.
 *
 * @example
 * ```tsx
 * <DocumentTitle hotelName={hotel.hotel_name} />
 * ```
 */
export function DocumentTitle({ hotelName }: { hotelName?: string | undefined }) {
  const text = useMessages();
  const handles = useRouteHandles();
  const { search } = useLocation();
  const handleTitle = [...handles].reverse().find(isRouteHandle)?.title;
  const key = typeof handleTitle === 'function' ? handleTitle(new URLSearchParams(search)) : handleTitle;
  const screen = key === undefined ? undefined : text[key];
  const title = screen
    ? hotelName
      ? text.format('pageTitle', { screen, hotel: hotelName })
      : screen
    : hotelName;
  const [announced, setAnnounced] = useState('');
  const first = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!title) return;
    document.title = title;
    // The first title is read with the page; only later changes are announced.
    if (first.current === undefined) first.current = title;
    else if (title !== first.current) setAnnounced(title);
  }, [title]);

  return (
    <p className="sk-visually-hidden" aria-live="polite">
      {announced}
    </p>
  );
}
