/**
 * What the seed's hotels sell and ask besides rooms: demo-tokyo's extras, the hotel's and the brand's
 * additional questions and notices, the cancellation policies, search filters, widget notifications and
 * payment promotions. Dates count from the hotel's today when the seed runs.
 */
import { db } from '../db/db';
import { addDays, dateRange } from '../lib/dates';
import { ROOM_SEARCH_FILTERS } from './scenarios';

/** Writes demo-tokyo's extras, the dates counted from `today`. */
export function seedTokyoExtras(today: string): void {
  const base = { hotel_id: 101, question: null, answer_required: false, active: true };
  db.extra.insert({
    ...base,
    id: 7,
    name: 'Champagne on arrival',
    description: 'A bottle waiting in the room.',
    extra_type: 'date_based',
    booking_available_dates: [addDays(today, 23), addDays(today, 24)],
    unit_price: 5000,
    stock: 10,
    min: 0,
    max: 2,
    hotel_plan_codes: [],
    order_deadline_days_before: 2,
  });
  db.extra.insert({
    ...base,
    id: 8,
    name: 'Breakfast voucher',
    description: 'One buffet breakfast.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 2500,
    stock: 50,
    min: 0,
    max: 4,
    hotel_plan_codes: ['RO', 'BF'],
    order_deadline_days_before: null,
  });
  db.extra.insert({
    ...base,
    id: 9,
    name: 'Airport limousine',
    description: 'From Haneda or Narita.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 3200,
    stock: null,
    min: 1,
    max: 6,
    hotel_plan_codes: [],
    question: 'Your flight number?',
    answer_required: true,
    order_deadline_days_before: null,
  });
  db.extra.insert({
    ...base,
    id: 10,
    name: 'Late check-out until 14:00',
    description: 'Stay longer on the last day.',
    extra_type: 'date_based',
    booking_available_dates: dateRange(today, 60),
    unit_price: 3000,
    stock: 5,
    min: 0,
    max: 1,
    hotel_plan_codes: [],
    order_deadline_days_before: 1,
  });
  db.extra.insert({
    ...base,
    id: 98,
    name: 'Limited souvenir',
    description: 'Sold out.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 1500,
    stock: 0,
    min: 0,
    max: 3,
    hotel_plan_codes: [],
    order_deadline_days_before: null,
  });
  db.extra.insert({
    ...base,
    id: 99,
    name: 'Discontinued spa voucher',
    description: 'No longer sold.',
    extra_type: 'generic',
    booking_available_dates: [],
    unit_price: 8000,
    stock: null,
    min: 0,
    max: 2,
    hotel_plan_codes: [],
    order_deadline_days_before: null,
    active: false,
  });
}

/** Writes demo-tokyo's and demo-brand's additional questions and notices, dated from `today`. */
export function seedQuestions(today: string): void {
  const hotel = {
    ownable_type: 'hotel' as const,
    owner_id: 101,
    chat_form_field_type: null,
    description: '',
    hotel_plan_codes: [],
    display_start_date: null,
    display_end_date: null,
    options: [],
    book_enabled: true,
    ota_enabled: false,
  };
  db.question.insert({
    ...hotel,
    id: 31,
    question_type: 'checkin',
    answer_type: 'options',
    chat_form_field_type: 'checkin',
    title: 'Arrival time',
    description: 'Please tell us your expected arrival time.',
    required: true,
    labels: ['all_users'],
    options: [
      { id: 1, label: '15:00-17:00' },
      { id: 2, label: '17:00-19:00' },
      { id: 3, label: '19:00-21:00' },
    ],
    ota_enabled: true,
  });
  db.question.insert({
    ...hotel,
    id: 32,
    question_type: 'notification',
    answer_type: 'text',
    title: 'Christmas dinner',
    description: 'Our Christmas dinner needs a booking by 20 December.',
    required: false,
    labels: ['all_users'],
    display_start_date: addDays(today, 20),
    display_end_date: addDays(today, 26),
  });
  db.question.insert({
    ...hotel,
    id: 33,
    question_type: 'free',
    answer_type: 'text',
    chat_form_field_type: 'free',
    title: 'Allergies',
    description: 'Tell us about food allergies for breakfast.',
    required: false,
    labels: ['all_users'],
    hotel_plan_codes: ['BF'],
  });
  db.question.insert({
    ...hotel,
    id: 34,
    question_type: 'people_per_room',
    answer_type: 'text',
    chat_form_field_type: 'number_of_men_women_per_room',
    title: 'Men and women per room',
    description: 'For the yukata we prepare.',
    required: false,
    labels: ['membership_program_1', 'rank_all'],
  });
  db.question.insert({
    ...hotel,
    id: 35,
    question_type: 'free',
    answer_type: 'file',
    chat_form_field_type: 'file_attachment',
    title: 'Passport copy',
    description: 'Guests without a Japanese address: attach a passport copy.',
    required: false,
    labels: ['place'],
    book_enabled: true,
    ota_enabled: true,
  });
  const brand = { ...hotel, ownable_type: 'hotel_brand' as const, owner_id: 900 };
  db.question.insert({
    ...brand,
    id: 51,
    question_type: 'notification',
    answer_type: 'text',
    title: 'Renovation notice',
    description: 'Lobbies of all facilities are being renovated.',
    required: false,
    labels: ['target_all_facilities', 'all_users'],
    display_start_date: today,
    display_end_date: addDays(today, 60),
  });
  db.question.insert({
    ...brand,
    id: 52,
    question_type: 'notification',
    answer_type: 'text',
    title: 'Tokyo Station works',
    description: 'The north exit is closed.',
    required: false,
    labels: ['target_facility_101', 'all_users'],
    display_start_date: null,
    display_end_date: addDays(today, 30),
  });
  db.question.insert({
    ...brand,
    id: 53,
    question_type: 'free',
    answer_type: 'text',
    chat_form_field_type: 'free',
    title: 'How did you hear about us?',
    required: false,
    labels: ['all_users'],
  });
}

