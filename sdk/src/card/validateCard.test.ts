import { describe, expect, it } from 'vitest';
import { zCardTokenRequest } from '../generated/zod/zod.gen';
import { cardNumberDigits } from './cardNumberDigits';
import { parseCardExpiry } from './parseCardExpiry';
import { validateCard } from './validateCard';
import type { CardContext, CardInput } from './validateCard';

const stay: CardContext = {
  totalPayable: 48_000,
  currency: 'JPY',
  validUntil: '2026-12-26',
  today: '2026-11-30',
};

const visa: CardInput = {
  number: '4111 1111 1111 1111',
  expiry: '12/29',
  security_code: '123',
  holder_name: 'HANAKO YAMADA',
};

describe('validateCard', () => {
  it.each([
    ['Visa', '4111 1111 1111 1111', '123'],
    ['Visa, 13 digits', '4222 2222 2222 2', '123'],
    ['Visa, 19 digits', '4111 1111 1111 1111 110', '123'],
    ['Mastercard', '5555 5555 5555 4444', '123'],
    ['Mastercard 2-series', '2223 0000 4840 0011', '123'],
    ['American Express', '3782 822463 10005', '1234'],
    ['JCB', '3530 1113 3330 0000', '123'],
    ['Diners', '3056 9309 0259 04', '123'],
  ])('accepts a %s test card', (_network, number, security_code) => {
    const card = { ...visa, number, security_code };
    expect(validateCard(card, stay)).toEqual([]);
    // What the form lets through, the card-token operation accepts too.
    const expiry = parseCardExpiry(card.expiry);
    const request = {
      hotel_id: 101,
      number: cardNumberDigits(number),
      expiry_month: expiry?.month,
      expiry_year: expiry?.year,
      security_code,
      holder_name: card.holder_name,
      brand: 'visa',
    };
    expect(zCardTokenRequest.safeParse(request).success).toBe(true);
  });

  it('calls an empty form missing everywhere', () => {
    expect(validateCard({}, stay)).toEqual([
      { field: 'number', code: 'required' },
      { field: 'expiry', code: 'required' },
      { field: 'security_code', code: 'required' },
      { field: 'holder_name', code: 'required' },
    ]);
  });

  describe('number', () => {
    it.each([
      ['a failing check digit', '4111 1111 1111 1112'],
      ['a letter', '4111 1111 1111 111O'],
      ['a Visa number of 15 digits', '4000 0000 0000 006'],
      ['an Amex number of 16 digits', '3782 8224 6310 0050'],
      ['too few digits for any network', '59'],
    ])('asks to check %s (3004)', (_what, number) => {
      const problems = validateCard({ ...visa, number }, stay);
      expect(problems.filter((problem) => problem.field === 'number')).toEqual([
        { field: 'number', code: '3004' },
      ]);
    });

    it.each([
      ['Discover', '6011 1111 1111 1117'],
      ['UnionPay', '6200 0000 0000 0005'],
    ])('refuses a well-formed %s number as a brand not accepted', (_network, number) => {
      expect(validateCard({ ...visa, number }, stay)).toEqual([
        { field: 'number', code: 'card_brand_not_allowed' },
      ]);
    });
  });

  describe('brand', () => {
    it.each([
      ['visa', '4111 1111 1111 1111'],
      ['ponta_visa', '4111 1111 1111 1111'],
      ['master', '5555 5555 5555 4444'],
      ['mastercard', '5555 5555 5555 4444'],
      ['jcb', '3530 1113 3330 0000'],
    ] as const)('accepts %s chosen for its own number', (brand, number) => {
      expect(validateCard({ ...visa, brand, number }, stay)).toEqual([]);
    });

    it.each([
      ['ponta_visa', '5555 5555 5555 4444'],
      ['amex', '4111 1111 1111 1111'],
      ['jcb', '3056 9309 0259 04'],
    ] as const)('refuses %s chosen for a number of another network', (brand, number) => {
      expect(validateCard({ ...visa, brand, number }, stay)).toEqual([
        { field: 'brand', code: 'card_brand_not_allowed' },
      ]);
    });

    it.each([
      ['Visa', '4111 1111 1111 1111', '123', []],
      ['Mastercard', '5555 5555 5555 4444', '123', []],
      ['JCB', '3530 1113 3330 0000', '123', [{ field: 'brand', code: 'card_brand_not_allowed' }]],
      ['Amex', '3782 822463 10005', '1234', [{ field: 'brand', code: 'card_brand_not_allowed' }]],
      ['Diners', '3056 9309 0259 04', '123', [{ field: 'brand', code: 'card_brand_not_allowed' }]],
    ])('in multi-currency mode, a %s card gives %o', (_network, number, security_code, problems) => {
      const context = { ...stay, multiCurrency: true };
      expect(validateCard({ ...visa, number, security_code }, context)).toEqual(problems);
    });

    it('accepts a Ponta Visa in multi-currency mode', () => {
      expect(validateCard({ ...visa, brand: 'ponta_visa' }, { ...stay, multiCurrency: true })).toEqual([]);
    });
  });

  describe('1,000,000 yen online limit of Visa and Mastercard', () => {
    const over = [{ field: 'brand', code: 'card_amount_limit_exceeded' }];

    it.each([
      [999_999, '4111 1111 1111 1111', '123', []],
      [1_000_000, '4111 1111 1111 1111', '123', []],
      [1_000_001, '4111 1111 1111 1111', '123', over],
      [999_999, '5555 5555 5555 4444', '123', []],
      [1_000_000, '5555 5555 5555 4444', '123', []],
      [1_000_001, '5555 5555 5555 4444', '123', over],
      [1_000_001, '3530 1113 3330 0000', '123', []],
      [1_000_001, '3782 822463 10005', '1234', []],
      [1_000_001, '3056 9309 0259 04', '123', []],
    ])('%i yen on %s gives %o', (totalPayable, number, security_code, problems) => {
      expect(validateCard({ ...visa, number, security_code }, { ...stay, totalPayable })).toEqual(problems);
    });

    it('counts a Ponta Visa as Visa', () => {
      expect(validateCard({ ...visa, brand: 'ponta_visa' }, { ...stay, totalPayable: 1_000_001 })).toEqual(
        over,
      );
    });

    it('applies to yen totals only', () => {
      expect(validateCard(visa, { ...stay, totalPayable: 1_000_001, currency: 'TWD' })).toEqual([]);
      expect(validateCard(visa, { ...stay, totalPayable: 10_000_000, currency: 'KRW' })).toEqual([]);
    });
  });

  describe('zero total', () => {
    it.each([0, -1])('refuses card payment of %i, and only says that', (totalPayable) => {
      expect(validateCard({}, { ...stay, totalPayable })).toEqual([
        { field: 'payment', code: 'card_payment_not_allowed' },
      ]);
      expect(validateCard(visa, { ...stay, totalPayable })).toEqual([
        { field: 'payment', code: 'card_payment_not_allowed' },
      ]);
    });

    it('takes a card for 1 yen', () => {
      expect(validateCard(visa, { ...stay, totalPayable: 1 })).toEqual([]);
    });
  });

  describe('expiry (valid until check-out)', () => {
    it.each([
      ['the check-out month', '12/26', []],
      ['the month after check-out', '01/27', []],
      ['the month before check-out', '11/26', [{ field: 'expiry', code: 'card_expires_before_checkout' }]],
      ['last month', '10/26', [{ field: 'expiry', code: '3005' }]],
      ['last year', '12/25', [{ field: 'expiry', code: '3005' }]],
      ['month 13', '13/27', [{ field: 'expiry', code: '3005' }]],
      ['a four-digit year', '12/2027', [{ field: 'expiry', code: '3005' }]],
    ])('a card expiring %s (%s) gives %o', (_what, expiry, problems) => {
      expect(validateCard({ ...visa, expiry }, stay)).toEqual(problems);
    });

    it('checks a stay ending across the year end', () => {
      const context = { ...stay, validUntil: '2027-01-02' };
      expect(validateCard({ ...visa, expiry: '12/26' }, context)).toEqual([
        { field: 'expiry', code: 'card_expires_before_checkout' },
      ]);
      expect(validateCard({ ...visa, expiry: '01/27' }, context)).toEqual([]);
    });

    it('accepts a card expiring this month when check-out is this month too', () => {
      const context = { ...stay, today: '2026-12-01', validUntil: '2026-12-31' };
      expect(validateCard({ ...visa, expiry: '12/26' }, context)).toEqual([]);
    });

    it('checks the format only without dates', () => {
      const context = { totalPayable: 1000, currency: 'JPY' } as const;
      expect(validateCard({ ...visa, expiry: '01/00' }, context)).toEqual([]);
      expect(validateCard({ ...visa, expiry: '1/30' }, context)).toEqual([{ field: 'expiry', code: '3005' }]);
    });
  });

  describe('security code', () => {
    it.each([
      ['Visa', '4111 1111 1111 1111', '123', null],
      ['Visa', '4111 1111 1111 1111', '1234', 'invalid'],
      ['Visa', '4111 1111 1111 1111', '12', 'invalid'],
      ['Mastercard', '5555 5555 5555 4444', '1234', 'invalid'],
      ['Amex', '3782 822463 10005', '1234', null],
      ['Amex', '3782 822463 10005', '123', 'invalid'],
      ['JCB', '3530 1113 3330 0000', '12a', 'invalid'],
      ['Diners', '3056 9309 0259 04', '１２３', 'invalid'],
      ['an unknown network', '', '1234', null],
      ['an unknown network', '', '12345', 'invalid'],
    ])('for %s, %s gives %s', (_network, number, security_code, code) => {
      const problems = validateCard({ ...visa, number, security_code }, stay);
      expect(problems.find((problem) => problem.field === 'security_code')?.code ?? null).toBe(code);
    });
  });

  describe('holder name (Latin letters)', () => {
    it.each([
      'HANAKO YAMADA',
      'hanako yamada',
      "JOHN O'BRIEN",
      'JEAN-LUC PICARD',
      'JOHN Q. PUBLIC',
      ' TARO ',
    ])('accepts %s', (holder_name) => {
      expect(validateCard({ ...visa, holder_name }, stay)).toEqual([]);
    });

    it.each([
      ['kanji', '山田花子', 'unsupported_characters'],
      ['hiragana', 'やまだ はなこ', 'unsupported_characters'],
      ['hangul', '김민준', 'unsupported_characters'],
      ['an accented letter', 'ZOË SMITH', 'unsupported_characters'],
      ['full-width letters', 'ＨＡＮＡＫＯ', 'unsupported_characters'],
      ['a digit', 'HANAKO 2', 'unsupported_characters'],
      ['a leading hyphen', '-HANAKO', 'invalid'],
      ['51 letters', 'A'.repeat(51), 'too_long'],
      ['blank', '  ', 'required'],
    ])('refuses %s', (_what, holder_name, code) => {
      expect(validateCard({ ...visa, holder_name }, stay)).toEqual([{ field: 'holder_name', code }]);
    });

    it('accepts 50 letters', () => {
      expect(validateCard({ ...visa, holder_name: 'A'.repeat(50) }, stay)).toEqual([]);
    });
  });

  describe('Korean cards', () => {
    const korean = { ...stay, currency: 'KRW', koreanCard: true } as const;

    it('need a birth date and the first two PIN digits', () => {
      expect(validateCard(visa, korean)).toEqual([
        { field: 'birth_date', code: 'required' },
        { field: 'pin_first_two_digits', code: 'required' },
      ]);
      expect(validateCard({ ...visa, birth_date: '850315', pin_first_two_digits: '12' }, korean)).toEqual([]);
    });

    it.each([
      ['850315', null],
      ['000229', null],
      ['960229', null],
      ['990229', 'invalid'],
      ['851301', 'invalid'],
      ['850431', 'invalid'],
      ['850100', 'invalid'],
      ['19850315', 'invalid'],
      ['85-03-15', 'invalid'],
    ])('birth date %s gives %s', (birth_date, code) => {
      const problems = validateCard({ ...visa, birth_date, pin_first_two_digits: '12' }, korean);
      expect(problems[0]?.code ?? null).toBe(code);
    });

    it.each([
      ['12', null],
      ['00', null],
      ['1', 'invalid'],
      ['123', 'invalid'],
      ['1a', 'invalid'],
    ])('PIN digits %s give %s', (pin_first_two_digits, code) => {
      const problems = validateCard({ ...visa, birth_date: '850315', pin_first_two_digits }, korean);
      expect(problems[0]?.code ?? null).toBe(code);
    });

    it('are not asked of other cards', () => {
      expect(validateCard({ ...visa, birth_date: 'x' }, stay)).toEqual([]);
    });
  });
});
