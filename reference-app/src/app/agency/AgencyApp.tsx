import { StaykitProvider } from '@staykit/react';
import type { AgencyApp as AgencyAppParts } from './createAgencyApp';
import { AgencyContext } from './AgencyContext';
import { DocumentLanguage } from '../DocumentLanguage';
import { HistoryRoutes } from '../HistoryRoutes';

/**
 * The agency storefront's providers (its Staykit client and query cache) around its router. No one is
 * signed in on the storefront yet: prices are a guest's.
 *
 * @example
 * ```tsx
 * createRoot(hostElement).render(<AgencyApp app={createAgencyApp({ window, apiUrl, agency })} />);
 * ```
 */
export function AgencyApp({ app }: { app: AgencyAppParts }) {
  return (
    <StaykitProvider client={app.client} queryClient={app.queryClient} user={null}>
      <AgencyContext.Provider value={app.context}>
        <DocumentLanguage />
        <HistoryRoutes router={app.router} />
      </AgencyContext.Provider>
    </StaykitProvider>
  );
}
