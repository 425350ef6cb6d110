// Long on purpose: one table of checkout errors (a row per code and trigger) and the few flows around it.
// The checkout's error table in the widget's production build, against the mock backend over HTTP: every
// getRoomPrice, createCardToken and createReservation error a guest can reach from the checkout, each
// produced by its documented trigger (docs/mock-triggers.md) and shown with its localised message where
// the guest is looking. Then whole bookings at demo-kyoto and demo-taipei, and a 3-D Secure challenge
// left unanswered until the mock clock cancels it. The browser's clock is the mock's.
import { expect, type Locator, type Page } from '@playwright/test';
import { confirmationPath } from '../../reference-app/src/features/checkout/threeDSecure';
import { CATALOGUES, MESSAGES } from '../../reference-app/src/i18n/allCatalogues';
import { errorMessage, type MessageCode } from '../../sdk/src/messages';
import { ANOTHER_GUEST, bookThroughApi, roomsLeft } from './fixtures/mockApi';
import { test } from './fixtures/reusedContext';
import { useWidgetSite } from './fixtures/widgetSite';

const zhHant = CATALOGUES.zh_Hant;

const site = useWidgetSite('checkout-errors');
const STAY = { checkin: '2026-12-10', checkout: '2026-12-12' };
const NIGHTS = ['2026-12-10', '2026-12-11'];

/** A `selected_rooms` line as the results' Select link writes it (demo-tokyo plans by default). */
interface Line {
  room: string;
  plan: string;
  adults?: number;
  quantity?: number;
  /** How the plan may be paid; the payment step offers only these. */
  methods?: readonly string[];
}

const ROOM_ONLY: Line = { room: 'STD', plan: 'RO', methods: ['credit_card', 'on_site'] };

/**
 * The checkout address a Select link leads to: the lines, and the search query around them (`hotel`,
 * `locale`, `checkin` and `checkout` default to demo-tokyo in English for the usual stay; any other
 * parameter, a promo code or a currency, goes as it is).
 */
function checkoutPath(
  lines: readonly Line[] = [ROOM_ONLY],
  search: Readonly<Record<string, string>> = {},
): string {
  const {
    hotel = 'demo-tokyo',
    locale = 'en',
    checkin = STAY.checkin,
    checkout = STAY.checkout,
    ...rest
  } = search;
  const query = new URLSearchParams({ hotel_code: hotel, locale, checkin, checkout });
  for (const [name, value] of Object.entries(rest)) query.set(name, value);
  lines.forEach((line, index) => {
    const key = (name: string) => `selected_rooms[${index}][${name}]`;
    query.set(key('room_type_code'), line.room);
    query.set(key('room_plan_code'), `${line.room}-${line.plan}`);
    query.set(key('adults'), String(line.adults ?? 2));
    query.set(key('quantity'), String(line.quantity ?? 1));
    query.set(key('hotel_plan_code'), line.plan);
    (line.methods ?? ['credit_card', 'on_site']).forEach((method, at) =>
      query.set(`${key('payment_method')}[${at}]`, method),
    );
  });
  return `/reservation/guest-detail?${query.toString()}`;
}

interface Guest {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
}

const HANAKO: Guest = {
  lastName: 'Yamada',
  firstName: 'Hanako',
  email: 'hanako@example.com',
  phone: '+819012345678',
};

/** Fills the guest details in English, as a guest types them (demo-tokyo also asks the arrival time). */
async function fillGuest(page: Page, guest: Partial<Guest> = {}, { arrivalTime = true } = {}) {
  const { lastName, firstName, email, phone } = { ...HANAKO, ...guest };
  await expect(page.getByTestId('price-total_price')).toBeVisible();
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel(/^First name/).fill(firstName);
  await page.getByLabel(/^E-mail \*/).fill(email);
  await page.getByLabel(/^Confirm e-mail address/).fill(email);
  await page.getByLabel(/^Phone/).fill(phone);
  if (arrivalTime) await page.getByLabel(/^Arrival time/).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

/** The guest details, then the payment step. */
async function toPayment(page: Page, path = checkoutPath(), guest: Partial<Guest> = {}) {
  await page.goto(`${site.origin}${path}`);
  await fillGuest(page, guest);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment).toBeVisible();
  return payment;
}

