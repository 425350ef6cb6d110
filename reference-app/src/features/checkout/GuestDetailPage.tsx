// Over 450 lines: the checkout page ties its price query, guest form, extras, points, questions and
// payment step together; its parts already live in their own files, and what is left is the wiring.
import {
  useAdditionalQuestions,
  useCreateReservation,
  useCreditCards,
  useExtras,
  useRoomPrice,
} from '@staykit/react';
import { type components } from '@staykit/sdk';
import {
  availablePaymentTypes,
  isCardPaymentType,
  isLocale,
  isQuestionVisible,
  paymentProvidersOf,
  validateAnswer,
  type AnswerDraft,
  type AnswerProblem,
  type CardNetwork,
  type PaymentGateway,
} from '@staykit/sdk';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { cardBrandName } from '../../lib/cardBrandName';
import { displayCurrency } from '../../lib/displayCurrency';
import { formatPrice } from '../../lib/formatPrice';
import { hotelToday } from '../../lib/hotelToday';
import { isFollowableExternalUrl } from '../../lib/isFollowableExternalUrl';
import { isFramed } from '../../lib/isFramed';
import { openThreeDSecure } from '../../lib/openThreeDSecure';
import { reachableStorage } from '../../lib/reachableStorage';
import { useBotCheck } from '../../lib/useBotCheck';
import { scopeQuery } from '../../lib/searchScope';
import { Alert } from '../../components/ui/Alert';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import type { FormProblem } from '../../components/ui/ErrorSummary';
import { Skeleton } from '../../components/ui/Skeleton';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { CheckoutSteps } from './CheckoutSteps';
import { ExtrasFields, extraFieldId, extraProblemText } from './ExtrasFields';
import { extrasListQuery, extrasSelection, offeredExtras, type ExtraChoices } from './extrasSelection';
import { GuestForm, type GuestFormValues } from './GuestForm';
import { PriceSummary } from './PriceSummary';
import { QuestionsFields, questionFieldId } from './QuestionsFields';
import { readCheckoutUrl, type CheckoutUrl } from './readCheckoutUrl';
import { toBookingRequest } from './bookingRequest';
import { bookingTracking } from './bookingTracking';
import { PaymentStep, type PaymentChoice } from './PaymentStep';
import { AgencyHandOff } from './AgencyHandOff';
import { handsOffToAgency } from './agencyHandOff';
import { hotelCurrencyCard } from './hotelCurrencyCard';
import { PointsField } from './PointsField';
import { VoucherField } from './VoucherField';
import { readOfferNames } from '../../lib/offerNames';
import { StaySummary } from './StaySummary';
import { useCheckoutEcommerce } from './useCheckoutEcommerce';
import { clearGuestForm } from './clearGuestForm';
import { saveGuestForm, startGuestForm, type MemberDetails } from './savedGuestForm';
import { confirmationPath, rememberPendingPayment, threeDSecureWaitingPath } from './threeDSecure';
// Last: the screen's own rules come after the components' they adjust.
import './checkout.css';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type AnswerInput = components['schemas']['AdditionalQuestionAnswerInput'];
type PaymentType = components['schemas']['PaymentType'];

// A coupon the price call refuses (invalid, expired, used up): said by the coupon field (docs/errors.md).
const COUPON_REFUSED: ReadonlySet<string> = new Set(['1500', '1501']);
// A total that moved since the guest saw it: the new one is shown for a check, then Book again (docs/errors.md).
const PRICE_MOVED: ReadonlySet<string> = new Set([
  'price_changed',
  'exchange_rates_updated',
  'accommodation_tax_changed',
]);

/** Props of `GuestDetailPage`. */
export interface GuestDetailPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  /** Where card data goes; the booking only sees its token. */
  gateway: PaymentGateway;
  /** The API's base URL: the one origin whose 3-D Secure page may be plain http (`openThreeDSecure`). */
  apiUrl: string;
  /** The current time (tests pin it). */
  now?: () => Date;
  /** A member is signed in: points can be spent (docs/widget.md#members). */
  member?: boolean;
  /**
   * The signed-in member's names, and their profile's e-mail, phone and address: the form starts with them
   * (docs/widget.md#checkout).
   */
  memberDetails?: MemberDetails;
  /** The member may copy the details to their profile (`profile_update_allowed`). */
  profileUpdateAllowed?: boolean;
  /** This visit's landing: its campaign tracking and metasearch source, booked with the stay. */
  landing?: { tracking: Readonly<Record<string, string>>; metasearchSource: string | null } | undefined;
  /** This visit came from the agency with its channel on (`ota_enabled`): see `handsOffToAgency`. */
  otaEnabled?: boolean;
}

