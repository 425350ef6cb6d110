import { describe, expect, it } from 'vitest';
import { validateTermsAccepted } from './validateTermsAccepted';

describe('validateTermsAccepted', () => {
  it('accepts a ticked box', () => {
    expect(validateTermsAccepted(true)).toBeNull();
  });

  it.each([false, null, undefined])('refuses %s', (accepted) => {
    expect(validateTermsAccepted(accepted)).toBe('not_accepted');
  });
});
