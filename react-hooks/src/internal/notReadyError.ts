import { StaykitError } from '@staykit/sdk';

const TITLES = { no_hotel_code: 'No hotel code' } as const;

/**
 * The error a query fails with, without a call, when its input is missing something the screen must
 * report rather than wait for: the widget opened without a hotel code cannot wait for one to appear.
 */
export function notReadyError(code: keyof typeof TITLES): StaykitError {
  return new StaykitError({ status: 0, code, title: TITLES[code], message: TITLES[code] });
}
