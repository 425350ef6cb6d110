import { useStaykitLocale } from '@staykit/react';
import { useParams, useSearchParams } from 'react-router';
import { AgencyConfirmation } from '../features/agency/AgencyConfirmation';

/**
 * `/reservation/confirmation/{number}?bypass_token=…` (or `email=…`) of the agency storefront: the booking
 * made (docs/widget.md#agency-storefront).
 */
export function AgencyConfirmationRoute() {
  const { number = '' } = useParams();
  const [params] = useSearchParams();
  const { locale } = useStaykitLocale();
  return (
    <AgencyConfirmation
      number={number}
      bypassToken={params.get('bypass_token') ?? undefined}
      email={params.get('email') ?? undefined}
      locale={locale}
    />
  );
}
