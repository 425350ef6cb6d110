import { describe, expect, it } from 'vitest';
import { formatList, formatMessage, MessageSyntaxError, pluralSelectors } from './formatMessage';

const NIGHTS = '{n, plural, =0 {no nights} one {# night} other {# nights}}';
const FSI = '\u2068';
const PDI = '\u2069';

describe('formatMessage', () => {
  it('fills values and leaves a missing one visible', () => {
    expect(formatMessage('Room {n} of {total}', { n: 1 }, 'en')).toBe('Room 1 of {total}');
  });

  it('chooses the plural branch of the locale, an exact number first', () => {
    expect([0, 1, 2, 21].map((n) => formatMessage(NIGHTS, { n }, 'en'))).toEqual([
      'no nights',
      '1 night',
      '2 nights',
      '21 nights',
    ]);
    const ar =
      '{n, plural, zero {لا ليالي} one {ليلة واحدة} two {ليلتان} few {# ليالٍ} many {# ليلةً} other {# ليلة}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage(ar, { n }, 'ar'))).toEqual([
      'لا ليالي',
      'ليلة واحدة',
      'ليلتان',
      '3 ليالٍ',
      '11 ليلةً',
      '100 ليلة',
    ]);
  });

  it('writes numbers with the locale’s grouping and digits', () => {
    expect(formatMessage('{points} points', { points: 12000 }, 'en')).toBe('12,000 points');
    expect(formatMessage('{points} نقطة', { points: 12000 }, 'ar')).toBe('12,000 نقطة');
  });

  it('chooses a select branch by value, else other', () => {
    const fee = '{free, select, yes {Free} other {{percent} of the stay}}';
    expect(formatMessage(fee, { free: 'yes', percent: '0%' }, 'en')).toBe('Free');
    expect(formatMessage(fee, { free: 'no', percent: '50%' }, 'en')).toBe('50% of the stay');
  });

  it('isolates text values inside a right-to-left sentence, and right-to-left values anywhere', () => {
    expect(formatMessage('أُرسل إلى {email}', { email: 'hanako@example.com' }, 'ar')).toBe(
      `أُرسل إلى ${FSI}hanako@example.com${PDI}`,
    );
    expect(formatMessage('Guest: {name}', { name: 'Hanako Yamada' }, 'en')).toBe('Guest: Hanako Yamada');
    expect(formatMessage('Guest: {name}', { name: 'ليلى' }, 'en')).toBe(`Guest: ${FSI}ليلى${PDI}`);
  });

  it('refuses a text that breaks the syntax', () => {
    expect(() => formatMessage('{n, plural, one {#}}', { n: 1 }, 'en')).toThrow(MessageSyntaxError);
    expect(() => formatMessage('{n, plural, other {#}', { n: 1 }, 'en')).toThrow(MessageSyntaxError);
    expect(() => formatMessage('a } b', {}, 'en')).toThrow(MessageSyntaxError);
    expect(() => formatMessage('{n, choice, other {#}}', { n: 1 }, 'en')).toThrow(MessageSyntaxError);
  });

  it('lists the plural selectors of each count, nested ones too', () => {
    const nested = '{free, select, yes {{days, plural, one {#} other {#}}} other {x}}';
    expect(pluralSelectors(nested)).toEqual(new Map([['days', new Set(['one', 'other'])]]));
  });
});

describe('formatList', () => {
  it('joins items the locale’s way', () => {
    expect(formatList(['Breakfast', 'Dinner'], 'en')).toBe('Breakfast and Dinner');
    expect(formatList(['朝食付き', '素泊まり'], 'ja')).toBe('朝食付き、素泊まり');
  });
});