/** Card details typed into the payment step (the number as printed, in groups). */
async function fillCard(payment: Locator, number: string, expiry = '12/30') {
  await payment.getByRole('radio', { name: 'Pay now by card' }).check();
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiry (MM/YY)').fill(expiry);
  await payment.getByLabel('Security code').fill(number.replace(/\D/g, '').length === 15 ? '1234' : '123');
  await payment.getByLabel('Name on the card').fill('HANAKO YAMADA');
}

const inGroups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Where a message must show. `price`: the checkout's own alert, in place of the price (the selection
 * cannot be priced); `coupon`: by the coupon field, which it describes; `payment`: in the payment step,
 * above the Book button; `card-number` / `card-expiry`: under that card field, which it describes;
 * `guest-details`: back at the guest details, the payment step gone; `fail`: the failure page.
 */
type Place = 'price' | 'coupon' | 'payment' | 'card-number' | 'card-expiry' | 'guest-details' | 'fail';

async function expectShown(page: Page, place: Place, message: string) {
  const payment = page.getByRole('form', { name: 'Payment' });
  switch (place) {
    case 'price':
      await expect(
        page.getByRole('region', { name: 'Your details' }).locator(':scope > [role="alert"]'),
      ).toHaveText(message);
      await expect(page.getByRole('region', { name: 'Price' })).toBeHidden();
      return;
    case 'coupon':
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(message);
      return;
    case 'payment':
      await expect(payment.getByRole('alert')).toContainText(message);
      return;
    case 'card-number':
    case 'card-expiry':
      await expect(payment.getByRole('alert')).toBeVisible();
      await expect(
        payment.getByLabel(place === 'card-number' ? 'Card number' : 'Expiry (MM/YY)'),
      ).toHaveAccessibleDescription(message);
      return;
    case 'guest-details':
      await expect(page.getByRole('form', { name: 'Guest details' }).getByRole('alert')).toHaveText(message);
      await expect(payment).toBeHidden();
      return;
    case 'fail':
      await expect(page.getByRole('heading', { name: 'The booking did not go through' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(message);
      return;
  }
}

/** Rooms of a demo-tokyo room type left for the whole stay, as the mock's stock says (it differs by night). */
async function roomsLeftForStay(room: string): Promise<number> {
  return Math.min(...(await Promise.all(NIGHTS.map((date) => roomsLeft(site.mockUrl, room, date)))));
}

/** Books a room of the stay through the API as another guest would, from another browser. */
async function bookElsewhere({ room, plan }: { room: string; plan: string }) {
  await bookThroughApi(site.mockUrl, {
    booker: ANOTHER_GUEST,
    checkin: STAY.checkin,
    checkout: STAY.checkout,
    roomPlanCode: `${room}-${plan}`,
    payment: 'on_site',
  });
}

/** One row of the table: a documented trigger, how the guest reaches it, and where its message shows. */
interface ErrorRow {
  code: MessageCode;
  operation: 'getRoomPrice' | 'createCardToken' | 'createReservation';
  /** The trigger as docs/mock-triggers.md names it. */
  trigger: string;
  place: Place;
  reach: (page: Page) => Promise<void>;
}

type Operation = ErrorRow['operation'];

/** The checkout opened from a selection link, which the price call refuses: said in place of the price. */
const linkRow = (
  code: MessageCode,
  trigger: string,
  lines: readonly Line[],
  search: Readonly<Record<string, string>> = {},
): ErrorRow => ({
  code,
  operation: 'getRoomPrice',
  trigger,
  place: 'price',
  reach: async (page) => {
    await page.goto(`${site.origin}${checkoutPath(lines, search)}`);
  },
});

/** A coupon typed into the coupon field and applied: said by the field. */
const couponRow = (code: MessageCode, coupon: string): ErrorRow => ({
  code,
  operation: 'getRoomPrice',
  trigger: coupon,
  place: 'coupon',
  reach: async (page) => {
    await page.goto(`${site.origin}${checkoutPath()}`);
    await expect(page.getByTestId('price-total_price')).toBeVisible();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(coupon);
    await page.getByRole('button', { name: 'Apply' }).click();
  },
});

/** A card typed into the payment step, then Book. */
const card =
  (number: string, { path = checkoutPath(), expiry = '12/30' } = {}) =>
  async (page: Page) => {
    const payment = await toPayment(page, path);
    await fillCard(payment, inGroups(number), expiry);
    await payment.getByRole('button', { name: 'Book' }).click();
  };

/** A test card whose number is its trigger: said in the payment step unless `place` names its field. */
const cardRow = (
  code: MessageCode,
  operation: Operation,
  number: string,
  place: Place = 'payment',
): ErrorRow => ({
  code,
  operation,
  trigger: number,
  place,
  reach: card(number),
});

/** Guest details of the guest's own (a name, an e-mail), paying at the hotel, then Book. */
const booker = (guest: Partial<Guest>) => async (page: Page) => {
  const payment = await toPayment(page, checkoutPath(), guest);
  await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
};

/** A booker's name or e-mail that the booking refuses: said above the Book button. */
const bookerRow = (code: MessageCode, trigger: string, guest: Partial<Guest>): ErrorRow => ({
  code,
  operation: 'createReservation',
  trigger,
  place: 'payment',
  reach: booker(guest),
});

/** The payment step ready to book; meanwhile another guest takes a room of the same nights; then Book. */
const takenMeanwhile = async (page: Page, line: Line, taken: { room: string; plan: string }) => {
  const payment = await toPayment(page, checkoutPath([line]));
  await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await bookElsewhere(taken);
  await payment.getByRole('button', { name: 'Book' }).click();
};

const MEMBERS_ONLY: Line = { room: 'STD', plan: 'MEM' };
const SUITE_BREAKFAST: Line = { room: 'STE', plan: 'BF' };
const FAMILY_ROOM: Line = { room: 'FAM', plan: 'RO' };
const NON_REFUNDABLE: Line = { room: 'STD', plan: 'NR', methods: ['credit_card'] };
const PAY_AT_HOTEL: Line = { room: 'STD', plan: 'OS', methods: ['on_site'] };
const NEW_YEAR = { checkin: '2026-12-28', checkout: '2027-01-07' };

const ROWS: readonly ErrorRow[] = [
  // The selection link the checkout reads (from the results, or an old or shared link).
  linkRow('2001', 'PROMO-EXPIRED', [ROOM_ONLY], { promo_code: 'PROMO-EXPIRED' }),
  linkRow('1903', 'checkin_date=2028-01-10', [ROOM_ONLY], { checkin: '2028-01-10', checkout: '2028-01-11' }),
  linkRow('sold_out', 'STE on 2026-12-24', [SUITE_BREAKFAST], {
    checkin: '2026-12-24',
    checkout: '2026-12-25',
  }),
  linkRow('no_rooms_available', 'quantity above the rooms left', [{ ...SUITE_BREAKFAST, quantity: 3 }]),
  linkRow('2101', 'the same room plan twice', [ROOM_ONLY, ROOM_ONLY]),
  linkRow('payment_types_conflict', 'STD-NR with STD-OS', [NON_REFUNDABLE, PAY_AT_HOTEL]),
  linkRow('mixed_payment_methods', 'STD-NR with STD-RO', [NON_REFUNDABLE, ROOM_ONLY]),
  linkRow('too_many_guests', 'adults=21', [{ ...ROOM_ONLY, adults: 21 }]),
  linkRow('2304', 'STD-MEM without a user token', [MEMBERS_ONLY]),
  couponRow('1500', 'COUPON-INVALID'),
  couponRow('1501', 'COUPON-USED-UP'),
  // Refused when tokenised; "check the number" and "check the expiry" show under those fields.
  cardRow('3003', 'createCardToken', '4000030000003003'),
  cardRow('3205', 'createCardToken', '4000090000003205'),
  cardRow('3004', 'createCardToken', '4000020000003004', 'card-number'),
  cardRow('3005', 'createCardToken', '4000010000003005', 'card-expiry'),
  cardRow('3007', 'createCardToken', '4000090000003007'),
  cardRow('3011', 'createCardToken', '4000030000003011'),
  // Declined when the booking pays: nothing is booked, the guest stays at the payment step.
  cardRow('3001', 'createReservation', '4000050000003001'),
  cardRow('3002', 'createReservation', '4000040000003002'),
  cardRow('3006', 'createReservation', '4000000000003006'),
  cardRow('3008', 'createReservation', '4000080000003008'),
  cardRow('3009', 'createReservation', '4000070000003009'),
  cardRow('3203', 'createReservation', '4000010000003203'),
  cardRow('3204', 'createReservation', '4000000000003204'),
  cardRow('3250', 'createReservation', '4000030000003250'),
  cardRow('3251', 'createReservation', '4000020000003251'),
  cardRow('3252', 'createReservation', '4000010000003252'),
  // The SDK's card check says these before any call, with the code and message the booking would give.
  {
    code: 'card_amount_limit_exceeded',
    operation: 'createReservation',
    trigger: 'over 1,000,000 JPY by Visa (five STD-RO rooms for ten nights over the new year)',
    place: 'payment',
    reach: card('4111111111111111', { path: checkoutPath([{ ...ROOM_ONLY, quantity: 5 }], NEW_YEAR) }),
  },
  {
    code: 'card_expires_before_checkout',
    operation: 'createReservation',
    trigger: 'a card that expires before the check-out month',
    place: 'card-expiry',
    reach: card('4111111111111111', {
      path: checkoutPath([ROOM_ONLY], { checkin: '2027-01-10', checkout: '2027-01-12' }),
      expiry: '12/26',
    }),
  },
  bookerRow('3013', 'UPDATEINPROGRESS', { lastName: 'UPDATEINPROGRESS' }),
  bookerRow('3016', 'PAYMENTINPROGRESS', { lastName: 'PAYMENTINPROGRESS' }),
  bookerRow('3014', 'ORIGINALCHANGED', { lastName: 'ORIGINALCHANGED' }),
  bookerRow('overlapping_reservation', 'overlapping@example.com', { email: 'overlapping@example.com' }),
  // Stock another guest took between the price and the Book button.
  {
    code: 'sold_out',
    operation: 'createReservation',
    trigger: 'the last room once someone booked it',
    place: 'payment',
    reach: (page) => takenMeanwhile(page, SUITE_BREAKFAST, SUITE_BREAKFAST),
  },
  {
    code: 'no_rooms_available',
    operation: 'createReservation',
    trigger: 'more rooms than are left',
    place: 'payment',
    reach: async (page) =>
      takenMeanwhile(page, { ...FAMILY_ROOM, quantity: await roomsLeftForStay('FAM') }, FAMILY_ROOM),
  },
];

for (const row of ROWS) {
  test(`${row.code} from ${row.operation} (${row.trigger}) shows its message: ${row.place}`, async ({
    page,
  }) => {
    await row.reach(page);
    await expectShown(page, row.place, errorMessage(row.code, 'en'));
  });
}

// A card network the guest's foreign currency does not take no longer reaches createReservation's
// card_brand_not_allowed: the checkout charges it in the hotel's currency instead.
test('an Amex card in US dollars is not refused: it pays in yen, as the note under the card says', async ({
  page,
}) => {
  const payment = await toPayment(page, checkoutPath([ROOM_ONLY], { currency: 'USD' }));
  const total = page.getByTestId('price-total_price');
  await expect(total).toHaveText(/^\$/);
  await fillCard(payment, inGroups('378282246310005'));
  await expect(total).toHaveText(/^¥[\d,]+$/);
  const yen = (await total.textContent()) ?? '';
  await expect(payment.getByRole('status')).toHaveText(
    `American Express cards are charged in the hotel’s currency: you pay ${yen}.`,
  );
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  // Booked in yen: the confirmation's total is the one the note gave.
  await expect(page.getByTestId('reservation-total')).toHaveText(yen);
});

test('3002 after an approved 3-D Secure challenge ends on the failure page', async ({ page }) => {
  await card('4000090000003155')(page);
  await expect(page).toHaveURL(/\/__staykit\/3ds\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectShown(page, 'fail', errorMessage('3002', 'en'));
});

test('1400 from createReservation (SESSIONEXPIRED) goes back to the guest details, which then book', async ({
  page,
}) => {
  await booker({ lastName: 'SESSIONEXPIRED' })(page);
  await expectShown(page, 'guest-details', errorMessage('1400', 'en'));
  const details = page.getByRole('form', { name: 'Guest details' });
  await expect(details.getByRole('alert')).toBeFocused();
  await details.getByLabel(/^Last name/).fill('Yamada');
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment.getByRole('alert')).toBeHidden();
  await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
});

/**
 * The mock's rates never move, so a price that changed between display and booking is the page holding
 * an older answer: its price calls answer a total off by `shift` until the booking is sent, as if a
 * promotion had changed since.
 */
async function showOlderPrice(page: Page, shift: { total?: number; mcpCents?: number }) {
  let booked = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/reservations$/.test(request.url())) booked = true;
  });
  await page.route(/\/rooms\/price\?/, async (route) => {
    const response = await route.fetch();
    if (booked) return route.fulfill({ response });
    const body = (await response.json()) as {
      data: { total_price: number; mcp_total_price?: { cents: number } };
    };
    body.data.total_price += shift.total ?? 0;
    if (body.data.mcp_total_price) body.data.mcp_total_price.cents += shift.mcpCents ?? 0;
    return route.fulfill({ response, json: body });
  });
}