/** The `getRoomPrice` query of the checkout: its stay, lines, search scope, codes, extras and display currency. */
function priceQuery(
  checkout: CheckoutUrl,
  mcpCurrency: components['schemas']['CurrencyCode'] | undefined,
  extras: readonly components['schemas']['ExtraSelection'][] = [],
  points = 0,
) {
  return {
    selected_rooms: checkout.lines,
    ...(checkout.stay.kind === 'undated'
      ? { search_type: 'undated' as const, nights: checkout.stay.nights }
      : {
          checkin_date: checkout.stay.checkin,
          checkout_date: checkout.stay.checkout,
          ...(checkout.stay.dayUse ? { is_day_use: true } : {}),
        }),
    // The price call takes the search's parameters: a voucher or including-occupied search, and the
    // companions in the guests, are priced as they were searched.
    ...scopeQuery(checkout.scope),
    ...(checkout.promoCode === undefined ? {} : { promo_code: checkout.promoCode }),
    ...(checkout.couponCode === undefined ? {} : { coupon_code: checkout.couponCode }),
    ...(checkout.voucherCode === undefined ? {} : { voucher_coupon_code: checkout.voucherCode }),
    ...(checkout.lotteryEntry === undefined ? {} : { lottery_result_entry_number: checkout.lotteryEntry }),
    ...(mcpCurrency === undefined ? {} : { mcp_currency: mcpCurrency }),
    ...(extras.length === 0 ? {} : { extras: [...extras] }),
    ...(points > 0 ? { spending_points: points } : {}),
  };
}

/**
 * The guest-details step (docs/widget.md#checkout, contract: `PriceBreakdown`): the steps indicator, the price of the
 * selection from the URL (`getRoomPrice`), and a coupon code that re-prices it (one code at a time, kept in
 * the URL so a reload keeps it), the hotel's extras (`ExtrasFields`: what the guest adds re-prices the stay
 * and is booked with it). A URL without a selection sends the guest back to search.
 */
