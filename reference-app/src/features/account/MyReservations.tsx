import { useUserReservations } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { SegmentedTabs } from '../../components/ui/SegmentedTabs';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { accountPath } from './accountSections';
import { MyLotteryEntries } from './MyLotteryEntries';

type Schemas = components['schemas'];
type Tab = Schemas['ReservationListFilter'];
type PaymentType = Schemas['PaymentType'];

const TABS: readonly (readonly [Tab, MessageKey])[] = [
  ['upcoming', 'myReservationsUpcoming'],
  ['completed', 'myReservationsCompleted'],
  ['cancelled', 'myReservationsCancelled'],
  ['lottery', 'myReservationsLottery'],
];

// The payment types a member books on this widget, named as the reservation page names them.
const PAYMENT_TYPES: readonly (readonly [PaymentType, MessageKey])[] = [
  ['on_site', 'reservationPaymentOnSite'],
  ['credit_card', 'reservationPaymentCard'],
  ['pre_paid', 'reservationPaymentPrePaid'],
  ['on_site_credit_card_required', 'reservationPaymentOnSiteCardRequired'],
  ['deferred_payment', 'reservationPaymentDeferred'],
  ['bank_transfer', 'reservationPaymentBankTransfer'],
];

// The channels (`booking_method`) the list can be narrowed to.
const CHANNELS: readonly (readonly [string, MessageKey])[] = [
  ['booking_widget', 'myReservationsChannelWidget'],
  ['lottery', 'myReservationsChannelLottery'],
];

const STATUS: Readonly<Record<Schemas['ReservationStatus'], readonly [MessageKey, BadgeTone]>> = {
  done: ['reservationStatusDone', 'success'],
  payment_pending: ['reservationStatusPaymentPending', 'warning'],
  cancelled: ['reservationStatusCancelled', 'neutral'],
};

function paymentName(type: PaymentType): MessageKey | undefined {
  return PAYMENT_TYPES.find(([known]) => known === type)?.[1];
}

/** Props of `MyReservations`. */
export interface MyReservationsProps {
  hotelCode: string;
  locale: string;
}

/**
 * The member's reservations (`/my-account/reservations`): one tab at a time (upcoming by default,
 * completed, cancelled, lottery), narrowed by payment and by channel, each reservation opening its review
 * page; "show more" appends the next page. The tab and filters live in the address, so the back button
 * and a shared link keep them.
 *
 * @example
 * ```tsx
 * <MyReservations hotelCode="demo-tokyo" locale="en" />
 * ```
 */
export function MyReservations({ hotelCode, locale }: MyReservationsProps) {
  const text = useMessages();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = TABS.find(([known]) => known === params.get('status'))?.[0] ?? 'upcoming';
  const paymentType = PAYMENT_TYPES.find(([known]) => known === params.get('payment_type'))?.[0];
  const channel = CHANNELS.find(([known]) => known === params.get('channel'))?.[0];
  const filters: Record<string, string> = {
    ...(paymentType ? { payment_type: paymentType } : {}),
    ...(channel ? { channel } : {}),
  };
  const list = useUserReservations({
    params: { query: { status: tab, per_page: 10, ...filters } },
  });
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total_entries ?? 0;
  // A filter set to "any" leaves the address.
  const refine = (change: Record<string, string>) => {
    const wanted: Record<string, string> = { status: tab, ...filters, ...change };
    const query = Object.entries(wanted).filter(([, value]) => value !== '');
    void navigate(accountPath('reservations', hotelCode, Object.fromEntries(query)), { replace: true });
  };

  return (
    <section className="sk-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.myReservationsTitle}</h3>
      <SegmentedTabs
        label={text.myReservationsTabsLabel}
        tabs={TABS.map(([key, label]) => ({
          key,
          label: text[label],
          to: accountPath('reservations', hotelCode, { status: key, ...filters }),
          current: key === tab,
        }))}
      />
      <div className="sk-account-filters">
        <SelectField
          label={text.myReservationsPaymentFilter}
          value={paymentType ?? ''}
          onChange={(event) => refine({ payment_type: event.target.value })}
        >
          <option value="">{text.myReservationsAnyPayment}</option>
          {PAYMENT_TYPES.map(([type, label]) => (
            <option key={type} value={type}>
              {text[label]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={text.myReservationsChannelFilter}
          value={channel ?? ''}
          onChange={(event) => refine({ channel: event.target.value })}
        >
          <option value="">{text.myReservationsAnyChannel}</option>
          {CHANNELS.map(([value, label]) => (
            <option key={value} value={value}>
              {text[label]}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isError && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(list.error, locale)}
        </Alert>
      )}
      {list.isPending && <Spinner />}
      <p className="sk-visually-hidden" role="status">
        {list.isSuccess ? text.format('myReservationsCount', { count: total }) : ''}
      </p>
      {list.isSuccess && rows.length === 0 && <p className="sk-account-empty">{text.myReservationsEmpty}</p>}
      {rows.length > 0 && (
        <ul className="sk-account-list" aria-labelledby={`${id}-title`}>
          {rows.map((row) => (
            <li key={row.reservation_number}>
              <ReservationRow row={row} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {tab === 'lottery' && <MyLotteryEntries hotelCode={hotelCode} locale={locale} />}
      {list.hasNextPage && (
        <div className="sk-actions">
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? text.loading : text.myReservationsLoadMore}
          </Button>
        </div>
      )}
    </section>
  );
}

function ReservationRow({ row, locale }: { row: Schemas['ReservationSummary']; locale: string }) {
  const text = useMessages();
  const [statusKey, tone] = STATUS[row.status];
  const payment = paymentName(row.payment_type);
  const review = `/review-reservation/${encodeURIComponent(row.reservation_number)}?${new URLSearchParams({
    hotel_code: row.hotel.code ?? '',
    hotelId: String(row.hotel.id),
  }).toString()}`;
  return (
    <Card as="article" className="sk-stack sk-stack-tight sk-account-item">
      <div className="sk-account-item-head">
        <h4>{row.hotel.name}</h4>
        <Badge tone={tone}>{text[statusKey]}</Badge>
      </div>
      <p className="sk-account-meta">
        <span>
          {text.format('myReservationsStay', {
            checkin: formatDate(row.checkin_date, locale),
            checkout: formatDate(row.checkout_date, locale),
          })}
        </span>
        <span>{text.format('summaryNights', { nights: row.nights })}</span>
      </p>
      {row.room_type_name && (
        <p className="sk-account-meta">
          <span>{row.room_type_name}</span>
          {row.plan_name && <span>{row.plan_name}</span>}
        </p>
      )}
      <dl className="sk-facts">
        <div>
          <dt>{text.reservationNumber}</dt>
          <dd>{row.reservation_number}</dd>
        </div>
        <div>
          <dt>{text.myReservationsTotal}</dt>
          <dd>{formatPrice(row.total_price, row.currency, locale, row.mcp_total_price)}</dd>
        </div>
        {payment && (
          <div>
            <dt>{text.reservationPaymentType}</dt>
            <dd>{text[payment]}</dd>
          </div>
        )}
      </dl>
      <p>
        <Link to={review}>{text.format('myReservationsOpen', { number: row.reservation_number })}</Link>
      </p>
    </Card>
  );
}
