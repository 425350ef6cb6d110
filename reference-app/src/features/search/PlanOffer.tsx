import { appliesPaymentPromotion, type components } from '@staykit/sdk';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { buttonClass } from '../../components/ui/Button';
import { formatPrice } from '../../lib/formatPrice';
import { useMessages } from '../../i18n/useMessages';
import { CancellationBadge } from './CancellationBadge';
import type { PickedOffer } from './guestDetailPath';

type RoomPlanResult = components['schemas']['RoomPlanResult'];
type Money = components['schemas']['Money'];
type PaymentPromotionInfo = components['schemas']['PaymentPromotionInfo'];

/**
 * What every offer of a search shares: the currency and locale of its prices, the stay they are for,
 * where picking one leads, the card promotion, and the hotel (for the cancellation terms).
 *
 * @example
 * ```ts
 * const context: OfferContext = {
 *   currency: 'JPY', locale: 'en', nights: 2, dayUse: false, offerLink: () => '/reservation/guest-detail',
 *   promotion: null, hotelId: 101, checkin: '2026-12-10', timeZone: 'Asia/Tokyo', now: new Date(),
 * };
 * ```
 */
export interface OfferContext {
  currency: string;
  locale: string;
  /** Nights the prices are for (the searched stay). */
  nights: number;
  dayUse: boolean;
  offerLink: (offer: PickedOffer) => string;
  promotion: PaymentPromotionInfo | null;
  /** Why an offer cannot be picked (update mode), or null when it can. */
  unselectableReason?: ((offer: PickedOffer) => string | null) | undefined;
  hotelId: number;
  /** The searched check-in (null when undated): the cancellation terms are read for it. */
  checkin: string | null;
  timeZone: string;
  /** The current time (the free-cancellation badge says nothing once that period is over). */
  now: Date;
}

/** Props of `PlanOffer`. */
export interface PlanOfferProps {
  /** The row's name: the plan's (results by room) or the room's (results by plan). */
  name: string;
  /** A line under the name: what the plan includes, or the room's facts. */
  detail?: string | null | undefined;
  roomTypeName: string;
  roomTypeCode: string;
  plan: RoomPlanResult;
  context: OfferContext;
}

/** Payment terms in a word: at the hotel, now, or either. */
function paymentBadge(methods: readonly string[]): 'payOnSite' | 'payPrePaid' | 'payNowOrAtHotel' {
  const atHotel = methods.some((method) => method === 'on_site' || method === 'on_site_credit_card_required');
  const now = methods.some((method) => !method.startsWith('on_site'));
  if (atHotel && now) return 'payNowOrAtHotel';
  return atHotel ? 'payOnSite' : 'payPrePaid';
}

/**
 * One bookable offer (a plan in a room) as a row: its name and what it includes, its terms as badges
 * (payment, cancellation, members only, the card promotion, the discount), and at its end the price of
 * the whole stay, what that price covers, and the primary button that picks it.
 */
export function PlanOffer({ name, detail, roomTypeName, roomTypeCode, plan, context }: PlanOfferProps) {
  const text = useMessages();
  const price = (amount: number, mcp?: Money | null) =>
    formatPrice(amount, context.currency, context.locale, mcp);
  const discount = plan.discounts.reduce((sum, item) => sum + item.discount_amount, 0);
  const mcpDiscount = plan.discounts.every((item) => item.mcp_discount_amount)
    ? plan.discounts.reduce<Money | null>(
        (sum, item) =>
          item.mcp_discount_amount
            ? {
                cents: (sum?.cents ?? 0) + item.mcp_discount_amount.cents,
                currency: item.mcp_discount_amount.currency,
              }
            : sum,
        null,
      )
    : null;
  const picked: PickedOffer = {
    roomTypeCode,
    roomPlanCode: plan.room_plan_code,
    hotelPlanCode: plan.hotel_plan_code,
    paymentMethods: plan.payment_method,
    totalPrice: plan.price.total_price,
    tax: plan.price.tax ?? 0,
  };
  const unselectable = context.unselectableReason?.(picked) ?? null;
  const stayNote = context.dayUse
    ? text.priceForDayUse
    : text.format('priceForNights', { nights: context.nights });
  const planName = plan.hotel_plan_name ?? plan.room_plan_name;
  return (
    <li className="sk-offer">
      <div className="sk-offer-main">
        <h4 className="sk-offer-name">{name}</h4>
        {detail && <p className="sk-offer-detail">{detail}</p>}
        <ul className="sk-offer-badges">
          <li>
            <Badge>{text[paymentBadge(plan.payment_method)]}</Badge>
          </li>
          <CancellationBadge
            hotelId={context.hotelId}
            policyId={plan.cancellation_policy_id}
            checkin={context.checkin}
            locale={context.locale}
            timeZone={context.timeZone}
            now={context.now}
          />
          {plan.members_only === true && (
            <li>
              <Badge tone="info">{text.membersOnly}</Badge>
            </li>
          )}
          {discount > 0 && (
            <li>
              <Badge tone="success">
                {text.format('saveAmount', { amount: price(discount, mcpDiscount) })}
              </Badge>
            </li>
          )}
          {context.promotion && appliesPaymentPromotion(plan, context.promotion) && (
            // Only plans payable by card, as the hotel's include/exclude list says (PaymentPromotionInfo).
            <li>
              <Badge tone="info">{context.promotion.description ?? text.cardPromotion}</Badge>
            </li>
          )}
        </ul>
      </div>
      <div className="sk-offer-buy">
        <div className="sk-offer-amount">
          <p className="sk-offer-price" data-testid="price">
            {price(plan.price.total_price, plan.price.mcp_total_price)}
          </p>
          <p className="sk-offer-stay">{stayNote}</p>
        </div>
        {unselectable === null ? (
          <Link
            className={buttonClass('primary')}
            to={context.offerLink(picked)}
            // The checkout's address carries codes only: the names ride along for its summary.
            state={{ room: roomTypeName, plan: planName }}
            aria-label={text.format('selectOffer', { room: roomTypeName, plan: planName })}
          >
            {text.select}
          </Link>
        ) : (
          <p className="sk-offer-unselectable">{unselectable}</p>
        )}
      </div>
    </li>
  );
}
