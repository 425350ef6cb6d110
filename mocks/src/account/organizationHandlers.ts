/**
 * Corporate organizations: `getOrganization` (for the organization's own users) and
 * `listOrganizationReservations`, the admin's usage table (for a user whose `organization_role` contains
 * "admin", the SDK's `isOrganizationAdmin`): the stays its users booked on the site (not those the hotel
 * entered), newest check-in first, with each guest's stay-day allowance for the year (the contract's days
 * less the nights of the year's stays not cancelled; null when unlimited). `format=csv` answers the whole
 * table as CSV, three downloads per organization and day on the mock clock (`1600` after; `1200`, still
 * being prepared, for the trigger token `ut_kenji_export_preparing`). Anyone else, or
 * another organization, is `not_found`.
 */
import { isOrganizationAdmin, type components } from '@staykit/sdk';
import { http, HttpResponse, type PathParams } from 'msw';
import { db } from '../db/db';
import type { MemberRow } from '../db/rows';
import { brandById } from '../hotel/hotels';
import { ApiError } from '../http/errors';
import { TRIGGERS } from '../triggers';
import { pageOf, readPaging } from '../http/paging';
import { ParamReader } from '../http/params';
import { pathParam, route } from '../http/route';
import { daysBetween } from '../lib/dates';
import { userOf } from '../identity/members';
import { requireUserToken } from '../identity/userTokens';
import { memberToday } from './memberToday';

type Schemas = components['schemas'];
type Row = Schemas['OrganizationReservationRow'];

/** CSV downloads an organization may make a day. */
export const CSV_DOWNLOADS_PER_DAY = 3;

/** The organization of the path, for a signed-in user of it at the path's brand; otherwise not found. */
function organizationOf(request: Request, params: PathParams) {
  const brand = brandById(pathParam(params, 'brand_id'));
  const id = pathParam(params, 'organization_id');
  const { member, token } = requireUserToken(request);
  if (member.brand_id !== brand.id || String(member.organization_id) !== id) {
    throw new ApiError('not_found', { message: `No organization ${id} of yours at ${brand.code}` });
  }
  return { member, token, organizationId: member.organization_id ?? 0 };
}

function usageRows(organizationId: number, today: string): Row[] {
  const users = new Map<number, MemberRow>(
    db.member.filter((row) => row.organization_id === organizationId).map((row) => [row.id, row]),
  );
  const year = today.slice(0, 4);
  // The stays its users booked on the site, each with its user.
  const site = db.reservation.all().flatMap((row) => {
    const user = row.member_id === null ? undefined : users.get(row.member_id);
    return user && row.source === 'site' ? [{ row, user }] : [];
  });
  const nightsUsed = (user: MemberRow) =>
    site
      .filter(
        (stay) =>
          stay.user.id === user.id &&
          stay.row.status !== 'cancelled' &&
          stay.row.checkin_date.startsWith(year),
      )
      .reduce((sum, stay) => sum + daysBetween(stay.row.checkin_date, stay.row.checkout_date), 0);
  return site
    .map(({ row, user }): Row => {
      const allowance = user.organization_stay_days;
      return {
        reservation_number: row.number,
        guest_name: `${row.guest.last_name} ${row.guest.first_name}`,
        hotel_id: row.hotel_id,
        hotel_name: db.hotel.get(row.hotel_id)?.name ?? '',
        checkin_date: row.checkin_date,
        nights: Math.max(1, daysBetween(row.checkin_date, row.checkout_date)),
        room_count: row.rooms.length,
        total_price: row.price.total_price,
        currency: row.currency,
        status: row.status,
        max_stay_days: allowance,
        remaining_stay_days: allowance === null ? null : Math.max(0, allowance - nightsUsed(user)),
      };
    })
    .sort(
      (a, b) =>
        b.checkin_date.localeCompare(a.checkin_date) ||
        a.reservation_number.localeCompare(b.reservation_number),
    );
}

const CSV_COLUMNS = [
  'reservation_number',
  'guest_name',
  'hotel',
  'checkin_date',
  'nights',
  'rooms',
  'price',
  'currency',
  'status',
  'max_stay_days',
  'remaining_stay_days',
] as const;

// A CSV field: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is kept
// from being read as a spreadsheet formula.
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function toCsv(rows: readonly Row[]): string {
  const lines = rows.map((row) =>
    [
      row.reservation_number,
      row.guest_name,
      row.hotel_name,
      row.checkin_date,
      row.nights,
      row.room_count,
      row.total_price,
      row.currency,
      row.status,
      row.max_stay_days,
      row.remaining_stay_days,
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** Handlers of the organization operations. */
export const organizationHandlers = [
  http.get(
    '*/hotel_brands/:brand_id/organizations/:organization_id',
    route(({ request, params }) => {
      const { member } = organizationOf(request, params);
      const organization = userOf(member, request).organization;
      if (!organization) throw new ApiError('not_found', { message: 'The user has no organization' });
      const body: Schemas['OrganizationResponse'] = { data: organization };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotel_brands/:brand_id/organizations/:organization_id/reservations',
    route(({ request, params, query }) => {
      const { member, token, organizationId } = organizationOf(request, params);
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      const format = reader.oneOf('format', ['json', 'csv'] as const) ?? 'json';
      reader.finish();
      if (!isOrganizationAdmin(userOf(member, request))) {
        throw new ApiError('not_found', { message: 'The usage table is for the organization’s admins' });
      }
      const today = memberToday(member);
      const rows = usageRows(organizationId, today);
      if (format === 'csv') {
        if (token.token === TRIGGERS.csvExportPreparing.value) {
          throw new ApiError('1200', { message: 'The CSV export is still being prepared: retry shortly' });
        }
        const slot = `${organizationId}:${today}`;
        if (db.csvDownload.where('slot', slot).length >= CSV_DOWNLOADS_PER_DAY) {
          throw new ApiError('1600', {
            message: `The usage table can be downloaded ${CSV_DOWNLOADS_PER_DAY} times a day`,
          });
        }
        db.csvDownload.insert({ id: db.csvDownload.inserted + 1, slot });
        return new HttpResponse(toCsv(rows), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="organization-${organizationId}-${today}.csv"`,
          },
        });
      }
      const body: Schemas['OrganizationReservationPage'] = pageOf(rows, page, perPage);
      return HttpResponse.json(body);
    }),
  ),
];
