import {
  cardNetworkOfBrand,
  type CardNetwork,
  type components,
  type PaymentGateway,
  type PaymentProvider,
} from '@staykit/sdk';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CardFields, type CardFieldsHandle } from '../../components/CardFields';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Radio } from '../../components/ui/Radio';
import type { MessageKey } from '../../i18n/messages';
import { cardBrandName } from '../../lib/cardBrandName';
import { useMessages } from '../../i18n/useMessages';
import { PROVIDER_NAMES } from './ProviderPayment';

type PaymentType = components['schemas']['PaymentType'];

/** Payment types whose step asks for a card (charged now, or held as a guarantee). */
const CARD_TYPES: readonly PaymentType[] = [
  'credit_card',
  'credit_card_international',
  'on_site_credit_card_required',
  'twd_credit_card',
  'twd_credit_card_deposit',
];

/** Payment types a provider can pay (charged now: a guarantee stays a card). */
const PROVIDER_TYPES: readonly PaymentType[] = [
  'credit_card',
  'credit_card_international',
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
 * const saved: PaymentChoice = { type: 'credit_card', creditCardId: 5001 };
 * const paypal: PaymentChoice = { type: 'credit_card', provider: 'paypal' };
 * ```
 */
export interface PaymentChoice {
  type: PaymentType;
  cardToken?: string;
  /** A saved card of the signed-in member, instead of a token. */
  creditCardId?: number;
  /** Paid through a provider's page after the booking (PayPal, Adyen), instead of a card. */
  provider?: PaymentProvider;
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
  /**
   * The providers the hotel's gateway takes beside a card (`paymentProvidersOf`): each is offered as a
   * way to pay a card payment type, on the provider's page after the booking.
   */
  providers?: readonly PaymentProvider[];
  /** The signed-in member's saved cards that can pay (none for a guest): offered before a new card. */
  savedCards?: readonly components['schemas']['SavedCreditCard'][];
  /**
   * Told the card chosen, as the payment type and the card's network (the typed number's, or the saved
   * card's), each time it changes; `null` while no card names its network (a payment without a card, a
   * number not typed yet, the step hidden again). In multi-currency mode a network the foreign currency
   * does not take is charged in the hotel's currency instead.
   */
  onCardNetwork?: (card: { type: PaymentType; network: CardNetwork } | null) => void;
  /** Said under the card (a polite live region): e.g. that this card is charged in the hotel's currency. */
  cardNotice?: string | null;
  /** The booking's error, shown above the button. */
  error?: ReactNode;
  busy: boolean;
}

/**
 * The payment step (docs/widget.md#checkout, #validation): the hotel's payment types as a radio group, and
 * for card types a signed-in member's saved cards first (one is chosen; "a new card" asks for one), else
 * the shared card fields (`CardFields`: the SDK's `validateCard`, then the payment gateway's token), with
 * the note that card details are not stored. Only the token, or the saved card's id, leaves the step; the
 * card fields clear themselves once the token is there. At a hotel that takes a provider (PayPal, Adyen),
 * each is one more option: it pays the first card payment type on the provider's page after the booking,
 * and asks for no card.
 * Problems are announced and tied to their fields.
 */
export function PaymentStep(props: PaymentStepProps) {
  const text = useMessages();
  const id = useId();
  const [type, setType] = useState<PaymentType | undefined>(props.types[0]);
  // The card payment type a provider pays, and the providers offered (none without such a type).
  const providerType = props.types.find((option) => PROVIDER_TYPES.includes(option));
  const providers = providerType === undefined ? [] : (props.providers ?? []);
  const [viaProvider, setViaProvider] = useState<PaymentProvider | null>(null);
  const paying = viaProvider !== null && providerType !== undefined;
  const [tokenising, setTokenising] = useState(false);
  const savedCards = props.savedCards ?? [];
  // The first saved card is chosen at first; 'new' asks for a card.
  const [cardChoice, setCardChoice] = useState<number | 'new'>(savedCards[0]?.id ?? 'new');
  const savedCard = savedCards.find((card) => card.id === cardChoice);
  const [typedNetwork, setTypedNetwork] = useState<CardNetwork | null>(null);
  const cardFields = useRef<CardFieldsHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The step appears below the guest details once they are valid: focus moves to it.
  useEffect(() => heading.current?.focus(), []);
  const needsCard = !paying && type !== undefined && CARD_TYPES.includes(type);
  const network = !needsCard ? null : savedCard ? cardNetworkOfBrand(savedCard.brand) : typedNetwork;
  // The latest listener, so that only a change of type or network is reported.
  const networkListener = useRef(props.onCardNetwork);
  useEffect(() => {
    networkListener.current = props.onCardNetwork;
  });
  useEffect(() => {
    networkListener.current?.(type !== undefined && network !== null ? { type, network } : null);
  }, [type, network]);
  // Hidden again (the guest went back to their details), the step's card is no longer chosen.
  useEffect(() => () => networkListener.current?.(null), []);
  const { totalPayable, currency, multiCurrency, checkout, today, hotelId, paymentCurrency } = props;
  const payment = useMemo(
    // A card at a Korean hotel is a Korean card: it also needs the holder's birth date and PIN digits.
    () => ({
      totalPayable,
      currency,
      multiCurrency,
      validUntil: checkout,
      today,
      koreanCard: currency === 'KRW',
    }),
    [totalPayable, currency, multiCurrency, checkout, today],
  );
  const tokenContext = useMemo(
    () => ({ hotelId, currency: paymentCurrency, validUntil: checkout }),
    [hotelId, paymentCurrency, checkout],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying) {
      props.onPay({ type: providerType, provider: viaProvider });
      return;
    }
    if (type === undefined) return;
    if (!needsCard) {
      props.onPay({ type });
      return;
    }
    if (savedCard) {
      props.onPay({ type, creditCardId: savedCard.id });
      return;
    }
    setTokenising(true);
    try {
      const token = await cardFields.current?.tokenize();
      if (token) props.onPay({ type, cardToken: token.token });
    } finally {
      setTokenising(false);
    }
  };

  return (
    <Card as="section" className="sk-form-section sk-payment" aria-labelledby={`${id}-title`}>
      <form
        className="sk-payment-form"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {text.stepPayment}
        </h3>
        <fieldset className="sk-payment-types">
          <legend>{text.paymentMethod}</legend>
          {props.types.map((option) => (
            <Radio
              key={option}
              className="sk-payment-type"
              name={`${id}-type`}
              value={option}
              checked={!paying && type === option}
              onChange={() => {
                setType(option);
                setViaProvider(null);
              }}
              label={text[TYPE_LABELS[option]]}
            />
          ))}
          {providers.map((provider) => (
            <Radio
              key={provider}
              className="sk-payment-type"
              name={`${id}-type`}
              value={provider}
              checked={viaProvider === provider}
              onChange={() => setViaProvider(provider)}
              label={text.format('payByProvider', { provider: PROVIDER_NAMES[provider] })}
            />
          ))}
        </fieldset>
        {paying && (
          <p className="sk-hint">{text.format('providerHint', { provider: PROVIDER_NAMES[viaProvider] })}</p>
        )}
        {needsCard && savedCards.length > 0 && (
          <fieldset className="sk-payment-types">
            <legend>{text.savedCardChoice}</legend>
            {savedCards.map((card) => (
              <Radio
                key={card.id}
                className="sk-payment-type"
                name={`${id}-card`}
                value={String(card.id)}
                checked={cardChoice === card.id}
                onChange={() => setCardChoice(card.id)}
                label={text.format('savedCardOption', {
                  brand: cardBrandName(card.brand),
                  last4: card.last4,
                  month: String(card.expiry_month).padStart(2, '0'),
                  year: String(card.expiry_year),
                })}
              />
            ))}
            <Radio
              className="sk-payment-type"
              name={`${id}-card`}
              value="new"
              checked={cardChoice === 'new'}
              onChange={() => setCardChoice('new')}
              label={text.newCardChoice}
            />
          </fieldset>
        )}
        {needsCard && <p className="sk-hint">{text.payLinkCardNotStored}</p>}
        {needsCard && !savedCard && (
          <CardFields
            ref={cardFields}
            gateway={props.gateway}
            payment={payment}
            tokenContext={tokenContext}
            onNetworkChange={setTypedNetwork}
            locale={props.locale}
          />
        )}
        {needsCard && (
          <p className={props.cardNotice ? 'sk-hint' : undefined} role="status">
            {props.cardNotice}
          </p>
        )}
        {props.error}
        <Button
          type="submit"
          className="sk-form-submit"
          disabled={props.busy || tokenising || type === undefined}
          aria-busy={props.busy || tokenising}
        >
          {text.bookNow}
        </Button>
      </form>
    </Card>
  );
}
