/**
 * The signed-in member's saved cards: `listCreditCards` and `deleteCreditCard`. Only what may be shown of
 * a card is kept (holder, brand, last four digits, expiry), never its number or security code. A card
 * saved before the card-system change reads `is_valid: false`. Another member's card is `not_found`.
 * While saved-card use is disabled (the trigger token `user_token_saved_cards_off`) both are refused
 * with `saved_cards_disabled`.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import type { SavedCardRow } from '../db/rows';
import { hotelById } from '../hotel/hotels';
import { ApiError } from '../http/errors';
import { bearerOf } from '../http/requestHeaders';
import { pathParam, route } from '../http/route';
import { requireUserToken, type SignedIn } from '../identity/userTokens';
import { TRIGGERS } from '../triggers';

type Schemas = components['schemas'];

/** The member of the request, unless saved-card use is disabled for the trigger token. */
function cardOwner(request: Request): SignedIn {
  if (bearerOf(request) === TRIGGERS.savedCardsDisabled.value) {
    throw new ApiError('saved_cards_disabled', {
      message: 'Saved cards cannot be used for now; enter the card details',
    });
  }
  return requireUserToken(request);
}

/**
 * A saved card in the contract's shape.
 *
 * @example
 * ```ts
 * savedCardOf(db.savedCard.get(5001)); // { id: 5001, brand: 'visa', last4: '4242', ... }
 * ```
 */
export function savedCardOf(row: SavedCardRow): Schemas['SavedCreditCard'] {
  return {
    id: row.id,
    holder: row.holder,
    brand: row.brand,
    last4: row.last4,
    expiry_month: row.expiry_month,
    expiry_year: row.expiry_year,
    is_valid: row.is_valid,
  };
}

/** Handlers of the saved-card operations. */
export const savedCardHandlers = [
  http.get(
    '*/hotels/:hotel_id/memberships/credit_cards',
    route(({ request, params }) => {
      hotelById(pathParam(params, 'hotel_id'));
      const { member } = cardOwner(request);
      const body: Schemas['SavedCreditCardListResponse'] = {
        data: db.savedCard.where('member_id', member.id).map(savedCardOf),
      };
      return HttpResponse.json(body);
    }),
  ),
  http.delete(
    '*/hotels/:hotel_id/memberships/credit_cards/:credit_card_id',
    route(({ request, params }) => {
      hotelById(pathParam(params, 'hotel_id'));
      const { member } = cardOwner(request);
      const id = pathParam(params, 'credit_card_id');
      const card = /^[1-9][0-9]{0,9}$/.test(id) ? db.savedCard.get(Number(id)) : undefined;
      if (!card || card.member_id !== member.id) {
        throw new ApiError('not_found', { message: `The member has no saved card ${id}` });
      }
      db.savedCard.delete(card.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
