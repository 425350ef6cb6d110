/**
 * The gateway boundary, `createCardToken` (POST /payment_gateways/{gateway}/tokens): card data comes in,
 * a one-time token goes out. The db keeps only the token, the brand, the last four digits, the expiry
 * and what the test card will do at payment (`cards.ts`); the number, the security code and the
 * Korean PIN digits are never stored, logged or repeated in an error. Tokens live 15 minutes on the mock
 * clock and are bound to the hotel and the client session.
 */
import type { components } from '@staykit/sdk';
import { http } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { clientSessionOf } from '../http/requestHeaders';
import { pathParam, readJsonBody, route } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { isCurrencyCode } from '../lib/currencies';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import {
  acceptedGateways,
  behaviourOf,
  CARD_BRANDS,
  CARD_TOKEN_GATEWAYS,
  hasExpired,
  isVisaOrMastercard,
  lastValidDay,
  luhnValid,
  networkOf,
  networkOfBrand,
  tokeniseRefusal,
} from './cards';
import type { CardBrand } from './cards';

type CardTokenResponse = components['schemas']['CardTokenResponse'];

/** How long a card token lives on the mock clock. */
export const CARD_TOKEN_LIFETIME_MS = 15 * 60_000;

/** The card fields of a request, checked; the number and the security code stay in this function's caller. */
interface CardInput {
  readonly hotelId: number;
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly brand: CardBrand;
  readonly currency: string | undefined;
  readonly validUntil: string | undefined;
}

function readCard(body: unknown): CardInput {
  const reader = BodyReader.of(body);
  const card = {
    hotelId: reader.integer('hotel_id', { min: 1, max: 2_147_483_647, required: true }) ?? 0,
    number:
      reader.text('number', { minLength: 12, maxLength: 19, pattern: /^[0-9]+$/, required: true }) ?? '',
    expiryMonth: reader.integer('expiry_month', { min: 1, max: 12, required: true }) ?? 1,
    expiryYear: reader.integer('expiry_year', { min: 2000, max: 2099, required: true }) ?? 2000,
    brand: reader.oneOf('brand', CARD_BRANDS, true) ?? 'visa',
    currency: reader.text('currency', { maxLength: 3 }),
    validUntil: reader.date('valid_until'),
  };
  reader.text('security_code', { minLength: 3, maxLength: 4, pattern: /^[0-9]+$/, required: true });
  reader.text('holder_name', {
    minLength: 1,
    maxLength: 50,
    pattern: /^[A-Za-z][A-Za-z .'-]*$/,
    required: true,
  });
  const birthDate = reader.date('birth_date');
  const pin = reader.text('pin_first_two_digits', { minLength: 2, maxLength: 2, pattern: /^[0-9]{2}$/ });
  // Korean cards give both or neither.
  if ((birthDate === undefined) !== (pin === undefined)) {
    reader.fail(
      birthDate === undefined ? 'birth_date' : 'pin_first_two_digits',
      'Korean cards need both birth_date and pin_first_two_digits',
    );
  }
  if (card.currency !== undefined && !isCurrencyCode(card.currency))
    reader.fail('currency', 'must be a currency code');
  reader.finish();
  return card;
}

/** The gateway's checks of a card, in the order a gateway refuses: number, brand, expiry, issuer. */
function checkCard(card: CardInput, hotel: HotelRow): void {
  if (!luhnValid(card.number)) throw new ApiError('3004', { message: 'Check the card number' });
  const network = networkOf(card.number);
  if (network === undefined || network !== networkOfBrand(card.brand)) {
    throw new ApiError('card_brand_not_allowed', { message: 'The brand does not match the card number' });
  }
  if (hasExpired(card.expiryMonth, card.expiryYear, hotel)) {
    throw new ApiError('3005', { message: 'Check the expiry date' });
  }
  const multiCurrency = card.currency !== undefined && card.currency !== hotel.currency;
  if (multiCurrency && !isVisaOrMastercard(card.brand)) {
    throw new ApiError('card_brand_not_allowed', {
      message: 'Multi-currency payment accepts Visa and Mastercard only',
    });
  }
  if (card.validUntil !== undefined && lastValidDay(card.expiryMonth, card.expiryYear) < card.validUntil) {
    throw new ApiError('card_expires_before_checkout', { message: 'The card must be valid until check-out' });
  }
  const refusal = tokeniseRefusal(card.number);
  if (refusal !== undefined) {
    throw new ApiError(refusal, {
      message: refusal === '3011' ? 'The gateway timed out; no token was made' : 'The card was refused',
    });
  }
}

/** Handlers of the card-token operation. */
export const cardTokenHandlers = [
  http.post(
    '*/payment_gateways/:gateway/tokens',
    route(
      async ({ request, params }) => {
        const gateway = CARD_TOKEN_GATEWAYS.find((candidate) => candidate === pathParam(params, 'gateway'));
        if (gateway === undefined) {
          throw invalid({ gateway: [`must be one of ${CARD_TOKEN_GATEWAYS.join(', ')}`] });
        }
        const body = await readJsonBody(request);
        return idempotent(request, 'createCardToken', body, () => {
          const card = readCard(body);
          const hotel = hotelById(String(card.hotelId));
          if (!acceptedGateways(hotel).includes(gateway)) {
            throw invalid({
              gateway: [`${hotel.code} takes cards through ${acceptedGateways(hotel).join(' or ')}`],
            });
          }
          checkCard(card, hotel);
          const serial = String(db.cardToken.inserted + 1).padStart(6, '0');
          const expiresAtMs = nowMillis() + CARD_TOKEN_LIFETIME_MS;
          const row = db.cardToken.insert({
            token: `tok_${gateway}_${serial}_${fingerprint(`${serial}:${nowMillis()}:${card.number.slice(-4)}`)}`,
            hotel_id: hotel.id,
            client_session: clientSessionOf(request),
            gateway,
            brand: card.brand,
            last4: card.number.slice(-4),
            expiry_month: card.expiryMonth,
            expiry_year: card.expiryYear,
            behaviour: behaviourOf(card.number),
            created_at_ms: nowMillis(),
            expires_at_ms: expiresAtMs,
            used: false,
          });
          const response: CardTokenResponse = {
            data: {
              token: row.token,
              gateway,
              brand: card.brand,
              last4: row.last4,
              expiry_month: row.expiry_month,
              expiry_year: row.expiry_year,
              expires_at: formatInstant(expiresAtMs, hotel.utc_offset_minutes),
            },
          };
          return { status: 201, body: response };
        });
      },
      { creates: true },
    ),
  ),
];
