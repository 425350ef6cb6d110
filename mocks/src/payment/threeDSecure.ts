/**
 * The rules of 3-D Secure and capture that a reservation's card payment and a pay-link payment share
 * (the contract's `ThreeDSecureChallenge` and `PaymentStatus`): the guest has 15 minutes on the mock
 * issuer's page, which may be loaded 5 times (one more suspends it: 3009); approve authorizes (a card that
 * declines after 3-D Secure fails with 3002), fail fails with 3006, cancel cancels with 3008, and running
 * out of time cancels with `three_d_secure_expired`. An authorized payment starts capturing when its
 * capture starts and is captured a minute later.
 */
import type { components } from '@staykit/sdk';
import type { AfterChallenge } from '../db/rows';
import type { ErrorCode } from '../http/errorCatalogue';

type Schemas = components['schemas'];

/** How long 3-D Secure may take: 15 minutes. */
export const THREE_D_SECURE_MS = 15 * 60_000;
/** Loads of the challenge page allowed; one more suspends 3-D Secure (3009). */
export const CHALLENGE_VIEW_LIMIT = 5;
/** From the start of a capture to `captured`; also from authorization to a prepaid capture's start. */
export const CAPTURE_MS = 60_000;

/** What the guest chose on the challenge page. */
export type ChallengeAction = 'approve' | 'fail' | 'cancel';

/** The choices of the challenge page. */
export const CHALLENGE_ACTIONS: readonly ChallengeAction[] = ['approve', 'fail', 'cancel'];

/** What a choice makes of the payment: authorized, or ended with the code why. */
export type ChallengeVerdict =
  { readonly status: 'authorized' } | { readonly status: 'failed' | 'cancelled'; readonly code: ErrorCode };

/**
 * What the guest's choice makes of a payment waiting for 3-D Secure.
 *
 * @example
 * ```ts
 * challengeVerdict('approve', 'authorize'); // { status: 'authorized' }
 * challengeVerdict('approve', 'decline'); // { status: 'failed', code: '3002' }
 * ```
 */
export function challengeVerdict(action: ChallengeAction, afterChallenge: AfterChallenge): ChallengeVerdict {
  if (action === 'cancel') return { status: 'cancelled', code: '3008' };
  if (action === 'fail') return { status: 'failed', code: '3006' };
  return afterChallenge === 'decline' ? { status: 'failed', code: '3002' } : { status: 'authorized' };
}

/**
 * Whether a load of the page, counted as the `views`-th, suspends 3-D Secure (3009).
 *
 * @example
 * ```ts
 * suspendsChallenge(6); // true
 * ```
 */
export function suspendsChallenge(views: number): boolean {
  return views > CHALLENGE_VIEW_LIMIT;
}

/**
 * The outcome a finished challenge reports to the return URL, from the code the payment ended with
 * (null: it was authorized). An issuer that declined after authentication (3002) still reports the
 * authentication as approved.
 *
 * @example
 * ```ts
 * challengeOutcome('3008'); // 'cancelled'
 * ```
 */
export function challengeOutcome(code: ErrorCode | null): Schemas['ThreeDSecureOutcome'] {
  if (code === 'three_d_secure_expired') return 'timeout';
  if (code === '3008') return 'cancelled';
  if (code === null || code === '3002') return 'approved';
  return 'failed';
}

/**
 * The status an authorized payment has reached at `nowMs`, its capture starting at `captureFromMs`.
 *
 * @example
 * ```ts
 * captureStatus(start, start + 30_000); // 'capturing'
 * captureStatus(start, start + 60_000); // 'captured'
 * ```
 */
export function captureStatus(captureFromMs: number, nowMs: number): 'authorized' | 'capturing' | 'captured' {
  if (nowMs < captureFromMs) return 'authorized';
  return nowMs >= captureFromMs + CAPTURE_MS ? 'captured' : 'capturing';
}
