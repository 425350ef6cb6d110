/**
 * Points (the contract's `getPoints`, `spending_points` of `getRoomPrice`, `points_to_spend` of
 * `createReservation`): a member spends from the balance of the ledger (`pointLedger.ts`; a test token
 * the store does not know holds `POINTS.balance`), each point worth one unit of the hotel currency, in
 * steps of the increment and at least the minimum at a time, never more than the balance (2401) or the
 * price. Spending needs a signed-in member (401); the balance-down test tokens give
 * 3202 and 3502. Spending exactly the accommodation-tax trigger's points at a hotel that charges the tax
 * drops it to 0 (`accommodation_tax_changed` when the client did not expect it).
 */
import type { components } from '@staykit/sdk';
import { ApiError } from '../http/errors';
import { roundAmount } from '../lib/currencies';
import { POINTS } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';
import { spendableBalance } from './pointLedger';

export { POINTS } from '../seed/scenarios';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

/**
 * The point rules that need no price: a signed-in member (401), a readable balance (3202, 3502 for the
 * trigger tokens), the spending steps and minimum (`point_spend_invalid`) and the ledger's balance on
 * `today` (2401); `field` is the request's name for the points.
 *
 * @example
 * ```ts
 * checkPointSpend('member', 10_100, 'spending_points', '2026-11-26'); // throws 2401
 * ```
 */
export function checkPointSpend(
  userToken: string | null,
  points: number,
  field: string,
  today: string,
): void {
  if (userToken === null) {
    throw new ApiError('unauthorized', { message: 'Spending points needs a signed-in member' });
  }
  if (userToken === TRIGGERS.pointBalanceUnavailable.value)
    throw new ApiError('3202', { message: 'The point balance cannot be read now' });
  if (userToken === TRIGGERS.loyaltyBalanceUnavailable.value)
    throw new ApiError('3502', { message: 'The loyalty provider cannot give the point balance now' });
  if (points < POINTS.minimum || points % POINTS.increment !== 0) {
    throw new ApiError('point_spend_invalid', {
      message: `Points are spent in steps of ${POINTS.increment}, at least ${POINTS.minimum}`,
      fields: { [field]: [`must be a multiple of ${POINTS.increment}, at least ${POINTS.minimum}`] },
    });
  }
  const balance = spendableBalance(userToken, today);
  if (points > balance) {
    throw new ApiError('2401', {
      message: `The balance is ${balance} points`,
      fields: { [field]: [`must be at most the balance, ${balance}`] },
    });
  }
}

/**
 * Spends points on a price being written: the accommodation-tax trigger first drops the tax, then the
 * points (never more than the total: `point_spend_invalid`) come off the total, and a deposit is taken
 * again of what is left. Returns whether the tax was dropped.
 *
 * @example
 * ```ts
 * const taxDropped = spendPoints(price, 500, { field: 'spending_points', currency: 'JPY', deposit: null });
 * ```
 */
export function spendPoints(
  price: PriceBreakdown,
  points: number,
  options: { field: string; currency: components['schemas']['CurrencyCode']; deposit: number | null },
): boolean {
  const round = (amount: number): number => roundAmount(amount, options.currency);
  const accommodationTax = price.accommodation_tax ?? 0;
  const taxDropped =
    points > 0 &&
    `spending_points=${points}` === TRIGGERS.accommodationTaxChanged.value &&
    accommodationTax > 0;
  if (taxDropped) {
    price.total_price = round(price.total_price - accommodationTax);
    price.accommodation_tax = 0;
    price.total_price_before_point_discount = price.total_price;
  }
  if (points > 0) {
    if (points > price.total_price) {
      throw new ApiError('point_spend_invalid', {
        message: `At most ${price.total_price} points can be spent on this price`,
        fields: { [options.field]: [`must be at most the total price, ${price.total_price}`] },
      });
    }
    price.spending_point_value = points;
    price.total_price = round(price.total_price - points);
  }
  if (options.deposit !== null) {
    price.deposit_amount = round((price.total_price * options.deposit) / 100);
    price.remain_amount = round(price.total_price - price.deposit_amount);
  }
  return taxDropped;
}
