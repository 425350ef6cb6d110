/** Rebuilds the mock's state from the seed. */
import { resetClock, setNow } from '../clock';
import { clearDb } from '../db/db';
import { resetSessionCounter } from '../session/clientSessions';
import { seedMock } from './seedMock';

/** Options of {@link resetMock}. */
export interface ResetMockOptions {
  /** Start the clock (and the seed's dates) at this instant instead of the default 2026-12-01 09:00 JST. */
  readonly now?: string | Date | number;
}

let seeded = false;

/** Empties the db, puts the clock back (or at `options.now`) and writes the seed again. */
export function resetMock(options: ResetMockOptions = {}): void {
  // The clock first: an instant it refuses throws before the db is emptied.
  resetClock();
  if (options.now !== undefined) setNow(options.now);
  clearDb();
  resetSessionCounter();
  seedMock();
  seeded = true;
}

/** Seeds the db on first use, so importing the package does no work. */
export function ensureSeeded(): void {
  if (!seeded) resetMock();
}
