import { useAdditionalQuestions, useCreateReservation, useRoomPrice } from '@staykit/react';
import { type components } from '@staykit/sdk';
import {
  availablePaymentTypes,
  isLocale,
  isQuestionVisible,
  validateAnswer,
  type AnswerDraft,
  type AnswerProblem,
  type PaymentGateway,
} from '@staykit/sdk';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../components/apiErrorMessage';
import { displayCurrency } from '../../components/displayCurrency';
import { hotelToday } from '../../components/hotelDates';
import { reachableStorage } from '../../components/reachableStorage';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import './checkout.css';
import { CheckoutSteps } from './CheckoutSteps';
import { GuestForm, type GuestFormValues } from './GuestForm';
import { PriceSummary } from './PriceSummary';
import { QuestionsFields } from './QuestionsFields';
import { readCheckoutUrl, type CheckoutUrl } from './readCheckoutUrl';
import { toBookingRequest } from './bookingRequest';
import { PaymentStep, type PaymentChoice } from './PaymentStep';
import { clearGuestForm, loadGuestForm, saveGuestForm } from './savedGuestForm';
import { confirmationPath, rememberPendingPayment, runThreeDSecureNavigation } from './threeDSecure';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type AnswerInput = components['schemas']['AdditionalQuestionAnswerInput'];

/** Props of `GuestDetailPage`. */
export interface GuestDetailPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  /** Where card data goes; the booking only sees its token. */
  gateway: PaymentGateway;
  /** The current time (tests pin it). */
  now?: () => Date;
}

/** The `getRoomPrice` query of the checkout: its stay, lines, codes and display currency. */
function priceQuery(hotel: BookingWidgetInit, checkout: CheckoutUrl) {
  const mcpCurrency = displayCurrency(hotel, checkout.currency);
  return {
    selected_rooms: checkout.lines,
    ...(checkout.stay.kind === 'undated'
      ? { search_type: 'undated' as const, nights: checkout.stay.nights }
      : {
          checkin_date: checkout.stay.checkin,
          checkout_date: checkout.stay.checkout,
          ...(checkout.stay.dayUse ? { is_day_use: true } : {}),
        }),
    ...(checkout.promoCode === undefined ? {} : { promo_code: checkout.promoCode }),
    ...(checkout.couponCode === undefined ? {} : { coupon_code: checkout.couponCode }),
    ...(mcpCurrency === undefined ? {} : { mcp_currency: mcpCurrency }),
  };
}

/**
 * The guest-details step (B §4 Checkout steps, §3 Price fields): the steps indicator, the price of the
 * selection from the URL (`getRoomPrice`), and a coupon code that re-prices it (one code at a time, kept in
 * the URL so a reload keeps it). A URL without a selection sends the guest back to search.
 */