const MOVED: readonly {
  code: MessageCode;
  search: Readonly<Record<string, string>>;
  shift: { total?: number; mcpCents?: number };
}[] = [
  { code: 'price_changed', search: {}, shift: { total: 1000 } },
  // In US dollars: the multi-currency total is what the guest saw.
  { code: 'exchange_rates_updated', search: { currency: 'USD' }, shift: { mcpCents: 500 } },
];

for (const moved of MOVED) {
  test(`${moved.code} at booking shows the new total to check, and Book then books at it`, async ({
    page,
  }) => {
    await showOlderPrice(page, moved.shift);
    const payment = await toPayment(page, checkoutPath([ROOM_ONLY], moved.search));
    const shown = await page.getByTestId('price-total_price').textContent();
    // In another currency than the hotel's only a card pays (docs/rules.md, "Payment types"): the yen
    // hotel shown in dollars offers nothing else.
    const methods = payment.getByRole('group', { name: 'How to pay' }).getByRole('radio');
    if (moved.search.currency !== undefined) {
      await expect(methods).toHaveCount(1);
      await expect(methods).toHaveAccessibleName('Pay now by card');
    } else {
      await expect(payment.getByRole('radio', { name: 'Pay at the hotel' })).toBeVisible();
    }
    const pay = () =>
      moved.search.currency === undefined
        ? payment.getByRole('radio', { name: 'Pay at the hotel' }).check()
        : fillCard(payment, inGroups('4111111111111111'));
    await pay();
    await payment.getByRole('button', { name: 'Book' }).click();
    const alert = payment.getByRole('alert');
    await expect(alert).toContainText(errorMessage(moved.code, 'en'));
    const total = page.getByTestId('price-total_price');
    await expect(total).not.toHaveText(shown ?? '');
    const now = (await total.textContent()) ?? '';
    await expect(alert).toContainText(`New total: ${now}`);
    if (moved.search.currency !== undefined) await pay();
    await payment.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
    await expect(page.getByTestId('reservation-total')).toHaveText(now);
  });
}

