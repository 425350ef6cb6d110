import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { fillMessage } from '../../i18n/fillMessage';
import { useMessages } from '../../i18n/useMessages';
import type { RoomGuests } from './searchQuery';

type ChildrenMode = components['schemas']['ChildrenMode'];
type HotelKidsTier = components['schemas']['HotelKidsTier'];

/** Props of `RoomGuestsFields`. */
export interface RoomGuestsFieldsProps {
  legend: string;
  room: RoomGuests;
  onChange: (room: RoomGuests) => void;
  childrenMode: ChildrenMode;
  /** The hotel's child tiers (tiers modes), in the hotel's order. */
  tiers: readonly HotelKidsTier[];
  maxGuests: number;
  /** The id of this room's error message, when it has one. */
  errorId?: string | undefined;
}

const AGES = Array.from({ length: 18 }, (_, age) => age);

/** A tier's label: its name, with its ages when the hotel gives them. */
function tierLabel(tier: HotelKidsTier): string {
  const name = tier.name ?? tier.code;
  if (tier.min_age == null && tier.max_age == null) return name;
  return `${name} (${tier.min_age ?? 0}–${tier.max_age ?? 17})`;
}

/**
 * The guests of one room (B §3 Per-room guest mix): adults, and children the hotel's way — a count per
 * child tier in tiers modes (one tier code per child is sent), or a count and each child's age in ages mode.
 */
export function RoomGuestsFields(props: RoomGuestsFieldsProps) {
  const { room, onChange, childrenMode, tiers, maxGuests } = props;
  const text = useMessages();
  const id = useId();
  const invalid = props.errorId !== undefined;
  const described = invalid ? { 'aria-describedby': props.errorId, 'aria-invalid': true } : {};
  const tierCount = (code: string) => room.kidsTiers.filter((tier) => tier === code).length;
  const setTierCount = (code: string, wanted: number) => {
    // Keep the hotel's tier order, so the same guests always give the same URL.
    const counts = new Map(tiers.map((tier) => [tier.code, tierCount(tier.code)]));
    counts.set(code, Math.max(0, Math.min(maxGuests, wanted)));
    onChange({
      ...room,
      kidsTiers: tiers.flatMap((tier) => Array(counts.get(tier.code) ?? 0).fill(tier.code)),
    });
  };
  const setChildCount = (wanted: number) => {
    const size = Math.max(0, Math.min(maxGuests, wanted));
    onChange({ ...room, kidsAges: Array.from({ length: size }, (_, index) => room.kidsAges[index] ?? 0) });
  };

  return (
    <fieldset className="sk-room-guests">
      <legend>{props.legend}</legend>
      <div className="sk-field">
        <label htmlFor={`${id}-adults`}>{text.adults}</label>
        <input
          id={`${id}-adults`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxGuests}
          required
          value={room.adults}
          onChange={(event) => onChange({ ...room, adults: Math.max(1, event.target.valueAsNumber || 1) })}
          {...described}
        />
      </div>
      {childrenMode === 'ages' ? (
        <>
          <div className="sk-field">
            <label htmlFor={`${id}-children`}>{text.children}</label>
            <input
              id={`${id}-children`}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxGuests}
              value={room.kidsAges.length}
              onChange={(event) => setChildCount(event.target.valueAsNumber || 0)}
              {...described}
            />
          </div>
          {room.kidsAges.map((age, index) => (
            <div className="sk-field" key={index}>
              <label htmlFor={`${id}-age-${index}`}>{fillMessage(text.childAge, { n: index + 1 })}</label>
              <select
                id={`${id}-age-${index}`}
                value={age}
                onChange={(event) =>
                  onChange({
                    ...room,
                    kidsAges: room.kidsAges.map((old, at) =>
                      at === index ? Number(event.target.value) : old,
                    ),
                  })
                }
              >
                {AGES.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </>
      ) : (
        tiers.map((tier) => (
          <div className="sk-field" key={tier.code}>
            <label htmlFor={`${id}-tier-${tier.code}`}>
              {fillMessage(text.childrenInTier, { tier: tierLabel(tier) })}
            </label>
            <input
              id={`${id}-tier-${tier.code}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxGuests}
              value={tierCount(tier.code)}
              onChange={(event) => setTierCount(tier.code, event.target.valueAsNumber || 0)}
              {...described}
            />
          </div>
        ))
      )}
    </fieldset>
  );
}
