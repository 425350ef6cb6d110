import { describe, expect, it } from 'vitest';
import { unsubscribeSuccessPath } from './unsubscribeSuccessPath';

describe('unsubscribeSuccessPath', () => {
  it('keeps the language and frame parameters and drops the token', () => {
    expect(unsubscribeSuccessPath(new URLSearchParams('token=ue_hanako_subscribed&locale=en&iframe=1'))).toBe(
      '/unsubscribe-email/success?locale=en&iframe=1',
    );
    expect(unsubscribeSuccessPath(new URLSearchParams('token=ue_x'))).toBe('/unsubscribe-email/success');
  });
});
