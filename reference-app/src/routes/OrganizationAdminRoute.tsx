import { useStaykitLocale } from '@staykit/react';
import { formatName, isLocale, isOrganizationAdmin } from '@staykit/sdk';
import { useSyncExternalStore } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Alert } from '../components/ui/Alert';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { useMessages } from '../i18n/useMessages';
import { memberPath } from '../features/membership/memberPaths';
import { OrganizationUsagePage } from '../features/organization/OrganizationUsagePage';

/**
 * /organization-admin: the usage table of the signed-in user's organization, for its admins (an
 * `organization_role` containing "admin"). A guest goes to corporate sign-in and comes back; a user who is
 * not a corporate user, or not one of its admins, is told so and is not sent anything the API would refuse.
 */
export function OrganizationAdminRoute() {
  const { startup, identity } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const text = useMessages();
  const { pathname, search } = useLocation();
  const hotel = useHotelInit(startup.hotelCode);
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  if (!hotel) return <Spinner />;
  if (user === null) {
    return (
      <Navigate
        to={memberPath('/organization-sign-in', hotel.hotel_code)}
        state={{ from: `${pathname}${search}` }}
        replace
      />
    );
  }
  const organization = user.organization;
  if (organization === null || !isOrganizationAdmin(user)) {
    return (
      <section className="sk-page sk-page-narrow sk-stack" aria-labelledby="sk-organization-admin-title">
        <h2 id="sk-organization-admin-title">{text.organizationAdminTitle}</h2>
        <Alert tone="info">
          {organization === null ? text.organizationAdminNotCorporate : text.organizationAdminNotAdmin}
        </Alert>
        {organization === null && (
          <p>
            <Link to={memberPath('/organization-sign-in', hotel.hotel_code)}>{text.signInCorporateLink}</Link>
          </p>
        )}
      </section>
    );
  }
  return (
    <OrganizationUsagePage
      brandId={hotel.hotel_brand_id}
      organization={organization}
      userName={formatName(user, isLocale(locale) ? locale : 'en')}
      locale={locale}
    />
  );
}
