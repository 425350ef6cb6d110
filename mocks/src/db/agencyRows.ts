/**
 * The rows of the agency storefront: booking data stored for the move between the widget and the agency
 * site.
 */
import type { components } from '@staykit/sdk';

type Schemas = components['schemas'];

/** Booking data stored by `createTemporaryStorage`; instants are milliseconds on the mock clock. */
export interface TemporaryStorageRow {
  readonly id: string;
  readonly hotel_code: string;
  /** As the contract's schema read it from the request (only its fields), given back as it is. */
  readonly data: Schemas['TemporaryStorageData'];
  readonly agency_url: string;
  readonly created_at_ms: number;
  readonly expires_at_ms: number;
}
