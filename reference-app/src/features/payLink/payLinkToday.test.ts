import { describe, expect, it } from 'vitest';
import { payLinkToday } from './payLinkToday';

describe('payLinkToday', () => {
  it('is the date at the offset the link’s instants are written in', () => {
    const now = new Date('2026-11-30T16:00:00Z');
    expect(payLinkToday('2026-12-01T10:00:00+09:00', now)).toBe('2026-12-01');
    expect(payLinkToday('2026-12-01T10:00:00-05:00', now)).toBe('2026-11-30');
    expect(payLinkToday('2026-12-01T10:00:00Z', now)).toBe('2026-11-30');
    expect(payLinkToday('2026-12-01T10:00:00+05:30', new Date('2026-11-30T18:29:00Z'))).toBe('2026-11-30');
    expect(payLinkToday('2026-12-01T10:00:00+05:30', new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });
});