/** What the tests read back from a booking the widget makes. */
interface BookedReservation {
  reservation_number: string;
  email: string;
  token?: string;
  receipt_title?: string;
  receipt_unicode?: string;
}

/**
 * The reservation the next booking creates, read as it passes: the page leaves at once (for 3-D Secure or
 * the confirmation), after which the browser no longer holds the answer.
 */
async function watchBooking(page: Page): Promise<{ booked: Promise<BookedReservation> }> {
  let found: (reservation: BookedReservation) => void = () => undefined;
  const booked = new Promise<BookedReservation>((resolve) => (found = resolve));
  await page.route(/\/reservations$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    found(((await response.json()) as { data: { reservation: BookedReservation } }).data.reservation);
    return route.fulfill({ response });
  });
  return { booked };
}

test('demo-kyoto: a family with a child counted by age books, paying at the hotel', async ({ page }) => {
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-kyoto&locale=en&checkin=${STAY.checkin}&checkout=${STAY.checkout}`,
  );
  // Guests and rooms are in the panel their button opens.
  await page.getByRole('button', { name: /^Guests and rooms/ }).click();
  await page.getByRole('spinbutton', { name: 'Children' }).fill('1');
  await page.getByRole('combobox', { name: 'Age of child 1' }).selectOption('7');
  await page.getByRole('button', { name: 'Search' }).click();
  const offer = page.getByRole('link', { name: 'Select Room only in Japanese-style room' });
  // The results of this search (the child's age is on its links), whose price for the whole stay, child
  // included, is the one booked.
  await expect(offer).toHaveAttribute('href', /kids_ages=7/);
  const shown = (await offer.locator('xpath=ancestor::li[1]').getByTestId('price').textContent()) ?? '';
  await offer.click();
  await fillGuest(page, {}, { arrivalTime: false });
  await expect(page.getByTestId('price-total_price')).toHaveText(shown);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await payment.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await expect(page.getByTestId('reservation-total')).toHaveText(shown);
});

test('demo-taipei in traditional Chinese: a card booking with a Taiwan company receipt', async ({ page }) => {
  const t = zhHant;
  const receipt = { title: '臺北測試股份有限公司', number: '12345675' };
  // Required fields' labels end in a star.
  const required = (label: string) => `${label} *`;
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-taipei&locale=zh_Hant&checkin=${STAY.checkin}&checkout=${STAY.checkout}`,
  );
  await page
    .getByRole('link', {
      name: MESSAGES.zh_Hant.format('selectOffer', { room: 'Superior Double', plan: '純住宿 Room only' }),
    })
    .click();
  await expect(page.getByRole('heading', { name: t.guestDetailsTitle, exact: true })).toBeVisible();
  await page.getByLabel(required(t.lastName), { exact: true }).fill('Wang');
  await page.getByLabel(required(t.firstName), { exact: true }).fill('Mei');
  await page.getByLabel(required(t.email), { exact: true }).fill('mei.wang@example.com');
  await page.getByLabel(required(t.emailConfirmation), { exact: true }).fill('mei.wang@example.com');
  await page.getByLabel(required(t.phone), { exact: true }).fill('+886912345678');
  await page.getByLabel(t.receiptTitle, { exact: true }).fill(receipt.title);
  await page.getByLabel(t.receiptUnicode, { exact: true }).fill(receipt.number);
  await page.getByRole('checkbox', { name: t.acceptTerms }).check();
  await page.getByRole('button', { name: t.continueToPayment }).click();
  const payment = page.getByRole('form', { name: t.stepPayment });
  await payment.getByRole('radio', { name: t.payByCard }).check();
  await payment.getByLabel(t.cardNumber).fill('4111 1111 1111 1111');
  await payment.getByLabel(t.cardExpiry).fill('12/30');
  await payment.getByLabel(t.cardSecurityCode).fill('123');
  await payment.getByLabel(t.cardHolder).fill('MEI WANG');
  const { booked } = await watchBooking(page);
  await payment.getByRole('button', { name: t.bookNow }).click();
  expect(await booked).toMatchObject({
    receipt_title: receipt.title,
    receipt_unicode: receipt.number,
  });
  await expect(page.getByRole('heading', { name: t.bookingConfirmed })).toBeVisible();
  await expect(page.getByTestId('reservation-number')).toHaveText(/^SK\d+$/);
});

