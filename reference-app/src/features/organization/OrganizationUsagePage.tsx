import { useOrganizationReservations, useOrganizationReservationsCsv } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import { saveTextFile } from '../../lib/saveTextFile';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import './organization.css';

type Schemas = components['schemas'];

const STATUS: Readonly<Record<Schemas['ReservationStatus'], readonly [MessageKey, BadgeTone]>> = {
  done: ['reservationStatusDone', 'success'],
  payment_pending: ['reservationStatusPaymentPending', 'warning'],
  cancelled: ['reservationStatusCancelled', 'neutral'],
};

/** Props of `OrganizationUsagePage`. */
export interface OrganizationUsagePageProps {
  brandId: number;
  organization: { readonly id: number; readonly name: string; readonly display_name?: string | undefined };
  /** The signed-in admin's name, shown with the organization's. */
  userName: string;
  locale: string;
}

/**
 * The organization admin's usage table (`/organization-admin`): the stays the organization's users booked
 * on the site, newest check-in first (guest, hotel, check-in, nights, rooms, price, status, and the guest's
 * stay days allowed and left this year), twenty at a time with "show more", and the whole table as a CSV
 * download (a few a day: the limit's and the "still being prepared" refusals are shown by the button). On
 * a phone the table scrolls sideways in its own region, which the keyboard can reach.
 *
 * @example
 * ```tsx
 * <OrganizationUsagePage brandId={900} organization={{ id: 345, name: 'Demo Trading' }} userName="Kenji Sato" locale="en" />
 * ```
 */
export function OrganizationUsagePage({
  brandId,
  organization,
  userName,
  locale,
}: OrganizationUsagePageProps) {
  const text = useMessages();
  const id = useId();
  const name = organization.display_name || organization.name;
  const usage = useOrganizationReservations({
    params: { path: { brand_id: brandId, organization_id: organization.id }, query: { per_page: 20 } },
  });
  const rows = usage.data?.pages.flatMap((page) => page.data) ?? [];
  const download = useOrganizationReservationsCsv({
    onSuccess: (csv) => saveTextFile(csv, `organization-${organization.id}.csv`, 'text/csv'),
  });
  const days = (value: number | null) => (value === null ? text.organizationAdminUnlimited : String(value));

  return (
    <section className="sk-page sk-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.organizationAdminTitle}</h2>
      <p>{text.format('organizationAdminSignedInAs', { name: userName, organization: name })}</p>
      <p className="sk-note">{text.organizationAdminIntro}</p>
      {usage.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(usage.error, locale)}
        </Alert>
      )}
      {usage.isPending && <Spinner />}
      {usage.isSuccess && rows.length === 0 && <p>{text.organizationAdminEmpty}</p>}
      {rows.length > 0 && (
        <div className="sk-usage-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="sk-usage">
            <caption id={`${id}-caption`}>
              {text.format('organizationAdminCaption', { organization: name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text.organizationAdminGuest}</th>
                <th scope="col">{text.organizationAdminHotel}</th>
                <th scope="col">{text.organizationAdminCheckIn}</th>
                <th scope="col" className="sk-usage-number-cell">
                  {text.organizationAdminNights}
                </th>
                <th scope="col" className="sk-usage-number-cell">
                  {text.organizationAdminRooms}
                </th>
                <th scope="col" className="sk-usage-number-cell">
                  {text.organizationAdminPrice}
                </th>
                <th scope="col">{text.reservationStatusLabel}</th>
                <th scope="col" className="sk-usage-number-cell">
                  {text.organizationAdminDaysAllowed}
                </th>
                <th scope="col" className="sk-usage-number-cell">
                  {text.organizationAdminDaysLeft}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const [status, tone] = STATUS[row.status];
                return (
                  <tr key={row.reservation_number}>
                    <th scope="row">
                      <span className="sk-usage-guest">{row.guest_name}</span>
                      <span className="sk-usage-number">{row.reservation_number}</span>
                    </th>
                    <td>{row.hotel_name}</td>
                    <td>{formatDate(row.checkin_date, locale)}</td>
                    <td className="sk-usage-number-cell">{row.nights}</td>
                    <td className="sk-usage-number-cell">{row.room_count}</td>
                    <td className="sk-usage-number-cell">
                      {formatPrice(row.total_price, row.currency, locale)}
                    </td>
                    <td>
                      <Badge tone={tone}>{text[status]}</Badge>
                    </td>
                    <td className="sk-usage-number-cell">{days(row.max_stay_days)}</td>
                    <td className="sk-usage-number-cell">{days(row.remaining_stay_days)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 && (
        <div className="sk-actions">
          {usage.hasNextPage && (
            <Button
              variant="secondary"
              disabled={usage.isFetchingNextPage}
              aria-busy={usage.isFetchingNextPage}
              onClick={() => void usage.fetchNextPage()}
            >
              {usage.isFetchingNextPage ? text.loading : text.organizationAdminLoadMore}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={download.isPending}
            aria-busy={download.isPending}
            onClick={() => download.mutate({ brandId, organizationId: organization.id })}
          >
            {download.isPending ? text.organizationAdminDownloadPreparing : text.organizationAdminDownloadCsv}
          </Button>
        </div>
      )}
      {download.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(download.error, locale)}
        </Alert>
      )}
      <p className="sk-visually-hidden" role="status">
        {download.isSuccess ? text.organizationAdminDownloaded : ''}
      </p>
    </section>
  );
}
