import type { components } from '@staykit/sdk';
import { useMessages } from '../../i18n/useMessages';
import { formatPrice } from './formatPrice';

type RoomTypeResult = components['schemas']['RoomTypeResult'];
type RoomPlanResult = components['schemas']['RoomPlanResult'];
type PlanResult = components['schemas']['PlanResult'];

type Money = components['schemas']['Money'];

/** The currency of the results and the locale to write prices in. */
interface PriceContext {
  currency: string;
  locale: string;
}

/** One bookable room plan: its name, total price and discounts. */
function Offer({ name, plan, money }: { name: string; plan: RoomPlanResult; money: PriceContext }) {
  const text = useMessages();
  const price = (amount: number, mcp?: Money | null) =>
    formatPrice(amount, money.currency, money.locale, mcp);
  const discounts = plan.discounts.filter((discount) => discount.discount_amount > 0);
  return (
    <li className="sk-offer">
      <span className="sk-offer-name">{name}</span>
      <span className="sk-offer-price" data-testid="price">
        {price(plan.price.total_price, plan.price.mcp_total_price)}
      </span>
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
}

/** Results by room (B §3 Room result): each room type with its plans and their prices. */
export function RoomResults({ rooms, currency, locale }: RoomResultsProps) {
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
                plan={plan}
                money={{ currency, locale }}
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
}

/** Results by plan (B §3 Plan result): each plan with the rooms it can be booked in and their prices. */
export function PlanResults({ plans, currency, locale }: PlanResultsProps) {
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
                  plan={roomPlan}
                  money={{ currency, locale }}
                />
              )),
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}