test('a 3-D Secure challenge left for 15 minutes cancels the booking and puts the room back on sale', async ({
  page,
}) => {
  const results = `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=${STAY.checkin}&checkout=${STAY.checkout}`;
  const suite = page.getByRole('link', { name: 'Select Breakfast included in Executive Suite' });
  const offers = () =>
    page.getByRole('link', { name: /^Select / }).evaluateAll((links) => links.map((link) => link.ariaLabel));
  await page.goto(results);
  await expect(suite).toBeVisible();
  const before = { offers: await offers(), suitesLeft: await roomsLeftForStay('STE') };

  await suite.click();
  await fillGuest(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('form', { name: 'Payment' });
  await fillCard(payment, '4000 0000 0000 3220');
  const { booked } = await watchBooking(page);
  await payment.getByRole('button', { name: 'Book' }).click();
  const reservation = await booked;
  await expect(page).toHaveURL(/\/__staykit\/3ds\//);
  // The challenge holds the suite while it waits.
  expect(await roomsLeftForStay('STE')).toBe(before.suitesLeft - 1);

  // Nobody answers for 15 minutes (on the mock's clock, and the page's).
  await site.moveClocks(page, { minutes: 15 });

  // Answering now is too late: back in the widget, the guest is told the booking was cancelled.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectShown(page, 'fail', errorMessage('three_d_secure_expired', 'en'));
  await page.goto(`${site.origin}${confirmationPath(reservation, 'demo-tokyo', 'en')}`);
  await expect(page.getByRole('heading', { name: 'This reservation was cancelled' })).toBeVisible();

  // And the suite is on sale again: the same offers as before the booking.
  expect(await roomsLeftForStay('STE')).toBe(before.suitesLeft);
  await page.goto(results);
  await expect(suite).toBeVisible();
  expect(await offers()).toEqual(before.offers);
});
