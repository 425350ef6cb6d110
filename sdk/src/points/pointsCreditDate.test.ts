import { describe, expect, it } from 'vitest';
import { pointsCreditDate } from './pointsCreditDate';

describe('pointsCreditDate: points are credited 3 days after check-out', () => {
  it.each([
    ['2026-11-20', '2026-11-23'],
    ['2026-12-30', '2027-01-02'],
    ['2028-02-27', '2028-03-01'],
    ['2027-02-27', '2027-03-02'],
  ])('a stay checking out on %s is credited on %s', (checkout, credited) => {
    expect(pointsCreditDate(checkout)).toBe(credited);
  });
});
