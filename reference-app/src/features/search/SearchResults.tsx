import type { components } from '@staykit/sdk';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Icon } from '../../components/ui/Icon';
import { Photo } from '../../components/ui/Photo';
import { useMessages } from '../../i18n/useMessages';
import { useProgressiveList } from '../../lib/useProgressiveList';
import './showMore.css';
import { PlanOffer, type OfferContext } from './PlanOffer';
import { RoomDescription } from './RoomDescription';

type RoomTypeResult = components['schemas']['RoomTypeResult'];
type PlanResult = components['schemas']['PlanResult'];

// At or below this many rooms left, the card says so.
const FEW_ROOMS_LEFT = 3;
// Plans rendered at a time (results by plan), and a room's plans (results by room): a page renders in one
// short task even on a slow phone; the rest wait behind "Show more".
const PLAN_PAGE = 10;
const ROOM_PLAN_PAGE = 5;

/** The "show more" button under a list shown a page at a time; nothing when all of it shows. */
function ShowMorePlans({ next, onClick }: { next: number; onClick: () => void }) {
  const text = useMessages();
  if (next === 0) return null;
  return (
    <Button variant="secondary" className="sk-show-more" onClick={onClick}>
      {text.format('showMorePlans', { count: next })}
    </Button>
  );
}

type RoomPlan = RoomTypeResult['room_plans'][number];

/** A room's plans, a page at a time. */
function RoomOffers({ room, context }: { room: RoomTypeResult; context: OfferContext }) {
  const { visible, next, showMore, listRef } = useProgressiveList<RoomPlan>(room.room_plans, ROOM_PLAN_PAGE);
  return (
    <>
      <ul className="sk-offers" ref={listRef}>
        {visible.map((plan) => (
          <PlanOffer
            key={plan.room_plan_code}
            name={plan.hotel_plan_name ?? plan.room_plan_name}
            detail={plan.description}
            roomTypeName={room.room_type_name}
            roomTypeCode={room.room_type_code}
            plan={plan}
            context={context}
          />
        ))}
      </ul>
      <ShowMorePlans next={next} onClick={showMore} />
    </>
  );
}

/** A room's facts in words: how many guests it takes, and how few rooms are left. */
function RoomFacts({ room }: { room: RoomTypeResult }) {
  const text = useMessages();
  const few = room.room_count > 0 && room.room_count <= FEW_ROOMS_LEFT;
  if (room.max_guests == null && !few) return null;
  return (
    <ul className="sk-room-facts">
      {room.max_guests != null && (
        <li>
          <Icon name="users" />
          {text.format('roomMaxGuests', { count: room.max_guests })}
        </li>
      )}
      {few && <li className="sk-room-few">{text.format('roomsLeft', { count: room.room_count })}</li>}
    </ul>
  );
}

/** Props of `RoomResults`. */
export interface RoomResultsProps {
  rooms: readonly RoomTypeResult[];
  context: OfferContext;
}

/**
 * Results by room (/booking/result): a card per room type with its picture (lazy, in a box of fixed
 * proportions, a placeholder when there is none), its name, facts and description, then its plans, each
 * with its terms, price and button (five at a time).
 */
export function RoomResults({ rooms, context }: RoomResultsProps) {
  const text = useMessages();
  return (
    <ul className="sk-results">
      {rooms.map((room) => (
        <Card as="li" key={room.room_type_code} className="sk-room">
          <div className="sk-room-about">
            <Photo
              className="sk-room-photo"
              src={room.image_urls?.[0]}
              alt={text.format('roomPhoto', { room: room.room_type_name })}
            />
            <div className="sk-room-text">
              <h3 className="sk-room-name">{room.room_type_name}</h3>
              <RoomFacts room={room} />
              {room.description && <RoomDescription description={room.description} />}
            </div>
          </div>
          <RoomOffers room={room} context={context} />
        </Card>
      ))}
    </ul>
  );
}

/** Props of `PlanResults`. */
export interface PlanResultsProps {
  plans: readonly PlanResult[];
  context: OfferContext;
}

/**
 * Results by plan (/booking/recommender): a card per plan with what it includes, then the rooms it can be
 * booked in, each with its facts, terms, price and button; ten plans at a time.
 */
export function PlanResults({ plans, context }: PlanResultsProps) {
  const text = useMessages();
  const { visible, next, showMore, listRef } = useProgressiveList(plans, PLAN_PAGE);
  return (
    <>
      <ul className="sk-results" ref={listRef}>
        {visible.map((plan) => (
          <Card as="li" key={plan.code} className="sk-plan">
            <div className="sk-plan-about">
              <h3 className="sk-plan-name">{plan.name}</h3>
              {plan.description && <p className="sk-plan-description">{plan.description}</p>}
            </div>
            <ul className="sk-offers">
              {plan.rooms.flatMap((room) =>
                room.room_plans.map((roomPlan) => (
                  <PlanOffer
                    key={`${room.room_type_code}-${roomPlan.room_plan_code}`}
                    name={room.room_type_name}
                    detail={
                      room.max_guests == null
                        ? null
                        : text.format('roomMaxGuests', { count: room.max_guests })
                    }
                    roomTypeName={room.room_type_name}
                    roomTypeCode={room.room_type_code}
                    plan={roomPlan}
                    context={context}
                  />
                )),
              )}
            </ul>
          </Card>
        ))}
      </ul>
      <ShowMorePlans next={next} onClick={showMore} />
    </>
  );
}
