/**
 * The contract's one cap on guests per room, the same in every operation that takes them (search,
 * price, booking, update, answers, lottery, agency): 1 to 99 adults, 0 to 99 children or any other
 * head count. A hotel's `max_guests_per_room` lowers it per hotel.
 */
export const ADULTS = { min: 1, max: 99 } as const;

/** Children, companions, or people of a kind in one room (see {@link ADULTS}). */
export const HEADS = { min: 0, max: 99 } as const;

/**
 * A room's kids tiers as the contract's `KidsTierCodes` takes them everywhere: one code per child, at
 * most 99, each 1 to 16 letters, digits or `_`.
 */
export const KIDS_TIER_CODES = {
  minLength: 1,
  maxLength: 16,
  pattern: /^[A-Za-z0-9_]+$/,
  maxItems: 99,
} as const;
