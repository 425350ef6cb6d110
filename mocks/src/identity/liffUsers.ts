/**
 * The LINE users of each hotel (`upsertLiffUser`): a LINE user who opens the widget inside LINE is kept
 * per hotel by the LINE user id LINE vouched for (`liffIdToken.ts`), with the chatbot user and the member
 * it was last linked to. A call without a chatbot user id or a user token keeps the link it had; the
 * profile's name is the one sent, else the one in LINE's token, else the one kept.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, LiffUserRow, MemberRow } from '../db/rows';
import type { LiffIdentity } from './liffIdToken';

type LiffUser = components['schemas']['LiffUser'];

/** What the LIFF page sends about its user beside the ID token. */
export interface LiffUserInput {
  readonly chatbotUserId: string | undefined;
  readonly displayName: string | undefined;
  readonly pictureUrl: string | undefined;
}

/**
 * Creates the hotel's LINE user or updates it; `created` says which.
 *
 * @example
 * ```ts
 * upsertLiffUser(tokyo, { lineUserId: 'U123456', name: null }, { chatbotUserId: 'cb_1', displayName: 'Hanako', pictureUrl: undefined }, null);
 * // { line_user_id: 'U123456', chatbot_user_id: 'cb_1', user_id: null, display_name: 'Hanako', created: true }
 * ```
 */
export function upsertLiffUser(
  hotel: HotelRow,
  line: LiffIdentity,
  input: LiffUserInput,
  member: MemberRow | null,
): LiffUser {
  const key = `${hotel.id}:${line.lineUserId}`;
  const known = db.liffUser.get(key);
  const fields = {
    chatbot_user_id: input.chatbotUserId ?? known?.chatbot_user_id ?? null,
    member_id: member?.id ?? known?.member_id ?? null,
    display_name: input.displayName ?? line.name ?? known?.display_name ?? null,
    picture_url: input.pictureUrl ?? known?.picture_url ?? null,
    updated_at_ms: nowMillis(),
  };
  const row: LiffUserRow =
    (known && db.liffUser.update(key, fields)) ??
    db.liffUser.insert({ key, hotel_id: hotel.id, line_user_id: line.lineUserId, ...fields });
  return {
    line_user_id: row.line_user_id,
    ...(row.chatbot_user_id === null ? {} : { chatbot_user_id: row.chatbot_user_id }),
    user_id: row.member_id,
    ...(row.display_name === null ? {} : { display_name: row.display_name }),
    created: known === undefined,
  };
}