export function GuestDetailPage({ hotel, locale, gateway, now = () => new Date() }: GuestDetailPageProps) {
  const text = useMessages();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkout = readCheckoutUrl(searchParams);
  const price = useRoomPrice(
    {
      params: {
        path: { hotel_id: hotel.hotel_id },
        query: checkout === null ? { selected_rooms: [] } : priceQuery(hotel, checkout),
      },
    },
    { enabled: checkout !== null },
  );
  const [coupon, setCoupon] = useState(checkout?.couponCode ?? '');
  // The typed form survives a reload for ten minutes (this tab only; never card data).
  const formStorage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const [initialForm] = useState(() => loadGuestForm(formStorage, hotel.hotel_code, now()));
  const roomCount = (checkout?.lines ?? []).reduce((sum, line) => sum + (line.quantity ?? 1), 0);
  const navigate = useNavigate();
  const book = useCreateReservation();
  // Guest details first; once they are valid, the payment step (B §4 Checkout steps).
  const [guest, setGuest] = useState<GuestFormValues | null>(null);
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
  // The questions of this booking: the plans booked, the check-in date, the guest's labels (B §3).
  const checkin = checkout?.stay.kind === 'dated' ? checkout.stay.checkin : null;
  const asked = (questions.data?.data ?? []).filter((question) =>
    isQuestionVisible(question, {
      hotelId: hotel.hotel_id,
      checkin,
      planCodes: checkout?.hotelPlanCodes ?? [],
    }),
  );
  const answerable = asked.filter(
    (question) => question.question_type !== 'notification' && question.answer_type !== 'file',
  );
  const validateAnswers = () => {
    const found: Record<number, readonly AnswerProblem[]> = {};
    for (const question of answerable) {
      const problems = validateAnswer(question, answers[question.id]);
      if (problems.length > 0) found[question.id] = problems;
    }
    setAnswerProblems(found);
    return Object.keys(found).length;
  };

  if (checkout === null) {
    return (
      <section className="sk-checkout" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{text.guestDetailsTitle}</h2>
        <p role="alert">{text.nothingSelected}</p>
        <Link to={{ pathname: '/booking/result', search: searchParams.toString() }}>{text.backToSearch}</Link>
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
    // One coupon code at a time (B §5): applying replaces the one before.
    if (coupon.trim() === '') params.delete('coupon_code');
    else params.set('coupon_code', coupon.trim());
    setSearchParams(params, { replace: true });
  };
  const priceError = price.isError ? apiErrorMessage(price.error, locale) : null;
  const mcpCurrency = displayCurrency(hotel, checkout.currency);
  const breakdown = price.data?.data;
  const pay = (choice: PaymentChoice) => {
    if (guest === null || breakdown === undefined) return;
    const returnUrl = new URL('/reservation/three-d-secure', window.location.origin);
    returnUrl.searchParams.set('hotel_code', hotel.hotel_code);
    returnUrl.searchParams.set('locale', locale);
    const answered = answerable.flatMap((question): AnswerInput[] => {
      const answer = answers[question.id];
      const text = answer?.text?.trim();
      if (text) return [{ additional_question_id: question.id, answer: { text } }];
      if (answer?.option_ids && answer.option_ids.length > 0)
        return [{ additional_question_id: question.id, answer: { option_ids: [...answer.option_ids] } }];
      return [];
    });
    const body = {
      ...toBookingRequest(
        checkout,
        guest,
        { ...choice, returnUrl: returnUrl.toString() },
        breakdown,
        hotel.currency,
        mcpCurrency,
      ),
      ...(answered.length === 0 ? {} : { additional_question_answers: answered }),
    };
    book.mutate(
      { params: { path: { hotel_id: hotel.hotel_id } }, body },
      {
        onSuccess: ({ data }) => {
          clearGuestForm(formStorage, hotel.hotel_code);
          const reservation = data.reservation;
          const challenge = data.payment?.status === 'pre_3d_secure' ? data.payment.three_d_secure : null;
          if (challenge) {
            // The guest leaves for the card issuer's page; the return route finishes the booking.
            rememberPendingPayment(formStorage, hotel.hotel_code, reservation);
            runThreeDSecureNavigation(gateway.threeDSecureNavigation(challenge), window);
            return;
          }
          void navigate(confirmationPath(reservation, hotel.hotel_code, locale));
        },
        // Prices that moved meanwhile: the summary is read again for the guest to check.
        onError: (error) => {
          if (error.code === 'price_changed' || error.code === 'exchange_rates_updated') void price.refetch();
        },
      },
    );
  };
  const bookingError = book.isError ? (
    <div className="sk-checkout-error" role="alert">
      <p>{apiErrorMessage(book.error, locale)}</p>
    </div>
  ) : undefined;
  const backSearch = new URLSearchParams(searchParams);
  for (const key of [...backSearch.keys()]) if (key.startsWith('selected_rooms[')) backSearch.delete(key);

  return (
    <section className="sk-checkout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.guestDetailsTitle}</h2>
      <CheckoutSteps current="guest-detail" withPayment />
      <Link className="sk-back-link" to={{ pathname: '/booking/result', search: backSearch.toString() }}>
        {text.changeSelection}
      </Link>
      {price.isPending && <Spinner />}
      {priceError !== null && (
        <div className="sk-checkout-error" role="alert">
          <p>{priceError}</p>
          {checkout.couponCode !== undefined && (
            <button type="button" className="sk-button" onClick={() => removeCoupon()}>
              {text.removeCoupon}
            </button>
          )}
        </div>
      )}
      {price.data && <PriceSummary price={price.data.data} currency={hotel.currency} locale={locale} />}
      <form className="sk-coupon-form" onSubmit={applyCoupon}>
        <div className="sk-field">
          <label htmlFor={`${id}-coupon`}>{text.couponCode}</label>
          <input
            id={`${id}-coupon`}
            type="text"
            autoComplete="off"
            maxLength={64}
            value={coupon}
            onChange={(event) => setCoupon(event.target.value)}
          />
        </div>
        <button type="submit" className="sk-button">
          {text.applyCoupon}
        </button>
      </form>
      <GuestForm
        initial={initialForm}
        locale={isLocale(locale) ? locale : 'en'}
        roomCount={roomCount}
        kana={locale === 'ja'}
        taiwanReceipt={hotel.currency === 'TWD'}
        onChange={(values) => saveGuestForm(formStorage, hotel.hotel_code, values, now())}
        onSubmit={(values) => setGuest(values)}
        validateExtra={validateAnswers}
        extraFields={
          <QuestionsFields
            questions={asked}
            answers={answers}
            onChange={(questionId, answer) => setAnswers((old) => ({ ...old, [questionId]: answer }))}
            problems={answerProblems}
          />
        }
        submitLabel={text.continueToPayment}
      />
      {guest !== null && breakdown !== undefined && checkout.stay.kind === 'dated' && (
        <PaymentStep
          types={availablePaymentTypes(
            hotel.payment_options,
            checkout.paymentMethods.map((methods) => ({ payment_method: methods })),
            breakdown.total_price,
          )}
          gateway={gateway}
          hotelId={hotel.hotel_id}
          totalPayable={breakdown.total_price}
          currency={hotel.currency}
          paymentCurrency={mcpCurrency ?? hotel.currency}
          multiCurrency={mcpCurrency !== undefined}
          checkout={checkout.stay.checkout}
          today={hotelToday(hotel.time_zone, now())}
          locale={locale}
          onPay={pay}
          error={bookingError}
          busy={book.isPending}
        />
      )}
    </section>
  );
}
