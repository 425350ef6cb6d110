import { describe, expect, it } from 'vitest';
import { reservationFixture, settingsFixture } from './reservationFixtures';
import { reviewActions, type ReviewActionsInput } from './reviewActions';

const at = (instant: string) => new Date(instant);
const GUEST_LINK: ReviewActionsInput = {
  reservation: reservationFixture(),
  settings: settingsFixture(),
  settingsError: null,
  user: null,
  widgetHotelId: 101,
  bypassToken: 'bp_4e6f2c1a9b8d7e6f',
  now: at('2026-12-01T09:00:00+09:00'),
  timeZone: 'Asia/Tokyo',
};
const MEMBER = { id: 58231, organization: null };
const open = { kind: 'open' };
const hidden = { kind: 'hidden' };
const blocked = (code: string | null) => ({ kind: 'blocked', code });

describe('review actions', () => {
  it.each<[string, Partial<ReviewActionsInput>, object]>([
    [
      'a guest booking opened from its link, signed out, well before check-in: everything',
      {},
      { actorRefusal: null, changeStay: open, cancel: open, receipt: open, editContact: open, answers: open },
    ],
    [
      'the check-in day: cancel by phone; the change deadline passed the evening before',
      {
        now: at('2026-12-10T09:00:00+09:00'),
        settings: settingsFixture({
          can_update: false,
          can_cancel: false,
          updatable_fields: ['additional_questions'],
          blocked_reasons: ['cancellation_same_day', 'update_deadline_passed'],
        }),
      },
      {
        changeStay: blocked('update_deadline_passed'),
        cancel: blocked('cancellation_same_day'),
        editContact: blocked('update_deadline_passed'),
        answers: open,
      },
    ],
    [
      'at 18:00 the day before check-in: the deadline',
      {
        now: at('2026-12-09T18:00:00+09:00'),
        settings: settingsFixture({
          can_update: false,
          can_cancel: false,
          updatable_fields: ['additional_questions'],
          blocked_reasons: ['update_deadline_passed'],
        }),
      },
      { changeStay: blocked('update_deadline_passed'), cancel: blocked('update_deadline_passed') },
    ],
    [
      'edited by the hotel: nothing online',
      {
        reservation: reservationFixture({ edited_by_staff: true }),
        settings: settingsFixture({
          can_update: false,
          can_cancel: false,
          edited_by_staff: true,
          updatable_fields: [],
          blocked_reasons: ['edited_by_staff'],
        }),
      },
      {
        changeStay: blocked('edited_by_staff'),
        cancel: blocked('edited_by_staff'),
        editContact: blocked('edited_by_staff'),
        answers: blocked('edited_by_staff'),
      },
    ],
    [
      'an update pending: 3013',
      {
        settings: settingsFixture({
          can_update: false,
          can_cancel: false,
          updatable_fields: ['additional_questions'],
          blocked_reasons: ['update_in_progress'],
        }),
      },
      { changeStay: blocked('3013'), cancel: blocked('3013'), editContact: blocked('3013') },
    ],
    [
      'a payment pending: 3016',
      {
        settings: settingsFixture({
          can_update: false,
          can_cancel: false,
          updatable_fields: ['additional_questions'],
          blocked_reasons: ['payment_in_progress'],
        }),
      },
      { changeStay: blocked('3016'), cancel: blocked('3016') },
    ],
    [
      'a lottery booking: the API says no change without a code of its own',
      {
        settings: settingsFixture({
          can_update: false,
          updatable_fields: ['additional_questions'],
          blocked_reasons: ['lottery_reservation'],
        }),
      },
      { changeStay: blocked(null), cancel: open },
    ],
    [
      'cancelled: the receipt only',
      { reservation: reservationFixture({ status: 'cancelled', change_deadline_at: null }) },
      {
        actorRefusal: null,
        changeStay: hidden,
        cancel: hidden,
        receipt: open,
        editContact: hidden,
        answers: hidden,
      },
    ],
    [
      'a guest booking while signed in: sign out first; the link still opens the receipt',
      { user: MEMBER, settings: null, settingsError: 'sign_out_required' },
      {
        actorRefusal: 'sign_out_required',
        changeStay: hidden,
        cancel: hidden,
        receipt: open,
        editContact: hidden,
        answers: hidden,
      },
    ],
    [
      'another account: refused, nothing shown',
      { user: MEMBER, settings: null, settingsError: 'reservation_access_denied' },
      {
        actorRefusal: 'reservation_access_denied',
        changeStay: hidden,
        cancel: hidden,
        receipt: hidden,
        editContact: hidden,
        answers: hidden,
      },
    ],
    [
      'the member’s own booking, signed in at its hotel: everything',
      { user: MEMBER, bypassToken: null },
      { actorRefusal: null, changeStay: open, cancel: open, receipt: open, editContact: open, answers: open },
    ],
    [
      'the member’s own booking held by another facility: refused there',
      {
        user: MEMBER,
        bypassToken: null,
        reservation: reservationFixture({
          hotel: { id: 102, name: 'Demo Ryokan Kyoto', code: 'demo-kyoto' },
        }),
      },
      { actorRefusal: 'reservation_access_denied', changeStay: hidden, cancel: hidden, receipt: hidden },
    ],
    [
      'an expired link: the settings say 1250',
      { settings: null, settingsError: '1250' },
      { changeStay: blocked('1250'), cancel: blocked('1250'), editContact: blocked('1250'), receipt: open },
    ],
    [
      'settings still loading: only what needs none',
      { settings: null },
      { actorRefusal: null, changeStay: hidden, cancel: hidden, receipt: open, editContact: hidden },
    ],
    [
      'a reservation without questions has no answers to edit',
      { reservation: reservationFixture({ additional_questions: [] }) },
      { answers: hidden },
    ],
  ])('%s', (_, changes, expected) => {
    expect(reviewActions({ ...GUEST_LINK, ...changes })).toMatchObject(expected);
  });
});
