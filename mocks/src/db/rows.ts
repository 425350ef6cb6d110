/**
 * The rows of the mock's store, one interface per table. Fields that the contract enumerates carry the
 * contract's type, and the nested parts of a reservation (its booker, rooms, price, extras, answers and
 * the stock it holds) are stored as the values themselves, so nothing read from the store needs parsing
 * or a cast.
 */
export type * from './accountRows';
export type * from './hotelRows';
export type * from './lotteryRows';
export type * from './agencyRows';
export type * from './memberRows';
export type * from './reservationRows';
