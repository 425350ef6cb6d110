import { appliesPaymentPromotion, type components } from '@staykit/sdk';
import { Link } from 'react-router';
import { fillMessage } from '../../i18n/fillMessage';
import { useMessages } from '../../i18n/useMessages';
import { formatPrice } from '../../components/formatPrice';
import type { PickedOffer } from './guestDetailPath';

type RoomTypeResult = components['schemas']['RoomTypeResult'];
type RoomPlanResult = components['schemas']['RoomPlanResult'];
type PlanResult = components['schemas']['PlanResult'];

type Money = components['schemas']['Money'];
type PaymentPromotionInfo = components['schemas']['PaymentPromotionInfo'];

/** The currency of the results, the locale to write prices in, where picking an offer leads, and the card promotion. */
interface PriceContext {
  currency: string;
  locale: string;
  offerLink: (offer: PickedOffer) => string;
  promotion: PaymentPromotionInfo | null;
  /** Why an offer cannot be picked (update mode), or null when it can. */
  unselectableReason?: ((offer: PickedOffer) => string | null) | undefined;
}

/** One bookable room plan: its name, total price and discounts. */
function Offer(props: {
  name: string;
  roomTypeName: string;
  roomTypeCode: string;
  plan: RoomPlanResult;
  money: PriceContext;
}) {
  const { name, plan, money } = props;
  const text = useMessages();
  const price = (amount: number, mcp?: Money | null) =>
    formatPrice(amount, money.currency, money.locale, mcp);
  const discounts = plan.discounts.filter((discount) => discount.discount_amount > 0);
  const picked: PickedOffer = {
    roomTypeCode: props.roomTypeCode,
    roomPlanCode: plan.room_plan_code,
    hotelPlanCode: plan.hotel_plan_code,
    paymentMethods: plan.payment_method,
    totalPrice: plan.price.total_price,
    tax: plan.price.tax ?? 0,
  };
  const unselectable = money.unselectableReason?.(picked) ?? null;
  return (
    <li className="sk-offer">
      <span className="sk-offer-name">{name}</span>
      <span className="sk-offer-price" data-testid="price">
        {price(plan.price.total_price, plan.price.mcp_total_price)}
      </span>
      {unselectable === null ? (
        <Link
          className="sk-button sk-offer-select"
          to={money.offerLink(picked)}
          aria-label={fillMessage(text.selectOffer, {
            room: props.roomTypeName,
            plan: plan.hotel_plan_name ?? plan.room_plan_name,
          })}
        >
          {text.select}
        </Link>
      ) : (
        <span className="sk-offer-unselectable">{unselectable}</span>
      )}
      {money.promotion && appliesPaymentPromotion(plan, money.promotion) && (
        // B §5 payment promotion: only plans payable by card, as the hotel's include/exclude list says.
        <span className="sk-offer-promotion">{money.promotion.description ?? text.cardPromotion}</span>
      )}
      {discounts.length > 0 && (
        <ul className="sk-offer-discounts" aria-label={text.discount}>
          {discounts.map((discount, index) => (
            <li key={`${discount.discount_type}-${index}`}>
              {text.discount}: −{price(discount.discount_amount, discount.mcp_discount_amount)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Props of `RoomResults`. */
export interface RoomResultsProps {
  rooms: readonly RoomTypeResult[];
  currency: string;
  locale: string;
  /** Where picking an offer leads (see `guestDetailPath`). */
  offerLink: (offer: PickedOffer) => string;
  /** The search's payment promotion (`payment_promotion_info`), if any. */
  promotion: PaymentPromotionInfo | null;
  /** Why an offer cannot be picked (update mode: another plan, or no change possible now); null when it can. */
  unselectableReason?: ((offer: PickedOffer) => string | null) | undefined;
}

/** Results by room (B §3 Room result): each room type with its plans and their prices. */
export function RoomResults(props: RoomResultsProps) {
  const { rooms, currency, locale, offerLink, promotion, unselectableReason } = props;
  return (
    <ul className="sk-results">
      {rooms.map((room) => (
        <li key={room.room_type_code} className="sk-result">
          <h3>{room.room_type_name}</h3>
          <ul className="sk-offers">
            {room.room_plans.map((plan) => (
              <Offer
                key={plan.room_plan_code}
                name={plan.hotel_plan_name ?? plan.room_plan_name}
                roomTypeName={room.room_type_name}
                roomTypeCode={room.room_type_code}
                plan={plan}
                money={{ currency, locale, offerLink, promotion, unselectableReason }}
              />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Props of `PlanResults`. */
export interface PlanResultsProps {
  plans: readonly PlanResult[];
  currency: string;
  locale: string;
  /** Where picking an offer leads (see `guestDetailPath`). */
  offerLink: (offer: PickedOffer) => string;
  /** The search's payment promotion (`payment_promotion_info`), if any. */
  promotion: PaymentPromotionInfo | null;
  /** Why an offer cannot be picked (update mode: another plan, or no change possible now); null when it can. */
  unselectableReason?: ((offer: PickedOffer) => string | null) | undefined;
}

/** Results by plan (B §3 Plan result): each plan with the rooms it can be booked in and their prices. */
export function PlanResults(props: PlanResultsProps) {
  const { plans, currency, locale, offerLink, promotion, unselectableReason } = props;
  return (
    <ul className="sk-results">
      {plans.map((plan) => (
        <li key={plan.code} className="sk-result">
          <h3>{plan.name}</h3>
          <ul className="sk-offers">
            {plan.rooms.flatMap((room) =>
              room.room_plans.map((roomPlan) => (
                <Offer
                  key={roomPlan.room_plan_code}
                  name={room.room_type_name}
                  roomTypeName={room.room_type_name}
                  roomTypeCode={room.room_type_code}
                  plan={roomPlan}
                  money={{ currency, locale, offerLink, promotion, unselectableReason }}
                />
              )),
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}