export function GuestDetailPage({
  hotel,
  locale,
  gateway,
  apiUrl,
  now = () => new Date(),
  member = false,
  memberDetails,
  profileUpdateAllowed = false,
  landing,
  otaEnabled = false,
}: GuestDetailPageProps) {
  const text = useMessages();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkout = readCheckoutUrl(searchParams);
  // The room and plan names the search passed on with the pick (absent when opened from a link).
  const offerNames = readOfferNames(useLocation().state);
  // The guest's own currency (undefined: the hotel's), and the card network the payment step charges in
  // the hotel's currency instead (the SDK's temporary currency: a network the foreign currency does not
  // take, docs/rules.md "Currencies"); the price, the extras and the booking follow the currency in effect.
  const guestCurrency = checkout === null ? undefined : displayCurrency(hotel, checkout.currency);
  const [cardInHotelCurrency, setCardInHotelCurrency] = useState<CardNetwork | null>(null);
  const mcpCurrency = cardInHotelCurrency === null ? guestCurrency : undefined;
  // The extras step (docs/widget.md#checkout): what the guest adds re-prices the stay and goes in the booking.
  const extras = useExtras(
    {
      params: {
        path: { hotel_id: hotel.hotel_id },
        query: extrasListQuery(checkout, mcpCurrency),
      },
    },
    { enabled: checkout !== null },
  );
  const [extraChoices, setExtraChoices] = useState<ExtraChoices>({});
  const [extrasChecked, setExtrasChecked] = useState(false);
  const offered = offeredExtras(extras.data?.data ?? [], checkout);
  const chosenExtras = extrasSelection(offered, extraChoices, hotel.currency);
  // Points applied by a signed-in member (docs/widget.md#members): they re-price the stay and go in the booking.
  const [points, setPoints] = useState(0);
  const price = useRoomPrice(
    {
      params: {
        path: { hotel_id: hotel.hotel_id },
        query:
          checkout === null
            ? { selected_rooms: [] }
            : priceQuery(checkout, mcpCurrency, chosenExtras.price, points),
      },
    },
    // The last price stays on screen while an extra re-prices the stay.
    { enabled: checkout !== null, placeholderData: (previous) => previous },
  );
  const [coupon, setCoupon] = useState(checkout?.couponCode ?? '');
  // A member's saved cards that can pay; none when saved cards are disabled for now (the card fields then).
  const savedCards = useCreditCards({ params: { path: { hotel_id: hotel.hotel_id } } }, { enabled: member });
  // The typed form survives a reload for ten minutes (this tab only; never card data).
  const formStorage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const [initialForm] = useState(() => startGuestForm(formStorage, hotel.hotel_code, now(), memberDetails));
  const roomCount = (checkout?.lines ?? []).reduce((sum, line) => sum + (line.quantity ?? 1), 0);
  const navigate = useNavigate();
  const book = useCreateReservation();
  // GA4 e-commerce: begin_checkout once priced; add_payment_info when the payment step is submitted.
  const paymentInfo = useCheckoutEcommerce(checkout, price.data?.data, hotel.currency);
  // docs/errors.md "session expired": back to the guest details, which say so; continuing books afresh.
  const sessionExpired = book.isError && book.error.code === '1400';
  const expiredRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sessionExpired) expiredRef.current?.focus();
  }, [sessionExpired]);
  // Guest details first; once they are valid, the payment step (docs/widget.md#checkout).
  const [guest, setGuest] = useState<GuestFormValues | null>(null);
  const botCheck = useBotCheck(hotel, locale, 'booking');
  // The last payment chosen, for booking again after the overlapping-reservation warning (docs/errors.md).
  const lastChoice = useRef<PaymentChoice | null>(null);
  const questions = useAdditionalQuestions(
    {
      params: {
        path: { hotel_id: hotel.hotel_id },
        query: {
          book_enabled: true,
          room_plan_codes: (checkout?.lines ?? []).map((line) => line.room_plan_code),
        },
      },
    },
    { enabled: checkout !== null },
  );
  const [answers, setAnswers] = useState<Record<number, AnswerDraft>>({});
  const [answerProblems, setAnswerProblems] = useState<Record<number, readonly AnswerProblem[]>>({});
  // The questions of this booking: the plans booked, the check-in date, the guest's labels (docs/widget.md#checkout).
  const checkin = checkout?.stay.kind === 'dated' ? checkout.stay.checkin : null;
  const asked = (questions.data?.data ?? []).filter((question) =>
    isQuestionVisible(question, {
      hotelId: hotel.hotel_id,
      checkin,
      planCodes: checkout?.hotelPlanCodes ?? [],
    }),
  );
  const answerable = asked.filter((question) => question.question_type !== 'notification');
  // Files still uploading hold the booking back: their URLs are not known yet.
  const uploading = answerable.some((question) => (answers[question.id]?.files?.length ?? 0) > 0);
  // The questions' and extras' problems, each with its field's id, for the form's error summary.
  const validateAnswers = (): FormProblem[] => {
    const found: Record<number, readonly AnswerProblem[]> = {};
    const listed: FormProblem[] = [];
    for (const question of answerable) {
      const problems = validateAnswer(question, answers[question.id]);
      if (problems.length === 0) continue;
      found[question.id] = problems;
      listed.push({
        fieldId: questionFieldId(`${id}-questions`, question.id),
        message: text.format('errorSummaryItem', {
          field: question.title ?? '',
          problem: problems[0]?.reason === 'required' ? text.fieldRequired : text.fieldInvalid,
        }),
      });
    }
    setAnswerProblems(found);
    return listed;
  };
  const extraProblems = (): FormProblem[] =>
    offered.flatMap((item) => {
      const problem = chosenExtras.problems[item.extra.extra_id];
      if (!problem) return [];
      return [
        {
          fieldId: extraFieldId(`${id}-extras`, item, problem),
          message: text.format('errorSummaryItem', {
            // A missing answer is about the extra's question; anything else about its quantity.
            field:
              problem.code === 'answer_required' ? (item.extra.question ?? item.extra.name) : item.extra.name,
            problem: extraProblemText(problem, text),
          }),
        },
      ];
    });

  if (checkout === null) {
    return (
      <section className="sk-checkout" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{text.guestDetailsTitle}</h2>
        <Alert tone="warning" role="alert">
          {text.nothingSelected}
        </Alert>
        <Link
          className={buttonClass('secondary')}
          to={{ pathname: '/booking/result', search: searchParams.toString() }}
        >
          {text.backToSearch}
        </Link>
      </section>
    );
  }

  const removeCoupon = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('coupon_code');
    setCoupon('');
    setSearchParams(params, { replace: true });
  };
  const applyCoupon = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams(searchParams);
    // One coupon code at a time (docs/widget.md#checkout): applying replaces the one before.
    if (coupon.trim() === '') params.delete('coupon_code');
    else params.set('coupon_code', coupon.trim());
    setSearchParams(params, { replace: true });
  };
  const priceError = price.isError ? apiErrorMessage(price.error, locale) : null;
  const couponRefused =
    price.isError && checkout.couponCode !== undefined && COUPON_REFUSED.has(price.error.code);
  // A voucher the API refuses for this stay (1500): said under the voucher field, which can drop it.
  const voucherRefused =
    price.isError &&
    !couponRefused &&
    checkout.voucherCode !== undefined &&
    COUPON_REFUSED.has(price.error.code);
  const chooseVoucher = (number: string | undefined) => {
    const params = new URLSearchParams(searchParams);
    if (number === undefined) params.delete('voucher_coupon_code');
    else params.set('voucher_coupon_code', number);
    setSearchParams(params, { replace: true });
  };
  const breakdown = price.data?.data;
  const paymentTypes =
    breakdown === undefined
      ? []
      : availablePaymentTypes(
          hotel.payment_options,
          checkout.paymentMethods.map((methods) => ({ payment_method: methods })),
          breakdown.total_price,
          // The guest's own currency decides what is offered: a card charged in the hotel's currency
          // does not change the choices under the guest's hand.
          { multiCurrency: guestCurrency !== undefined },
        );
  // Choosing a card in a foreign currency: a network it does not take pays in the hotel's currency.
  const chooseCard = (card: { type: PaymentType; network: CardNetwork } | null) =>
    setCardInHotelCurrency(hotelCurrencyCard(card?.network ?? null, guestCurrency, hotel.currency));
  const cardNotice =
    cardInHotelCurrency === null || breakdown === undefined
      ? null
      : text.format('cardChargedInHotelCurrency', {
          brand: cardBrandName(cardInHotelCurrency),
          total: formatPrice(breakdown.total_price, hotel.currency, locale),
        });
  // docs/widget.md#checkout: the shorter flow (GuestDetail, Confirmation) when there is nothing to choose or pay online.
  const onlyType = paymentTypes.length === 1 ? paymentTypes[0] : undefined;
  // A stay paid on the agency site always has its payment step: the hand-off (docs/widget.md#agency-hand-off).
  const handOff = handsOffToAgency(hotel, checkout, otaEnabled, chosenExtras.price.length > 0 || points > 0);
  const shortFlow = !handOff && onlyType !== undefined && !isCardPaymentType(onlyType);
  const pay = (choice: PaymentChoice, acknowledgeOverlap = false, booker: GuestFormValues | null = guest) => {
    // While the price is asked again (another currency, an extra), the one on screen is the last one:
    // the booking waits for the new one, so what it sends is what the guest sees.
    if (booker === null || breakdown === undefined || uploading || price.isPlaceholderData) return;
    lastChoice.current = choice;
    paymentInfo(choice.type);
    const returnUrl = new URL('/reservation/three-d-secure', window.location.origin);
    returnUrl.searchParams.set('hotel_code', hotel.hotel_code);
    returnUrl.searchParams.set('locale', locale);
    const answered = answerable.flatMap((question): AnswerInput[] => {
      const answer = answers[question.id];
      const text = answer?.text?.trim();
      if (text) return [{ additional_question_id: question.id, answer: { text } }];
      if (answer?.option_ids && answer.option_ids.length > 0)
        return [{ additional_question_id: question.id, answer: { option_ids: [...answer.option_ids] } }];
      const urls = answer?.remote_attachments_urls ?? [];
      if (urls.length > 0)
        return [{ additional_question_id: question.id, answer: { remote_attachments_urls: [...urls] } }];
      return [];
    });
    // The landing's campaign, or one of the last day's (docs/widget.md#checkout).
    const tracking = bookingTracking(
      landing?.tracking ?? {},
      landing?.metasearchSource ?? null,
      reachableStorage(() => window.localStorage),
      now(),
    );
    const body = {
      ...toBookingRequest(
        checkout,
        booker,
        { ...choice, returnUrl: returnUrl.toString() },
        breakdown,
        hotel.currency,
        mcpCurrency,
        chosenExtras.booking,
        points,
      ),
      ...(answered.length === 0 ? {} : { additional_question_answers: answered }),
      ...(tracking === undefined ? {} : { tracking }),
      // The guest saw the overlapping-reservation warning and chose to book anyway.
      acknowledge_overlapping_reservation: acknowledgeOverlap,
    };
    // The bot check, when the hotel asks for it, runs right before the booking goes.
    botCheck.withToken(body, (checked) => {
      book.mutate(
        {
          params: { path: { hotel_id: hotel.hotel_id } },
          body: checked,
        },
        {
          onSuccess: ({ data }) => {
            clearGuestForm(formStorage, hotel.hotel_code);
            const reservation = data.reservation;
            const waiting = data.payment?.status === 'pre_3d_secure';
            if (waiting && choice.provider !== undefined) {
              // The booking waits for the payer at the provider (PayPal, Adyen): the waiting page sends
              // them on and sees the payment settle.
              const pendingPayment = rememberPendingPayment(formStorage, hotel.hotel_code, reservation);
              // Replacing the form: going back is not a way to book the held room again.
              void navigate(threeDSecureWaitingPath(hotel.hotel_code, locale), {
                replace: true,
                state: { pendingPayment, startProvider: choice.provider },
              });
              return;
            }
            const challenge = waiting ? (data.payment?.three_d_secure ?? null) : null;
            if (challenge) {
              // The guest leaves for the card issuer's page; the return route finishes the booking.
              const pendingPayment = rememberPendingPayment(formStorage, hotel.hotel_code, reservation);
              const navigation = gateway.threeDSecureNavigation(challenge);
              // In a frame the issuer's page may refuse to show: the waiting page opens it in a new tab.
              if (isFramed() && isFollowableExternalUrl(navigation.url, apiUrl)) {
                void navigate(threeDSecureWaitingPath(hotel.hotel_code, locale), {
                  state: { pendingPayment },
                });
                return;
              }
              if (openThreeDSecure(navigation, window, apiUrl)) return;
              // A challenge page the widget does not follow (not https, not the API's own): the payment
              // cannot go on. The booking waits unpaid until its 3-D Secure deadline, when the API cancels it.
              const failure = { hotel_code: hotel.hotel_code, locale, error_code: 'invalid_response' };
              void navigate(`/reservation/fail?${new URLSearchParams(failure).toString()}`);
              return;
            }
            void navigate(confirmationPath(reservation, hotel.hotel_code, locale, shortFlow));
          },
          // Prices that moved meanwhile: the summary is read again for the guest to check.
          onError: (error) => {
            if (PRICE_MOVED.has(error.code)) void price.refetch();
          },
        },
      );
    });
  };
  // Where the bot check draws itself, and what it refused: by the button that books.
  const botCheckSlot = botCheck.required ? (
    <>
      <div className="sk-bot-check" ref={botCheck.container} />
      {botCheck.error && (
        <Alert tone="danger" role="alert" className="sk-checkout-error">
          <p>{apiErrorMessage(botCheck.error, locale)}</p>
        </Alert>
      )}
    </>
  ) : null;
  const bookingError = book.isError ? (
    <Alert tone="danger" role="alert" className="sk-checkout-error">
      <p>{apiErrorMessage(book.error, locale)}</p>
      {PRICE_MOVED.has(book.error.code) && breakdown !== undefined && !price.isFetching && (
        <p>
          {text.format('priceChangedNewTotal', {
            price: formatPrice(breakdown.total_price, hotel.currency, locale, breakdown.mcp_total_price),
          })}
        </p>
      )}
      {book.error.code === 'overlapping_reservation' && lastChoice.current !== null && (
        <Button onClick={() => lastChoice.current && pay(lastChoice.current, true)}>{text.bookAnyway}</Button>
      )}
    </Alert>
  ) : undefined;
  const backSearch = new URLSearchParams(searchParams);
  for (const key of [...backSearch.keys()]) if (key.startsWith('selected_rooms[')) backSearch.delete(key);

  const pointsShown =
    member && hotel.point_program_setting?.enabled === true && !hotel.point_program_setting.hide_points;
  const paying = !shortFlow && guest !== null && !sessionExpired;
  const total =
    breakdown === undefined
      ? null
      : formatPrice(breakdown.total_price, hotel.currency, locale, breakdown.mcp_total_price);

  return (
    <section className="sk-checkout" aria-labelledby={`${id}-title`}>
      <CheckoutSteps current={paying ? 'payment' : 'guest-detail'} withPayment={!shortFlow} />
      <div className="sk-checkout-head">
        <h2 id={`${id}-title`}>{text.guestDetailsTitle}</h2>
        <Link className="sk-back-link" to={{ pathname: '/booking/result', search: backSearch.toString() }}>
          {text.changeSelection}
        </Link>
      </div>
      {checkout.lotteryEntry !== undefined && (
        <Alert tone="info">{text.format('lotteryWinnerBooking', { number: checkout.lotteryEntry })}</Alert>
      )}
      {priceError !== null && !couponRefused && !voucherRefused && (
        <Alert tone="danger" role="alert" className="sk-checkout-error">
          <p>{priceError}</p>
          {checkout.couponCode !== undefined && (
            <Button variant="secondary" onClick={() => removeCoupon()}>
              {text.removeCoupon}
            </Button>
          )}
        </Alert>
      )}
      <div className="sk-checkout-layout">
        <aside className="sk-checkout-aside" aria-labelledby={`${id}-summary`}>
          <Card className="sk-summary" id={`${id}-summary-card`} tabIndex={-1}>
            <h2 id={`${id}-summary`} className="sk-summary-title">
              {text.yourStay}
            </h2>
            <StaySummary checkout={checkout} names={offerNames} locale={locale} />
            {price.isPending && (
              <div className="sk-summary-loading" role="status">
                <span className="sk-visually-hidden">{text.loading}</span>
                <Skeleton width="100%" height="1.25rem" />
                <Skeleton width="70%" height="1.25rem" />
                <Skeleton width="100%" height="1.75rem" />
              </div>
            )}
            {price.data && <PriceSummary price={price.data.data} currency={hotel.currency} locale={locale} />}
            <form className="sk-coupon-form" onSubmit={applyCoupon}>
              <TextField
                id={`${id}-coupon`}
                label={text.couponCode}
                type="text"
                autoComplete="off"
                maxLength={64}
                value={coupon}
                onChange={(event) => setCoupon(event.target.value)}
                {...(couponRefused ? { 'aria-invalid': true, describedBy: `${id}-coupon-error` } : {})}
              />
              <Button type="submit" variant="secondary">
                {text.applyCoupon}
              </Button>
            </form>
            {couponRefused && (
              <Alert tone="danger" role="alert" className="sk-checkout-error">
                <p id={`${id}-coupon-error`}>{priceError}</p>
                <Button variant="secondary" onClick={() => removeCoupon()}>
                  {text.removeCoupon}
                </Button>
              </Alert>
            )}
            {member && (
              <VoucherField
                applied={checkout.voucherCode}
                couponApplied={checkout.couponCode !== undefined}
                currency={hotel.currency}
                locale={locale}
                onChange={chooseVoucher}
              />
            )}
            {voucherRefused && (
              <Alert tone="danger" role="alert" className="sk-checkout-error">
                <p>{priceError}</p>
                <Button variant="secondary" onClick={() => chooseVoucher(undefined)}>
                  {text.voucherRemove}
                </Button>
              </Alert>
            )}
            {pointsShown && breakdown && (
              <PointsField
                hotelId={hotel.hotel_id}
                price={breakdown.total_price_before_point_discount ?? breakdown.total_price}
                applied={points}
                onApply={setPoints}
              />
            )}
          </Card>
        </aside>
        <div className="sk-checkout-main">
          <GuestForm
            initial={initialForm}
            locale={isLocale(locale) ? locale : 'en'}
            roomCount={roomCount}
            kana={locale === 'ja'}
            taiwanReceipt={hotel.currency === 'TWD'}
            offerProfileUpdate={member && profileUpdateAllowed}
            onChange={(values) => saveGuestForm(formStorage, hotel.hotel_code, values, now())}
            onSubmit={(values) => {
              book.reset();
              setGuest(values);
              if (shortFlow && onlyType !== undefined) pay({ type: onlyType }, false, values);
            }}
            formError={
              sessionExpired && book.error ? (
                <Alert
                  tone="danger"
                  role="alert"
                  tabIndex={-1}
                  alertRef={expiredRef}
                  className="sk-checkout-error"
                >
                  <p>{apiErrorMessage(book.error, locale)}</p>
                </Alert>
              ) : undefined
            }
            validateExtra={() => {
              setExtrasChecked(true);
              // In the page's order: the extras, then the questions.
              const questionProblems = validateAnswers();
              return [...extraProblems(), ...questionProblems];
            }}
            extraFields={
              <>
                <ExtrasFields
                  idPrefix={`${id}-extras`}
                  offered={offered}
                  choices={extraChoices}
                  onChange={(extraId, choice) => setExtraChoices((old) => ({ ...old, [extraId]: choice }))}
                  problems={chosenExtras.problems}
                  checked={extrasChecked}
                  currency={hotel.currency}
                  locale={locale}
                />
                <QuestionsFields
                  idPrefix={`${id}-questions`}
                  questions={asked}
                  answers={answers}
                  onChange={(questionId, answer) => setAnswers((old) => ({ ...old, [questionId]: answer }))}
                  problems={answerProblems}
                  hotelId={hotel.hotel_id}
                />
              </>
            }
            submitLabel={shortFlow ? text.bookNow : text.continueToPayment}
            // The short flow books from here: its button waits for the bot check and the booking.
            busy={shortFlow && (book.isPending || botCheck.checking || price.isPlaceholderData)}
          />
          {shortFlow && botCheckSlot}
          {shortFlow && bookingError}
          {paying && handOff && breakdown !== undefined && (
            <AgencyHandOff
              hotel={hotel}
              checkout={checkout}
              guest={guest}
              locale={locale}
              shown={{
                hotelId: hotel.hotel_id,
                hotelName: hotel.hotel_name,
                roomTypeName: offerNames?.room ?? checkout.lines[0]?.room_type_code ?? '',
                roomPlanName: offerNames?.plan ?? checkout.lines[0]?.room_plan_code ?? '',
                total: breakdown.total_price,
              }}
            />
          )}
          {paying && !handOff && breakdown !== undefined && checkout.stay.kind === 'dated' && (
            <PaymentStep
              types={paymentTypes}
              gateway={gateway}
              hotelId={hotel.hotel_id}
              totalPayable={breakdown.total_price}
              currency={hotel.currency}
              paymentCurrency={mcpCurrency ?? hotel.currency}
              multiCurrency={mcpCurrency !== undefined}
              onCardNetwork={chooseCard}
              cardNotice={cardNotice}
              checkout={checkout.stay.checkout}
              today={hotelToday(hotel.time_zone, now())}
              locale={locale}
              onPay={pay}
              // A display currency other than the hotel's takes cards only (multi-currency payment).
              providers={
                mcpCurrency === undefined ? paymentProvidersOf(hotel.payment_gateway_setting.gateway) : []
              }
              savedCards={(savedCards.data?.data ?? []).filter((card) => card.is_valid)}
              error={
                uploading ? (
                  <p className="sk-hint" role="status">
                    {text.filesStillUploading}
                  </p>
                ) : (
                  <>
                    {botCheckSlot}
                    {bookingError}
                  </>
                )
              }
              busy={book.isPending || uploading || botCheck.checking || price.isPlaceholderData}
            />
          )}
        </div>
      </div>
      {/* A phone: the total stays in reach at the bottom of the screen; its button shows the bill. */}
      <div className="sk-bottom-bar">
        <p className="sk-bottom-bar-total">
          <span className="sk-bottom-bar-label">{text.priceTotal}</span>
          <span className="sk-bottom-bar-amount">{total ?? '…'}</span>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            const card = document.getElementById(`${id}-summary-card`);
            card?.scrollIntoView({ block: 'start' });
            card?.focus({ preventScroll: true });
          }}
        >
          {text.priceDetails}
        </Button>
      </div>
    </section>
  );
}
