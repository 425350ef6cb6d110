import {
  cardBrandFromNumber,
  cardNumberDigits,
  parseCardExpiry,
  validateCard,
  type components,
  type PaymentGateway,
} from '@staykit/sdk';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { fieldProblemText } from './fieldProblemText';

type PaymentType = components['schemas']['PaymentType'];

/** Payment types whose step asks for a card (charged now, or held as a guarantee). */
const CARD_TYPES: readonly PaymentType[] = [
  'credit_card',
  'credit_card_international',
  'on_site_credit_card_required',
  'twd_credit_card',
  'twd_credit_card_deposit',
];

const TYPE_LABELS: Record<PaymentType, MessageKey> = {
  pre_paid: 'payPrePaid',
  on_site: 'payOnSite',
  credit_card: 'payByCard',
  on_site_credit_card_required: 'payOnSiteCardRequired',
  deferred_payment: 'payDeferred',
  credit_card_international: 'payByCard',
  bank_transfer: 'payBankTransfer',
  twd_credit_card: 'payByCard',
  twd_credit_card_deposit: 'payByCardDeposit',
};

/**
 * What the payment step hands on: the payment type, and for a card the gateway's token (the card data
 * itself stays in this component and goes to the gateway only).
 *
 * @example
 * ```ts
 * const paid: PaymentChoice = { type: 'credit_card', cardToken: 'tok_mock_000001' };
 * ```
 */
export interface PaymentChoice {
  type: PaymentType;
  cardToken?: string;
}

/** Props of `PaymentStep`. */
export interface PaymentStepProps {
  /** The payment types offered (the hotel's, narrowed by the selected plans). */
  types: readonly PaymentType[];
  gateway: PaymentGateway;
  hotelId: number;
  /** The total payable now, in `currency`, the hotel's (card payment is refused at 0; the yen cap). */
  totalPayable: number;
  currency: components['schemas']['CurrencyCode'];
  /** The currency the card is charged in (the display currency in multi-currency mode). */
  paymentCurrency: components['schemas']['CurrencyCode'];
  multiCurrency: boolean;
  /** The stay's check-out: the card must be valid until then. */
  checkout: string;
  /** The hotel's today. */
  today: string;
  locale: string;
  onPay: (choice: PaymentChoice) => void;
  /** The booking's error, shown above the button. */
  error?: ReactNode;
  busy: boolean;
}

type CardForm = Record<'number' | 'expiry' | 'security_code' | 'holder_name', string>;
const EMPTY_CARD: CardForm = { number: '', expiry: '', security_code: '', holder_name: '' };

/**
 * The payment step (B §4 Checkout steps, §5 card rules): the hotel's payment types as a radio group, and
 * for card types a card form checked with the SDK's `validateCard` (brand from the number, expiry until
 * check-out, security code, holder in Latin letters, the yen cap, multi-currency brands, no card at 0).
 * The card is tokenised by the payment gateway; only the token leaves this component, and the card fields
 * are cleared once it has one. Problems are announced and tied to their fields.
 */
export function PaymentStep(props: PaymentStepProps) {
  const text = useMessages();
  const id = useId();
  const [type, setType] = useState<PaymentType | undefined>(props.types[0]);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [problems, setProblems] = useState<{ field: string; code: string }[]>([]);
  const [tokenising, setTokenising] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const needsCard = type !== undefined && CARD_TYPES.includes(type);
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const fieldId = (field: string) => `${id}-${field}`;
  const described = (field: string) =>
    problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(field)}-error` } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (type === undefined) return;
    if (!needsCard) {
      props.onPay({ type });
      return;
    }
    const found = validateCard(card, {
      totalPayable: props.totalPayable,
      currency: props.currency,
      multiCurrency: props.multiCurrency,
      validUntil: props.checkout,
      today: props.today,
    });
    setProblems(found);
    if (found.length > 0) {
      const first = found[0];
      if (first) formRef.current?.ownerDocument.getElementById(fieldId(first.field))?.focus();
      return;
    }
    const expiry = parseCardExpiry(card.expiry);
    const brand = cardBrandFromNumber(card.number);
    if (!expiry || !brand) return;
    setTokenising(true);
    try {
      const token = await props.gateway.tokenizeCard(
        {
          number: cardNumberDigits(card.number) ?? '',
          expiry_month: expiry.month,
          expiry_year: expiry.year,
          security_code: card.security_code.trim(),
          holder_name: card.holder_name.trim().toUpperCase(),
          brand,
        },
        { hotelId: props.hotelId, currency: props.paymentCurrency, validUntil: props.checkout },
      );
      // The card is not kept one moment longer than needed.
      setCard(EMPTY_CARD);
      props.onPay({ type, cardToken: token.token });
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'network_error';
      // "Check the card number" and "check the expiry" (B §8) point at a field: they show under it.
      const field = code === '3004' ? 'number' : code === '3005' ? 'expiry' : 'payment';
      setProblems([{ field, code }]);
      if (field !== 'payment') formRef.current?.ownerDocument.getElementById(fieldId(field))?.focus();
    } finally {
      setTokenising(false);
    }
  };

  const cardField = (
    field: keyof CardForm,
    label: MessageKey,
    autoComplete: string,
    inputMode?: 'numeric',
  ) => (
    <div className="sk-field">
      <label htmlFor={fieldId(field)}>{text[label]}</label>
      <input
        id={fieldId(field)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={card[field]}
        onChange={(event) => setCard({ ...card, [field]: event.target.value })}
        {...described(field)}
      />
      {problemOf(field) && (
        <p className="sk-field-error" id={`${fieldId(field)}-error`}>
          {fieldProblemText(problemOf(field)?.code ?? '', props.locale, text)}
        </p>
      )}
    </div>
  );
  const general = problems.filter(
    (problem) => !['number', 'expiry', 'security_code', 'holder_name'].includes(problem.field),
  );

  return (
    <form
      ref={formRef}
      className="sk-payment-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={`${id}-title`}>{text.stepPayment}</h3>
      <fieldset>
        <legend>{text.paymentMethod}</legend>
        {props.types.map((option) => (
          <label key={option} className="sk-choice">
            <input
              type="radio"
              name={`${id}-type`}
              value={option}
              checked={type === option}
              onChange={() => {
                setType(option);
                setProblems([]);
              }}
            />
            {text[TYPE_LABELS[option]]}
          </label>
        ))}
      </fieldset>
      {needsCard && (
        <fieldset className="sk-card-fields">
          <legend>{text.cardDetails}</legend>
          {cardField('number', 'cardNumber', 'cc-number', 'numeric')}
          {cardField('expiry', 'cardExpiry', 'cc-exp', 'numeric')}
          {cardField('security_code', 'cardSecurityCode', 'cc-csc', 'numeric')}
          {cardField('holder_name', 'cardHolder', 'cc-name')}
        </fieldset>
      )}
      {general.length > 0 && (
        <div className="sk-checkout-error" role="alert">
          {general.map((problem) => (
            <p key={`${problem.field}-${problem.code}`}>
              {fieldProblemText(problem.code, props.locale, text)}
            </p>
          ))}
        </div>
      )}
      {problems.length > 0 && general.length === 0 && (
        <p className="sk-form-problems" role="alert">
          {text.cardHasProblems}
        </p>
      )}
      {props.error}
      <button
        type="submit"
        className="sk-button"
        disabled={props.busy || tokenising || type === undefined}
        aria-busy={props.busy || tokenising}
      >
        {text.bookNow}
      </button>
    </form>
  );
}
