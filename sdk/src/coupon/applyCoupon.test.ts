import { describe, expect, it } from 'vitest';
import { applyCoupon } from './applyCoupon';

describe('applyCoupon: one coupon code at a time', () => {
  it('applies a code when none is applied', () => {
    expect(applyCoupon(null, 'WELCOME10')).toEqual({ ok: true, coupon: 'WELCOME10' });
    expect(applyCoupon(undefined, 'winter_2026-a')).toEqual({ ok: true, coupon: 'winter_2026-a' });
    expect(applyCoupon('', 'WELCOME10')).toEqual({ ok: true, coupon: 'WELCOME10' });
  });

  it('trims the spaces a pasted code carries', () => {
    expect(applyCoupon(null, '  WELCOME10\n')).toEqual({ ok: true, coupon: 'WELCOME10' });
  });

  it('accepts the code already applied again', () => {
    expect(applyCoupon('WELCOME10', ' WELCOME10 ')).toEqual({ ok: true, coupon: 'WELCOME10' });
  });

  it('refuses a second code without removing the first', () => {
    expect(applyCoupon('WELCOME10', 'SUMMER5')).toEqual({
      ok: false,
      problem: { reason: 'another_applied', current: 'WELCOME10' },
    });
  });

  it('treats a code in other case as another code', () => {
    expect(applyCoupon('WELCOME10', 'welcome10')).toEqual({
      ok: false,
      problem: { reason: 'another_applied', current: 'WELCOME10' },
    });
  });

  it('applies another code once the first is removed', () => {
    const first = applyCoupon(null, 'WELCOME10');
    let applied = first.ok ? first.coupon : null;
    expect(applyCoupon(applied, 'SUMMER5').ok).toBe(false);
    applied = null; // the guest removes the first coupon
    expect(applyCoupon(applied, 'SUMMER5')).toEqual({ ok: true, coupon: 'SUMMER5' });
  });

  it.each([
    ['an empty code', ''],
    ['spaces only', '   '],
    ['a space inside', 'WELCOME 10'],
    ['punctuation', 'WELCOME10!'],
    ['65 characters', 'A'.repeat(65)],
  ])('refuses %s as malformed (1500)', (_label, code) => {
    expect(applyCoupon(null, code)).toEqual({ ok: false, problem: { reason: 'malformed', code: '1500' } });
  });

  it('accepts 64 characters', () => {
    expect(applyCoupon(null, 'A'.repeat(64))).toEqual({ ok: true, coupon: 'A'.repeat(64) });
  });

  it('checks the form of the new code before the one already applied', () => {
    expect(applyCoupon('WELCOME10', '')).toEqual({
      ok: false,
      problem: { reason: 'malformed', code: '1500' },
    });
  });
});
