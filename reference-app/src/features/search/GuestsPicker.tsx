import type { components } from '@staykit/sdk';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../components/ui/Icon';
import { useMessages } from '../../i18n/useMessages';
import { onDemand, useOnDemand } from '../../lib/onDemand';
import { childrenOf, type RoomGuests } from './searchQuery';

type ChildrenMode = components['schemas']['ChildrenMode'];
type HotelKidsTier = components['schemas']['HotelKidsTier'];

// The panel's steppers load when the pointer or focus reaches the button (or on the first opening).
const guestsPanel = onDemand(() => import('./GuestsPanel').then((module) => module.GuestsPanel));

/**
 * Fetches the guests panel's code ahead of its first opening (tests); repeated calls share one load.
 *
 * @example
 * ```ts
 * await preloadGuestsPanel();
 * ```
 */
export function preloadGuestsPanel(): Promise<unknown> {
  return guestsPanel.preload();
}

/** Props of `GuestsPicker`. */
export interface GuestsPickerProps {
  rooms: readonly RoomGuests[];
  /** Each room has its own guests (otherwise every room takes the first room's). */
  separateRooms: boolean;
  onRoomCount: (count: number) => void;
  onSeparateRooms: (separate: boolean) => void;
  onRoomChange: (index: number, room: RoomGuests) => void;
  childrenMode: ChildrenMode;
  tiers: readonly HotelKidsTier[];
  maxGuests: number;
  maxRooms: number;
  /** The id of a problem's message for the room count, or for room `index`, when there is one. */
  errorId: (field: string) => string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Guests and rooms as one field: a button that says how many ("Guests: 2 · Rooms: 1") and opens a panel
 * of steppers — rooms, then the adults and children of each room (the same in every room, or room by
 * room). On a wide screen the panel floats under the button; Escape, a click elsewhere or "Done" closes it
 * and focus goes back to the button. Its fields are rendered only while it is open, and their code
 * (`GuestsPanel`) loads only when it is about to be.
 */
export function GuestsPicker(props: GuestsPickerProps) {
  const { rooms, open, onOpenChange } = props;
  const Panel = useOnDemand(guestsPanel, open);
  const text = useMessages();
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const guests = rooms.reduce((sum, room) => sum + room.adults + childrenOf(room, props.childrenMode), 0);
  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  return (
    <div
      className="sk-guests"
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <span className="sk-field-label" id={`${id}-label`}>
        {text.guestsAndRooms}
      </span>
      <button
        ref={button}
        type="button"
        className="sk-guests-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => onOpenChange(!open)}
        onPointerEnter={() => void guestsPanel.preload()}
        onFocus={() => void guestsPanel.preload()}
      >
        <Icon name="users" />
        <span id={`${id}-value`}>{text.format('guestsSummary', { guests, rooms: rooms.length })}</span>
        <Icon name="chevronDown" className="sk-guests-chevron" />
      </button>
      {open && Panel && (
        <Panel {...props} id={`${id}-panel`} labelId={`${id}-label`} onDone={() => close(true)} />
      )}
    </div>
  );
}
