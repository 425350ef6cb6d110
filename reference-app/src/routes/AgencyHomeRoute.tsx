import { useStaykitLocale } from '@staykit/react';
import { useNavigate } from 'react-router';
import { AgencyHome } from '../features/agency/AgencyHome';
import { agencySearchPath } from '../features/agency/agencySearchPath';

/** `/` of the agency storefront: its home with AI hotel search (docs/widget.md#agency-storefront). */
export function AgencyHomeRoute() {
  const navigate = useNavigate();
  const { locale } = useStaykitLocale();
  return <AgencyHome onSearch={(query) => void navigate(agencySearchPath(query))} locale={locale} />;
}
