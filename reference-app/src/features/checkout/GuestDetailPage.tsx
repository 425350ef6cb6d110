import { useRoomPrice } from '@staykit/react';
import { type components } from '@staykit/sdk';
import { isLocale } from '@staykit/sdk';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../components/apiErrorMessage';
import { reachableStorage } from '../../components/reachableStorage';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import './checkout.css';
import { CheckoutSteps } from './CheckoutSteps';
import { GuestForm, type GuestFormValues } from './GuestForm';
import { PriceSummary } from './PriceSummary';
import { readCheckoutUrl, type CheckoutUrl } from './readCheckoutUrl';
import { loadGuestForm, saveGuestForm } from './savedGuestForm';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `GuestDetailPage`. */
export interface GuestDetailPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  /** What happens once the guest details are valid: the payment step. */
  onGuestDetails?: (values: GuestFormValues, checkout: CheckoutUrl) => void;
  /** The current time (tests pin it). */
  now?: () => Date;
}

/** The display currency when the hotel sells in it under multi-currency mode (as the search screen decides). */
function mcpCurrencyOf(hotel: BookingWidgetInit, checkout: CheckoutUrl) {
  const mcp = hotel.mcp_payment_gateway_setting;
  const enabled = mcp?.mcp_enabled === true && hotel.hotel_brand_setting.mcp_allowed !== false;
  if (!enabled || checkout.currency === undefined || checkout.currency === hotel.currency) return undefined;
  return (mcp?.currencies ?? []).find((currency) => currency === checkout.currency);
}

/** The `getRoomPrice` query of the checkout: its stay, lines, codes and display currency. */
function priceQuery(hotel: BookingWidgetInit, checkout: CheckoutUrl) {
  const mcpCurrency = mcpCurrencyOf(hotel, checkout);
  return {
    selected_rooms: checkout.lines,
    ...(checkout.stay.kind === 'undated'
      ? { search_type: 'undated' as const, nights: checkout.stay.nights }
      : {
          checkin_date: checkout.stay.checkin,
          checkout_date: checkout.stay.checkout,
          ...(checkout.stay.dayUse ? { is_day_use: true } : {}),
        }),
    ...(checkout.promoCode === undefined ? {} : { promo_code: checkout.promoCode }),
    ...(checkout.couponCode === undefined ? {} : { coupon_code: checkout.couponCode }),
    ...(mcpCurrency === undefined ? {} : { mcp_currency: mcpCurrency }),
  };
}

/**
 * The guest-details step (B §4 Checkout steps, §3 Price fields): the steps indicator, the price of the
 * selection from the URL (`getRoomPrice`), and a coupon code that re-prices it (one code at a time, kept in
 * the URL so a reload keeps it). A URL without a selection sends the guest back to search.
 */
export function GuestDetailPage({
  hotel,
  locale,
  onGuestDetails,
  now = () => new Date(),
}: GuestDetailPageProps) {
  const text = useMessages();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkout = readCheckoutUrl(searchParams);
  const price = useRoomPrice(
    {
      params: {
        path: { hotel_id: hotel.hotel_id },
        query: checkout === null ? { selected_rooms: [] } : priceQuery(hotel, checkout),
      },
    },
    { enabled: checkout !== null },
  );
  const [coupon, setCoupon] = useState(checkout?.couponCode ?? '');
  // The typed form survives a reload for ten minutes (this tab only; never card data).
  const formStorage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const [initialForm] = useState(() => loadGuestForm(formStorage, hotel.hotel_code, now()));
  const roomCount = (checkout?.lines ?? []).reduce((sum, line) => sum + (line.quantity ?? 1), 0);

  if (checkout === null) {
    return (
      <section className="sk-checkout" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{text.guestDetailsTitle}</h2>
        <p role="alert">{text.nothingSelected}</p>
        <Link to={{ pathname: '/booking/result', search: searchParams.toString() }}>{text.backToSearch}</Link>
      </section>
    );
  }

  const removeCoupon = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('coupon_code');
    setCoupon('');
    setSearchParams(params, { replace: true });
  };
  const applyCoupon = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams(searchParams);
    // One coupon code at a time (B §5): applying replaces the one before.
    if (coupon.trim() === '') params.delete('coupon_code');
    else params.set('coupon_code', coupon.trim());
    setSearchParams(params, { replace: true });
  };
  const priceError = price.isError ? apiErrorMessage(price.error, locale) : null;
  const backSearch = new URLSearchParams(searchParams);
  for (const key of [...backSearch.keys()]) if (key.startsWith('selected_rooms[')) backSearch.delete(key);

  return (
    <section className="sk-checkout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.guestDetailsTitle}</h2>
      <CheckoutSteps current="guest-detail" withPayment />
      <Link className="sk-back-link" to={{ pathname: '/booking/result', search: backSearch.toString() }}>
        {text.changeSelection}
      </Link>
      {price.isPending && <Spinner />}
      {priceError !== null && (
        <div className="sk-checkout-error" role="alert">
          <p>{priceError}</p>
          {checkout.couponCode !== undefined && (
            <button type="button" className="sk-button" onClick={() => removeCoupon()}>
              {text.removeCoupon}
            </button>
          )}
        </div>
      )}
      {price.data && <PriceSummary price={price.data.data} currency={hotel.currency} locale={locale} />}
      <form className="sk-coupon-form" onSubmit={applyCoupon}>
        <div className="sk-field">
          <label htmlFor={`${id}-coupon`}>{text.couponCode}</label>
          <input
            id={`${id}-coupon`}
            type="text"
            autoComplete="off"
            maxLength={64}
            value={coupon}
            onChange={(event) => setCoupon(event.target.value)}
          />
        </div>
        <button type="submit" className="sk-button">
          {text.applyCoupon}
        </button>
      </form>
      <GuestForm
        initial={initialForm}
        locale={isLocale(locale) ? locale : 'en'}
        roomCount={roomCount}
        kana={locale === 'ja'}
        taiwanReceipt={hotel.currency === 'TWD'}
        onChange={(values) => saveGuestForm(formStorage, hotel.hotel_code, values, now())}
        onSubmit={(values) => onGuestDetails?.(values, checkout)}
        submitLabel={text.continueToPayment}
      />
    </section>
  );
}
