import { useDiscountCoupons, useUserVouchers } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';

type Schemas = components['schemas'];

const STATES: Readonly<Record<Schemas['VoucherStatus'], readonly [MessageKey, BadgeTone]>> = {
  available: ['promotionAvailable', 'success'],
  pending: ['promotionPending', 'info'],
  consumed: ['promotionConsumed', 'neutral'],
  expired: ['promotionExpired', 'warning'],
};

/** Props of `Promotions`. */
export interface PromotionsProps {
  hotelId: number;
  locale: string;
  /** The hotel's currency, in which vouchers and amount coupons are counted. */
  currency: string;
}

/**
 * The member's vouchers and coupons (`/my-account/promotions`), each with the state it shows (available,
 * reserved for an upcoming stay, used, expired), its value, last day and conditions: a voucher's stay
 * period and excluded dates, a coupon's plans, first nights and uses.
 *
 * @example
 * ```tsx
 * <Promotions hotelId={101} locale="en" currency="JPY" />
 * ```
 */
export function Promotions({ hotelId, locale, currency }: PromotionsProps) {
  const text = useMessages();
  const id = useId();
  const vouchers = useUserVouchers({ params: { query: { per_page: 50 } } });
  const coupons = useDiscountCoupons({ params: { path: { hotel_id: hotelId }, query: { per_page: 50 } } });
  const date = (value: string) => formatDate(value, locale);
  const list = new Intl.ListFormat(locale.replace('_', '-'), { type: 'conjunction' });

  return (
    <div className="sk-stack">
      <Card as="section" className="sk-stack" aria-labelledby={`${id}-vouchers`}>
        <h3 id={`${id}-vouchers`}>{text.vouchersTitle}</h3>
        {vouchers.isError && (
          <Alert tone="danger" role="alert">
            {apiErrorMessage(vouchers.error, locale)}
          </Alert>
        )}
        {vouchers.isPending && <Spinner />}
        {vouchers.data?.length === 0 && <p className="sk-account-empty">{text.vouchersEmpty}</p>}
        {vouchers.data && vouchers.data.length > 0 && (
          <ul className="sk-account-lines" aria-labelledby={`${id}-vouchers`}>
            {vouchers.data.map((voucher) => {
              const [state, tone] = STATES[voucher.ui_status];
              return (
                <li key={voucher.number} className="sk-account-line">
                  <div className="sk-stack sk-stack-tight">
                    <strong>{voucher.name}</strong>
                    <span className="sk-account-note sk-account-meta">
                      <span>{voucher.number}</span>
                      <span>{text.format('promotionValidUntil', { date: date(voucher.valid_through) })}</span>
                    </span>
                    {voucher.stay_period?.start_date && voucher.stay_period.end_date && (
                      <span className="sk-account-note">
                        {text.format('voucherStayPeriod', {
                          from: date(voucher.stay_period.start_date),
                          to: date(voucher.stay_period.end_date),
                        })}
                      </span>
                    )}
                    {voucher.excluded_dates && voucher.excluded_dates.length > 0 && (
                      <span className="sk-account-note">
                        {text.format('voucherExcludedDates', {
                          dates: list.format(voucher.excluded_dates.map(date)),
                        })}
                      </span>
                    )}
                    {voucher.reservation_number && (
                      <span className="sk-account-note">
                        {text.format('promotionReservation', { number: voucher.reservation_number })}
                      </span>
                    )}
                  </div>
                  <div className="sk-account-line-end">
                    <Badge tone={tone}>{text[state]}</Badge>
                    <span className="sk-account-amount">{formatPrice(voucher.amount, currency, locale)}</span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <Card as="section" className="sk-stack" aria-labelledby={`${id}-coupons`}>
        <h3 id={`${id}-coupons`}>{text.couponsTitle}</h3>
        {coupons.isError && (
          <Alert tone="danger" role="alert">
            {apiErrorMessage(coupons.error, locale)}
          </Alert>
        )}
        {coupons.isPending && <Spinner />}
        {coupons.data?.length === 0 && <p className="sk-account-empty">{text.couponsEmpty}</p>}
        {coupons.data && coupons.data.length > 0 && (
          <ul className="sk-account-lines" aria-labelledby={`${id}-coupons`}>
            {coupons.data.map((coupon) => {
              const [state, tone] = STATES[coupon.status];
              const off =
                coupon.discount.discount_type === 'percentage'
                  ? new Intl.NumberFormat(locale.replace('_', '-'), { style: 'percent' }).format(
                      coupon.discount.value / 100,
                    )
                  : formatPrice(coupon.discount.value, currency, locale);
              return (
                <li key={coupon.code} className="sk-account-line">
                  <div className="sk-stack sk-stack-tight">
                    <strong>{coupon.name ?? coupon.code}</strong>
                    <span className="sk-account-note sk-account-meta">
                      <span>{text.format('couponCodeLine', { code: coupon.code })}</span>
                      <span>{text.format('promotionValidUntil', { date: date(coupon.valid_until) })}</span>
                    </span>
                    {coupon.target_hotel_plan_codes && (
                      <span className="sk-account-note">{text.couponSomePlans}</span>
                    )}
                    {coupon.max_discounted_nights !== undefined && (
                      <span className="sk-account-note">
                        {text.format('couponFirstNights', { nights: coupon.max_discounted_nights })}
                      </span>
                    )}
                    {coupon.usage_limit !== undefined && (
                      <span className="sk-account-note">
                        {text.format('couponUses', { used: coupon.usage_count, limit: coupon.usage_limit })}
                      </span>
                    )}
                    {coupon.reservation_number && (
                      <span className="sk-account-note">
                        {text.format('promotionReservation', { number: coupon.reservation_number })}
                      </span>
                    )}
                  </div>
                  <div className="sk-account-line-end">
                    <Badge tone={tone}>{text[state]}</Badge>
                    <span className="sk-account-amount">{text.format('couponOff', { amount: off })}</span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
