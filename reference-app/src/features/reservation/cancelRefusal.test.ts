import { describe, expect, it } from 'vitest';
import { cancelRefusalHandling } from './cancelRefusal';

describe('cancel refusals by code', () => {
  it.each([
    ['price_changed', 'fee_changed'],
    ['cancellation_same_day', 'by_phone'],
    ['sign_out_required', 'sign_out'],
    ['1250', 'find_again'],
    ['edited_by_staff', 'final'],
    ['update_deadline_passed', 'final'],
    ['reservation_access_denied', 'final'],
    ['reservation_not_found', 'final'],
    ['3504', 'final'],
    ['3013', 'retry'],
    ['3016', 'retry'],
    ['3203', 'retry'],
    ['network_error', 'retry'],
    ['toString', 'retry'],
  ])('%s → %s', (code, handling) => {
    expect(cancelRefusalHandling(code)).toBe(handling);
  });
});
