import {
  cardBrandFromNumber,
  cardNetworkOfBrand,
  cardNumberDigits,
  parseCardExpiry,
  validateCard,
  type CardContext,
  type CardNetwork,
  type CardTokenContext,
  type CardTokenResult,
  type components,
  type PaymentGateway,
} from '@staykit/sdk';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { errorMessageLoaders } from '../i18n/errorMessageLoaders';
import { Checkbox } from './ui/Checkbox';
import type { MessageKey, Messages } from '../i18n/messages';
import { useMessages } from '../i18n/useMessages';

type CardBrand = components['schemas']['CardBrand'];

/**
 * The fields the guest types (a Korean card also its holder's birth date and the first two PIN digits);
 * the card rules may also name `brand` or `payment`, shown above the button.
 */
type CardForm = Record<
  'number' | 'expiry' | 'security_code' | 'holder_name' | 'birth_date' | 'pin_first_two_digits',
  string
>;
type TypedField = keyof CardForm;
const EMPTY_CARD: CardForm = {
  number: '',
  expiry: '',
  security_code: '',
  holder_name: '',
  birth_date: '',
  pin_first_two_digits: '',
};
const TYPED_FIELDS: readonly string[] = Object.keys(EMPTY_CARD);

/**
 * A Korean card holder's `YYMMDD` as the contract's date: the latest century that is not in the future
 * (`today` is `YYYY-MM-DD…`).
 */
