const all = ['staykit'] as const;
const hotel = (hotelIdOrCode: number | string) => [...all, 'hotel', hotelIdOrCode] as const;
const brand = (brandId: number) => [...all, 'brand', brandId] as const;
const settings = (hotelCode: string) => [...hotel(hotelCode), 'settings'] as const;
const rooms = (hotelId: number) => [...hotel(hotelId), 'rooms'] as const;
const reservations = (hotelId: number) => [...hotel(hotelId), 'reservations'] as const;
const cancellationPolicies = (hotelId: number) => [...hotel(hotelId), 'cancellationPolicies'] as const;
const reservationScope = (hotelId: number, reservationId: string) =>
  [...reservations(hotelId), reservationId] as const;
const reservationLookups = [...all, 'reservationLookup'] as const;
const payLinks = [...all, 'payLink'] as const;
const payLink = (paymentNumber: string) => [...payLinks, paymentNumber] as const;
const marketingEmails = [...all, 'marketingEmails'] as const;
const points = (hotelId: number) => [...hotel(hotelId), 'points'] as const;
const savedCards = (hotelId: number) => [...hotel(hotelId), 'savedCards'] as const;
const account = [...all, 'account'] as const;
const lottery = (hotelId: number) => [...hotel(hotelId), 'lottery'] as const;
const agency = [...all, 'agency'] as const;

/**
 * The prefixes of Staykit query keys, which `staykitKeys` exports with each query's own key: every
 * operation's key in `react-hooks/hooks.yaml` extends one of them, and mutations invalidate through them.
 */
export const keyScopes = {
  /** Every Staykit query: `['staykit']`. */
  all,
  /** Everything of one hotel, by id or code. */
  hotel,
  /** Everything of one brand. */
  brand,
  /** A hotel's settings (widget, sign-in button, recommender), by hotel code. */
  settings,
  /** A hotel's room searches, availability, prices and inventory. */
  rooms,
  /** A hotel's reservations. */
  reservations,
  /** A hotel's cancellation policies. */
  cancellationPolicies,
  /** One reservation and what hangs on it (payment, receipt, answers, update settings). */
  reservationScope,
  /** Reservations found by number and e-mail. */
  reservationLookups,
  /** Every pay link. */
  payLinks,
  /** One pay link and its transaction, by payment number. */
  payLink,
  /** Marketing e-mail subscriptions. */
  marketingEmails,
  /** A member's points at a hotel. */
  points,
  /** A member's saved cards at a hotel. */
  savedCards,
  /** The signed-in member's account: profile, programmes, organization. */
  account,
  /** A hotel's lottery events and entries. */
  lottery,
  /** The agency storefront: hotel search, ratings, temporary storage, agency reservations. */
  agency,
};
