import { useRoomPrice } from '@staykit/react';
import { type components } from '@staykit/sdk';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../components/apiErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import './checkout.css';
import { CheckoutSteps } from './CheckoutSteps';
import { PriceSummary } from './PriceSummary';
import { readCheckoutUrl, type CheckoutUrl } from './readCheckoutUrl';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `GuestDetailPage`. */
export interface GuestDetailPageProps {
  hotel: BookingWidgetInit;
  locale: string;
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
export function GuestDetailPage({ hotel, locale }: GuestDetailPageProps) {
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
    </section>
  );
}