function birthDateOf(yymmdd: string, today: string): string {
  const year = Number(yymmdd.slice(0, 2));
  const century = year <= Number(today.slice(2, 4)) ? '20' : '19';
  return `${century}${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/**
 * A problem to show with the card: under `field` when it names one the guest typed, else in the card's
 * alert above the button.
 *
 * @example
 * ```ts
 * const problem: CardProblem = { field: 'expiry', code: '3005' };
 * ```
 */
export interface CardProblem {
  readonly field: string | null;
  readonly code: string;
}

/**
 * What the owner of `CardFields` can ask of it: the card stays inside, only its token comes out.
 *
 * @example
 * ```tsx
 * const card = useRef<CardFieldsHandle>(null);
 * const token = await card.current?.tokenize();
 * ```
 */
export interface CardFieldsHandle {
  /**
   * Checks the card with the SDK's card rules and, if it passes, has the gateway tokenise it. Resolves to
   * the token (the fields are cleared at once), or null when a problem is now shown (focus on the first
   * field with one).
   */
  tokenize(): Promise<CardTokenResult | null>;
}

/** Props of `CardFields`. */
export interface CardFieldsProps {
  ref?: Ref<CardFieldsHandle>;
  gateway: PaymentGateway;
  /** The payment the card is for, as `validateCard` takes it (total, currency, valid until, today). */
  payment: CardContext;
  /** What the gateway checks the card against early (hotel, charge currency, valid until). */
  tokenContext: CardTokenContext;
  /** The brands the payment accepts, when it names them (a pay link's `allowed_card_brands`). */
  allowedBrands?: readonly CardBrand[];
  /**
   * A refusal of the payment the token went to (the card issuer's reason), shown like the card's own
   * problems until the next `tokenize`.
   */
  refusal?: CardProblem | null;
  /**
   * Told the card's network as the number shows it, each time it changes (`null` until the number names
   * one): a multi-currency payment charges some networks in the hotel's currency.
   */
  onNetworkChange?: (network: CardNetwork | null) => void;
  locale: string;
}

// The card rules' client codes, in the widget's words; catalogue codes take the SDK's localised message.
const CLIENT_TEXT: Readonly<Record<string, MessageKey>> = {
  required: 'fieldRequired',
  too_long: 'fieldTooLong',
  invalid: 'fieldInvalid',
};

function problemText(code: string, locale: string, text: Messages): string {
  // Of the card fields only the holder's name has a script rule.
  const key = code === 'unsupported_characters' ? 'fieldUnsupportedCardHolder' : CLIENT_TEXT[code];
  if (key !== undefined) return text[key];
  return errorMessageLoaders.text(code, locale) ?? text.fieldInvalid;
}

function refusalCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : 'network_error';
}

/**
 * The card fields of a payment (docs/widget.md#validation), shared by the checkout's payment step and the pay-link
 * page: number, expiry, security code and holder, checked with the SDK's `validateCard` (brand from the
 * number, expiry, security code, holder in Latin letters, the yen cap, multi-currency brands, no card at
 * 0) and tokenised by the payment gateway. The card lives in this component's state only: it is never put
 * in a store, a log or a URL, and it is cleared as soon as the gateway has answered with a token. A
 * problem is announced (`role="alert"`) and tied to its field (`aria-invalid`, `aria-describedby`); one
 * the card rules or the issuer cannot pin to a field shows in the alert, which then describes the group.
 * Render it inside the owner's `<form>`, before its submit button.
 *
 * @example
 * ```tsx
 * const card = useRef<CardFieldsHandle>(null);
 * <form onSubmit={async (event) => {
 *   event.preventDefault();
 *   const token = await card.current?.tokenize();
 *   if (token) pay(token.token);
 * }}>
 *   <CardFields ref={card} gateway={gateway} locale="en"
 *     payment={{ totalPayable: 12000, currency: 'JPY', today: '2026-12-01' }} tokenContext={{ hotelId: 101 }} />
 *   <button type="submit">Pay</button>
 * </form>
 * ```
 */
export function CardFields(props: CardFieldsProps) {
  const { ref, gateway, payment, tokenContext, allowedBrands, refusal, onNetworkChange, locale } = props;
  const text = useMessages();
  const id = useId();
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const typedNetwork = cardBrandFromNumber(card.number);
  // The latest listener, so a new function from the owner's render does not report the same network twice.
  const networkListener = useRef(onNetworkChange);
  useEffect(() => {
    networkListener.current = onNetworkChange;
  });
  useEffect(() => networkListener.current?.(typedNetwork), [typedNetwork]);
  // Gone (a saved card chosen, another payment type), its number names no network any more.
  useEffect(() => () => networkListener.current?.(null), []);
  // A Visa card may be a Ponta card, which only the guest knows: chosen, it earns Ponta points.
  const [ponta, setPonta] = useState(false);
  const korean = payment.koreanCard === true;
  const visa = typedNetwork === 'visa';
  const pontaOffered = visa && payment.currency === 'JPY';
  const brand: CardBrand | undefined = pontaOffered && ponta ? 'ponta_visa' : undefined;
  const [problems, setProblems] = useState<readonly CardProblem[]>([]);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const fieldId = (field: string) => `${id}-${field}`;
  const focusField = (field: string | null) => {
    if (field !== null && TYPED_FIELDS.includes(field))
      groupRef.current?.ownerDocument.getElementById(fieldId(field))?.focus();
  };

  useImperativeHandle(
    ref,
    () => ({
      async tokenize() {
        const found: CardProblem[] = validateCard(
          { ...card, ...(korean ? {} : { birth_date: null, pin_first_two_digits: null }), brand },
          payment,
        );
        const network = cardBrandFromNumber(card.number);
        const accepted = allowedBrands?.map(cardNetworkOfBrand);
        if (network && accepted && !accepted.includes(network) && !found.some((p) => p.field === 'brand'))
          found.push({ field: 'brand', code: 'card_brand_not_allowed' });
        setProblems(found);
        const expiry = parseCardExpiry(card.expiry);
        if (found.length > 0 || !expiry || !network) {
          focusField(found[0]?.field ?? null);
          return null;
        }
        try {
          const token = await gateway.tokenizeCard(
            {
              number: cardNumberDigits(card.number) ?? '',
              expiry_month: expiry.month,
              expiry_year: expiry.year,
              security_code: card.security_code.trim(),
              holder_name: card.holder_name.trim().toUpperCase(),
              brand: brand ?? network,
              ...(korean
                ? {
                    birth_date: birthDateOf(
                      card.birth_date.trim(),
                      payment.today ?? new Date().toISOString(),
                    ),
                    pin_first_two_digits: card.pin_first_two_digits.trim(),
                  }
                : {}),
            },
            tokenContext,
          );
          // The card is not kept one moment longer than needed.
          setCard(EMPTY_CARD);
          return token;
        } catch (error) {
          const code = refusalCode(error);
          // "Check the card number" and "check the expiry" (docs/errors.md) point at a field: they show under it.
          const field = code === '3004' ? 'number' : code === '3005' ? 'expiry' : null;
          setProblems([{ field, code }]);
          focusField(field);
          return null;
        }
      },
    }),
    // Re-created with the card, so `tokenize` always reads what the guest typed last.
    [card, brand, korean, payment, tokenContext, allowedBrands, gateway],
  );

  // A refusal of the payment replaces the card's own problems: it is the newer answer.
  const shown = refusal ? [refusal] : problems;
  const refusalField = refusal?.field;
  const refusalCodeShown = refusal?.code;
  useEffect(() => {
    // When a refusal arrives, on the field it names (the alert speaks for one that names none).
    if (refusalCodeShown !== undefined && refusalField && TYPED_FIELDS.includes(refusalField))
      groupRef.current?.ownerDocument.getElementById(`${id}-${refusalField}`)?.focus();
  }, [id, refusalField, refusalCodeShown]);

  const problemOf = (field: TypedField) => shown.find((problem) => problem.field === field);
  const general = shown.filter((problem) => problem.field === null || !TYPED_FIELDS.includes(problem.field));
  const generalId = `${id}-general`;

  const cardField = (
    field: TypedField,
    label: MessageKey,
    autoComplete: string,
    numeric: boolean,
    secret = false,
  ) => {
    const problem = problemOf(field);
    return (
      <div className="sk-field">
        <label htmlFor={fieldId(field)}>{text[label]}</label>
        <input
          id={fieldId(field)}
          autoComplete={autoComplete}
          inputMode={numeric ? 'numeric' : undefined}
          {...(secret ? { type: 'password', maxLength: 2 } : {})}
          value={card[field]}
          onChange={(event) => setCard({ ...card, [field]: event.target.value })}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(field)}-error` } : {})}
        />
        {problem && (
          <p className="sk-field-error" id={`${fieldId(field)}-error`}>
            {problemText(problem.code, locale, text)}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <fieldset
        ref={groupRef}
        className="sk-card-fields"
        {...(general.length > 0 ? { 'aria-describedby': generalId } : {})}
      >
        <legend>{text.cardDetails}</legend>
        {cardField('number', 'cardNumber', 'cc-number', true)}
        {cardField('expiry', 'cardExpiry', 'cc-exp', true)}
        {cardField('security_code', 'cardSecurityCode', 'cc-csc', true)}
        {cardField('holder_name', 'cardHolder', 'cc-name', false)}
        {korean && cardField('birth_date', 'cardBirthDate', 'off', true)}
        {korean && cardField('pin_first_two_digits', 'cardPinFirstTwo', 'off', true, true)}
        {pontaOffered && (
          <Checkbox
            id={fieldId('ponta')}
            label={text.cardPonta}
            checked={ponta}
            onChange={(event) => setPonta(event.target.checked)}
          />
        )}
      </fieldset>
      {general.length > 0 && (
        <div className="sk-checkout-error" role="alert" id={generalId}>
          {general.map((problem) => (
            <p key={`${problem.field ?? 'card'}-${problem.code}`}>
              {problemText(problem.code, locale, text)}
            </p>
          ))}
        </div>
      )}
      {shown.length > 0 && general.length === 0 && (
        <p className="sk-form-problems" role="alert">
          {text.cardHasProblems}
        </p>
      )}
    </>
  );
}
