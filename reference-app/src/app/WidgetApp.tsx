import { StaykitProvider } from '@staykit/react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ParentMessagesProvider } from '../lib/parentMessenger/ParentMessagesProvider';
import { DocumentLanguage } from './DocumentLanguage';
import type { Widget } from './createWidget';
import { WidgetContext, type WidgetContextValue } from './WidgetContext';

/** Props of `WidgetApp`. */
export interface WidgetAppProps {
  widget: Widget;
}

/**
 * The widget's providers (Staykit client and query cache, start-up facts) around its router.
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
      gateway: widget.gateway,
      apiUrl: widget.apiUrl,
    }),
    [widget.startup, widget.identity, widget.gateway, widget.apiUrl],
  );
  return (
    <StaykitProvider client={widget.client} queryClient={widget.queryClient}>
      <WidgetContext.Provider value={context}>
        <DocumentLanguage />
        <ParentMessagesProvider messenger={widget.parentMessenger}>
          <RouterProvider router={widget.router} />
        </ParentMessagesProvider>
      </WidgetContext.Provider>
    </StaykitProvider>
  );
}
