/**
 * The rows of room lotteries: events of a hotel, and the entries members make in them.
 */
import type { components } from '@staykit/sdk';

type Schemas = components['schemas'];

/** A lottery event of a hotel; instants are milliseconds on the mock clock. */
export interface LotteryEventRow {
  readonly id: string;
  readonly hotel_id: number;
  readonly name: string;
  readonly name_ja: string;
  readonly description: string;
  readonly stay_start_date: string;
  readonly stay_end_date: string;
  readonly entry_start_at_ms: number;
  readonly entry_deadline_ms: number;
  /** The day results come out; the draw happens then (or earlier, by the control). */
  readonly result_date: string;
  readonly reservation_deadline_ms: number;
  readonly min_nights: number;
  readonly max_nights: number;
  readonly notification: string;
  /** The draw has been made. */
  readonly drawn: boolean;
}

/** A member's entry in a lottery event. */
export interface LotteryEntryRow {
  readonly entry_number: string;
  readonly event_id: string;
  readonly member_id: number;
  readonly status: Schemas['LotteryStatus'];
  readonly checkin_date: string;
  readonly checkout_date: string;
  readonly room_type_code: string;
  readonly hotel_plan_code: string | null;
  readonly room_plan_code: string;
  readonly rooms: readonly Schemas['LotteryEntryRoom'][];
  readonly guest: Schemas['LotteryGuest'];
  readonly notes: string | null;
  readonly reservation_number: string | null;
  readonly created_at_ms: number;
  readonly updated_at_ms: number;
}