/** Writes the cancellation policies of the scenario hotels. */
export function seedCancellationPolicies(): void {
  const standard = { description: '', is_non_refundable: false, no_show_percentage_of_cost: 100 };
  const nonRefundable = {
    ...standard,
    name: 'Non-refundable',
    description: 'No refund once booked.',
    parts: [{ days_before: 365, hours_after: 0, percentage_of_cost: 100 }],
    is_non_refundable: true,
  };
  db.cancellationPolicy.insert({
    ...standard,
    id: 12,
    hotel_id: 101,
    name: 'Standard policy',
    description: 'Free cancellation until 3 days before check-in.',
    parts: [
      { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
      { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
    ],
  });
  db.cancellationPolicy.insert({ ...nonRefundable, id: 13, hotel_id: 101 });
  db.cancellationPolicy.insert({
    ...standard,
    id: 21,
    hotel_id: 102,
    name: 'Ryokan policy',
    description: 'Free until 7 days before check-in.',
    parts: [
      { days_before: 7, hours_after: 0, percentage_of_cost: 30 },
      { days_before: 1, hours_after: 0, percentage_of_cost: 80 },
    ],
  });
  db.cancellationPolicy.insert({ ...nonRefundable, id: 22, hotel_id: 102 });
  db.cancellationPolicy.insert({
    ...standard,
    id: 31,
    hotel_id: 201,
    name: '標準取消政策 Standard',
    description: 'Free until 2 days before check-in.',
    parts: [{ days_before: 2, hours_after: 0, percentage_of_cost: 100 }],
  });
  db.cancellationPolicy.insert({
    ...standard,
    id: 41,
    hotel_id: 301,
    name: '표준 Standard',
    description: 'Free until 1 day before check-in.',
    parts: [{ days_before: 1, hours_after: 12, percentage_of_cost: 100 }],
  });
}

/** Writes demo-tokyo's search filters and widget notices, demo-brand's notice, and the payment promotions. */
export function seedHotelSettings(today: string): void {
  for (const [id, name, nameJa] of ROOM_SEARCH_FILTERS) {
    db.roomSearchFilter.insert({ id, hotel_id: 101, name, name_ja: nameJa });
  }
  db.notification.insert({
    id: 1,
    ownable_type: 'hotel',
    owner_id: 101,
    title: 'Card payments paused',
    body: 'Card payments are unavailable from 04:00 to 06:00 (JST) during maintenance.',
    labels: ['all_users'],
    display_start_date: today,
    display_end_date: addDays(today, 7),
  });
  db.notification.insert({
    id: 2,
    ownable_type: 'hotel',
    owner_id: 101,
    title: 'Members: free late check-out',
    body: 'Signed-in members check out at 13:00.',
    labels: ['membership_program_1'],
    display_start_date: null,
    display_end_date: null,
  });
  // A notice of demo-brand (900) for one of its hotels: every hotel of the brand receives it with its init,
  // and the labels show it at demo-osaka (104) alone.
  db.notification.insert({
    id: 3,
    ownable_type: 'hotel_brand',
    owner_id: 900,
    title: 'Shuttle from Osaka Station',
    body: 'A free shuttle leaves the station’s central exit every 20 minutes.',
    labels: ['target_facility_104', 'all_users'],
    display_start_date: null,
    display_end_date: null,
  });
  db.paymentPromotion.insert({
    hotel_id: 101,
    target_mode: 'include',
    hotel_plan_codes: ['BF', 'RO'],
    description: '5% off when paying by card.',
  });
  db.paymentPromotion.insert({
    hotel_id: 102,
    target_mode: 'exclude',
    hotel_plan_codes: ['NR'],
    description: '3% off when paying by card.',
  });
}
