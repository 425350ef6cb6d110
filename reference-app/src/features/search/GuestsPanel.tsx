import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Field } from '../../components/ui/Field';
import { Stepper } from '../../components/ui/Stepper';
import { useMessages } from '../../i18n/useMessages';
import type { GuestsPickerProps } from './GuestsPicker';
import { RoomGuestsFields } from './RoomGuestsFields';

/**
 * Props of `GuestsPanel`: the picker's, with the panel's id, its label's id, and what "Done" does.
 *
 * @example
 * ```ts
 * const props: Partial<GuestsPanelProps> = { id: 'guests-panel', labelId: 'guests-label' };
 * ```
 */
export interface GuestsPanelProps extends Omit<GuestsPickerProps, 'open' | 'onOpenChange'> {
  id: string;
  labelId: string;
  onDone: () => void;
}

/**
 * The steppers of `GuestsPicker`'s panel: rooms, "different guests in each room", then the adults and
 * children of each room (or of every room at once), and "Done". It loads when the picker first opens.
 *
 * @example
 * ```tsx
 * <GuestsPanel {...pickerProps} id="guests-panel" labelId="guests-label" onDone={close} />
 * ```
 */
export function GuestsPanel(props: GuestsPanelProps) {
  const { rooms, separateRooms } = props;
  const text = useMessages();
  const shown = separateRooms ? rooms : rooms.slice(0, 1);
  return (
    <div className="sk-guests-panel" id={props.id} role="group" aria-labelledby={props.labelId}>
      <Field label={text.roomCount} className="sk-guest-count" describedBy={props.errorId('rooms')}>
        {(control) => (
          <Stepper
            {...control}
            value={rooms.length}
            min={1}
            max={props.maxRooms}
            required
            onChange={(count) => props.onRoomCount(count || 1)}
            decreaseLabel={text.format('stepperDecrease', { item: text.roomCount })}
            increaseLabel={text.format('stepperIncrease', { item: text.roomCount })}
          />
        )}
      </Field>
      {rooms.length > 1 && (
        <Checkbox
          label={text.differentGuestsPerRoom}
          checked={separateRooms}
          onChange={(event) => props.onSeparateRooms(event.target.checked)}
        />
      )}
      {shown.map((room, index) => (
        <RoomGuestsFields
          key={index}
          legend={separateRooms ? text.format('roomNumber', { n: index + 1 }) : text.guestsPerRoom}
          room={room}
          onChange={(next) => props.onRoomChange(index, next)}
          childrenMode={props.childrenMode}
          tiers={props.tiers}
          maxGuests={props.maxGuests}
          errorId={props.errorId(`room-${index}`)}
        />
      ))}
      <div className="sk-guests-done">
        <Button variant="secondary" onClick={props.onDone}>
          {text.done}
        </Button>
      </div>
    </div>
  );
}
