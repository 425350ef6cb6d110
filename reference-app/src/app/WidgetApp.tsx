import { StaykitProvider } from '@staykit/react';
import { useMemo, useSyncExternalStore } from 'react';
import { HotelInitQueryContext } from '../lib/hotelInitInput';
import { ParentMessagesProvider } from '../lib/parentMessenger/ParentMessagesProvider';
import { DocumentLanguage } from './DocumentLanguage';
import { HistoryRoutes } from './HistoryRoutes';
import type { Widget } from './createWidget';
import { WidgetContext, type WidgetContextValue } from './WidgetContext';

/** Props of `WidgetApp`. */
export interface WidgetAppProps {
  widget: Widget;
}

/**
 * The widget's providers (Staykit client and query cache with who is signed in, start-up facts) around
 * its router.
 *
 * @example
 * ```tsx
 * createRoot(hostElement).render(<WidgetApp widget={createWidget({ window, hostElement, config })} />);
 * ```
 */
export function WidgetApp({ widget }: WidgetAppProps) {
  const context = useMemo<WidgetContextValue>(
    () => ({
      startup: widget.startup,
      identity: widget.identity,
      apiUrl: widget.apiUrl,
    }),
    [widget.startup, widget.identity, widget.apiUrl],
  );
  const user = useSyncExternalStore(widget.identity.subscribe, () => widget.identity.getState().user);
  // Who is signed in, in the keys of the queries that depend on it (prices, stock, the account): a
  // sign-in, a sign-out or a programme switch moves them to the new user's answers. No token in it.
  const userKey =
    user === null ? null : `${user.id ?? ''}/${user.organization?.id ?? ''}/${user.program_id ?? ''}`;
  return (
    <StaykitProvider client={widget.client} queryClient={widget.queryClient} user={userKey}>
      <WidgetContext.Provider value={context}>
        <DocumentLanguage />
        <ParentMessagesProvider messenger={widget.parentMessenger}>
          <HotelInitQueryContext.Provider value={widget.initQuery}>
            <HistoryRoutes router={widget.router} />
          </HotelInitQueryContext.Provider>
        </ParentMessagesProvider>
      </WidgetContext.Provider>
    </StaykitProvider>
  );
}
