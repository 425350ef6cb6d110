import { StaykitProvider } from '@staykit/react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
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
  const context = useMemo<WidgetContextValue>(() => ({ startup: widget.startup }), [widget.startup]);
  return (
    <StaykitProvider client={widget.client} queryClient={widget.queryClient}>
      <WidgetContext.Provider value={context}>
        <DocumentLanguage />
        <RouterProvider router={widget.router} />
      </WidgetContext.Provider>
    </StaykitProvider>
  );
}
