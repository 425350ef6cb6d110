import { describe, expect, it } from 'vitest';
import { zReservationGuestInput } from '../generated/zod/zod.gen';
import { validateGuestDetails } from './validateGuestDetails';
import type { GuestDetailsInput } from './validateGuestDetails';

const hanako: GuestDetailsInput = {
  last_name: 'やまだ',
  first_name: 'はなこ',
  email: 'hanako@example.com',
  email_confirmation: 'hanako@example.com',
  phone: '09012345678',
  terms_accepted: true,
};

describe('validateGuestDetails', () => {
  it('passes a complete form, which the API accepts too', () => {
    const input = { ...hanako, last_name_kana: 'ヤマダ', first_name_kana: 'ハナコ', postal_code: '1000005' };
    expect(validateGuestDetails(input, { locale: 'ja', kanaRequired: true })).toEqual([]);
    const { email_confirmation: _confirmation, terms_accepted: _terms, ...guest } = input;
    expect(zReservationGuestInput.safeParse(guest).success).toBe(true);
  });

  it('lists every problem, one per field, names first and terms last', () => {
    expect(
      validateGuestDetails(
        {
          last_name: '山田',
          first_name: 'はなこ',
          email: 'hanako@example',
          email_confirmation: 'hanako@example',
          phone: '090-123',
          terms_accepted: false,
        },
        { locale: 'ja' },
      ),
    ).toEqual([
      { field: 'last_name', code: 'unsupported_characters' },
      { field: 'email', code: 'invalid' },
      { field: 'phone', code: 'invalid' },
      { field: 'terms_accepted', code: 'not_accepted' },
    ]);
  });

  it('calls an empty form missing everywhere it must be filled', () => {
    expect(validateGuestDetails({}, { locale: 'en' })).toEqual([
      { field: 'last_name', code: 'required' },
      { field: 'first_name', code: 'required' },
      { field: 'email', code: 'required' },
      { field: 'email_confirmation', code: 'required' },
      { field: 'phone', code: 'required' },
      { field: 'terms_accepted', code: 'not_accepted' },
    ]);
  });

  it.each([
    ['ja', 'やまだ', 'はなこ', []],
    ['ja', 'Yamada', 'Hanako', []],
    ['zh_Hans', '张', '伟', []],
    ['zh_Hant', '陳', '美麗', []],
    ['ko', '김', '민준', []],
    ['en', 'Smith', 'Zoë', []],
    ['en', '陳', 'Mei', [{ field: 'last_name', code: 'unsupported_characters' }]],
    ['th', 'Somchai', 'สมชาย', [{ field: 'first_name', code: 'unsupported_characters' }]],
    ['ko', '陳', '김', [{ field: 'last_name', code: 'unsupported_characters' }]],
  ] as const)('in %s, names %s %s give %o', (locale, last_name, first_name, problems) => {
    expect(validateGuestDetails({ ...hanako, last_name, first_name }, { locale })).toEqual(problems);
  });

  it('requires the kana readings only when the hotel asks for them, and checks them when filled', () => {
    expect(validateGuestDetails(hanako, { locale: 'ja', kanaRequired: true })).toEqual([
      { field: 'last_name_kana', code: 'required' },
      { field: 'first_name_kana', code: 'required' },
    ]);
    expect(validateGuestDetails(hanako, { locale: 'ja' })).toEqual([]);
    expect(validateGuestDetails({ ...hanako, last_name_kana: '山田' }, { locale: 'ja' })).toEqual([
      { field: 'last_name_kana', code: 'unsupported_characters' },
    ]);
  });

  it('checks the e-mail confirmation unless the form has none', () => {
    const typo = { ...hanako, email_confirmation: 'hanak@example.com' };
    expect(validateGuestDetails(typo, { locale: 'ja' })).toEqual([
      { field: 'email_confirmation', code: 'mismatch' },
    ]);
    expect(validateGuestDetails(typo, { locale: 'ja', emailConfirmation: false })).toEqual([]);
  });

  it('requires the address when the hotel does, except the building', () => {
    expect(validateGuestDetails(hanako, { locale: 'ja', addressRequired: true })).toEqual([
      { field: 'postal_code', code: 'required' },
      { field: 'prefecture_or_state', code: 'required' },
      { field: 'street_address', code: 'required' },
    ]);
    const address = {
      postal_code: '1000005',
      prefecture_or_state: '東京都',
      street_address: '千代田区丸の内1-1',
    };
    expect(validateGuestDetails({ ...hanako, ...address }, { locale: 'ja', addressRequired: true })).toEqual(
      [],
    );
  });

  it('checks a postal code given without an address requirement', () => {
    expect(validateGuestDetails({ ...hanako, postal_code: '100-0005' }, { locale: 'ja' })).toEqual([
      { field: 'postal_code', code: 'invalid' },
    ]);
    expect(validateGuestDetails({ ...hanako, postal_code: ' ' }, { locale: 'ja' })).toEqual([]);
  });

  it('refuses notes and address lines longer than the API takes', () => {
    const input = { ...hanako, notes: 'x'.repeat(2001), street_address: 'x'.repeat(256) };
    expect(validateGuestDetails(input, { locale: 'ja' })).toEqual([
      { field: 'street_address', code: 'too_long' },
      { field: 'notes', code: 'too_long' },
    ]);
    expect(
      validateGuestDetails(
        { ...hanako, notes: 'x'.repeat(2000), street_address: 'x'.repeat(255) },
        { locale: 'ja' },
      ),
    ).toEqual([]);
  });

  it('names each room guest when booking for someone else', () => {
    const rooms = [
      { guest: { last_name: 'Smith', first_name: 'John' } },
      { guest: { last_name: 'やまだ', first_name: '' } },
    ];
    expect(
      validateGuestDetails({ ...hanako, rooms, booking_for_someone_else: true }, { locale: 'ja' }),
    ).toEqual([{ field: 'rooms.1.guest.first_name', code: 'required' }]);
    expect(
      validateGuestDetails(
        { ...hanako, rooms, booking_for_someone_else: true },
        { locale: 'ja', kanaRequired: true },
      ),
    ).toEqual([
      { field: 'last_name_kana', code: 'required' },
      { field: 'first_name_kana', code: 'required' },
      { field: 'rooms.0.guest.last_name_kana', code: 'required' },
      { field: 'rooms.0.guest.first_name_kana', code: 'required' },
      { field: 'rooms.1.guest.first_name', code: 'required' },
      { field: 'rooms.1.guest.last_name_kana', code: 'required' },
      { field: 'rooms.1.guest.first_name_kana', code: 'required' },
    ]);
    // The booker stays: the rooms are not read.
    expect(validateGuestDetails({ ...hanako, rooms }, { locale: 'ja' })).toEqual([]);
  });

  describe('Taiwan receipt', () => {
    const rules = { locale: 'zh_Hant', taiwanReceipt: true } as const;
    const guest = { ...hanako, last_name: '陳', first_name: '美麗' };

    it('may stay empty', () => {
      expect(validateGuestDetails(guest, rules)).toEqual([]);
    });

    it('needs both fields once one is filled', () => {
      expect(
        validateGuestDetails({ ...guest, receipt_title: '台灣積體電路製造股份有限公司' }, rules),
      ).toEqual([{ field: 'receipt_unicode', code: 'required' }]);
      expect(validateGuestDetails({ ...guest, receipt_unicode: '22099131' }, rules)).toEqual([
        { field: 'receipt_title', code: 'required' },
      ]);
    });

    it('checks traditional characters and 8 digits', () => {
      expect(
        validateGuestDetails(
          { ...guest, receipt_title: '台湾积体电路制造股份有限公司', receipt_unicode: '2209913' },
          rules,
        ),
      ).toEqual([
        { field: 'receipt_title', code: 'unsupported_characters' },
        { field: 'receipt_unicode', code: 'invalid' },
      ]);
      expect(
        validateGuestDetails(
          { ...guest, receipt_title: '台灣積體電路製造股份有限公司', receipt_unicode: '22099131' },
          rules,
        ),
      ).toEqual([]);
    });

    it('is not read for a hotel outside Taiwan', () => {
      expect(validateGuestDetails({ ...guest, receipt_unicode: 'x' }, { locale: 'zh_Hant' })).toEqual([]);
    });
  });
});
