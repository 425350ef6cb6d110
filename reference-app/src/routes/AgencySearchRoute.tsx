import { useStaykitLocale } from '@staykit/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAgencyContext } from '../app/agency/AgencyContext';
import { AgencyResults } from '../features/agency/AgencyResults';
import { agencySearchPath } from '../features/agency/agencySearchPath';

/**
 * `/search-hotels?q=…` of the agency storefront: the results of the guest's query (docs/widget.md#agency-storefront);
 * without a query, the home.
 */
export function AgencySearchRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { locale } = useStaykitLocale();
  const { mapTiles } = useAgencyContext();
  const query = (params.get('q') ?? '').trim().slice(0, 500);
  if (query === '') return <Navigate to="/" replace />;
  return (
    <AgencyResults
      query={query}
      onSearch={(next) => void navigate(agencySearchPath(next))}
      locale={locale}
      mapTiles={mapTiles}
    />
  );
}
