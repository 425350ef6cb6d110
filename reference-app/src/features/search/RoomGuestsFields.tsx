import type { components } from '@staykit/sdk';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { Stepper } from '../../components/ui/Stepper';
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

/**
 * The guests of one room (the search's per-room guest mix): adults, and children the hotel's way — a
 * stepper per child tier in tiers modes (one tier code per child is sent), or a count and each child's
 * age in ages mode.
 */
export function RoomGuestsFields(props: RoomGuestsFieldsProps) {
  const { room, onChange, childrenMode, tiers, maxGuests } = props;
  const text = useMessages();
  const invalid = props.errorId !== undefined;
  const tierCount = (code: string) => room.kidsTiers.filter((tier) => tier === code).length;
  const setTierCount = (code: string, wanted: number) => {
    // Keep the hotel's tier order, so the same guests always give the same URL.
    const counts = new Map(tiers.map((tier) => [tier.code, tierCount(tier.code)]));
    counts.set(code, Math.max(0, Math.min(maxGuests, wanted || 0)));
    onChange({
      ...room,
      kidsTiers: tiers.flatMap((tier) => Array(counts.get(tier.code) ?? 0).fill(tier.code)),
    });
  };
  const setChildCount = (wanted: number) => {
    const size = Math.max(0, Math.min(maxGuests, wanted || 0));
    onChange({ ...room, kidsAges: Array.from({ length: size }, (_, index) => room.kidsAges[index] ?? 0) });
  };
  const stepper = (
    key: string,
    label: string,
    value: number,
    min: number,
    change: (value: number) => void,
  ) => (
    <Field key={key} label={label} className="sk-guest-count" describedBy={props.errorId}>
      {(control) => (
        <Stepper
          {...control}
          {...(invalid ? { 'aria-invalid': true } : {})}
          value={value}
          min={min}
          max={maxGuests}
          onChange={change}
          decreaseLabel={text.format('stepperDecrease', { item: label })}
          increaseLabel={text.format('stepperIncrease', { item: label })}
        />
      )}
    </Field>
  );

  return (
    <fieldset className="sk-room-guests">
      <legend>{props.legend}</legend>
      {stepper('adults', text.adults, room.adults, 1, (adults) =>
        onChange({ ...room, adults: Math.max(1, adults || 1) }),
      )}
      {childrenMode === 'ages' ? (
        <>
          {stepper('children', text.children, room.kidsAges.length, 0, setChildCount)}
          {room.kidsAges.map((age, index) => (
            <SelectField
              key={index}
              className="sk-child-age"
              label={text.format('childAge', { n: index + 1 })}
              value={age}
              onChange={(event) =>
                onChange({
                  ...room,
                  kidsAges: room.kidsAges.map((old, at) => (at === index ? Number(event.target.value) : old)),
                })
              }
              describedBy={props.errorId}
              {...(invalid ? { 'aria-invalid': true } : {})}
            >
              {AGES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          ))}
        </>
      ) : (
        tiers.map((tier) =>
          stepper(
            `tier-${tier.code}`,
            tier.min_age == null && tier.max_age == null
              ? text.format('childrenInTier', { tier: tier.name ?? tier.code })
              : text.format('childrenInTierAges', {
                  tier: tier.name ?? tier.code,
                  min: tier.min_age ?? 0,
                  max: tier.max_age ?? 17,
                }),
            tierCount(tier.code),
            0,
            (count) => setTierCount(tier.code, count),
          ),
        )
      )}
    </fieldset>
  );
}
