/**
 * The trigger registry: for every error code the handlers of this package return, the documented input
 * that produces it, in the manner of payment providers' test cards. Each domain declares its own
 * (`<domain>/triggers.ts`); this module joins them into one registry, in the order of a guest's way
 * through the product. Handlers read their magic values from here (one source), `triggers.test.ts`
 * replays every example against the handlers, and `docs/mock-triggers.md` is rendered from this list.
 */
import { accountTriggers } from './account/triggers';
import { agencyTriggers } from './agency/triggers';
import { afterBookingTriggers } from './afterBooking/triggers';
import { bookingTriggers } from './booking/triggers';
import { hotelTriggers } from './hotel/triggers';
import { httpTriggers } from './http/triggers';
import { identityTriggers } from './identity/triggers';
import { lotteryTriggers } from './lottery/triggers';
import type { Trigger } from './lib/trigger';
import { paymentTriggers } from './payment/triggers';
import { searchTriggers } from './search/triggers';
import { sessionTriggers } from './session/triggers';

export type { Trigger, TriggerExample } from './lib/trigger';
export { BOOKING_BODY } from './booking/triggers';

const registry = {
  ...httpTriggers,
  ...sessionTriggers,
  ...hotelTriggers,
  ...searchTriggers,
  ...bookingTriggers,
  ...paymentTriggers,
  ...afterBookingTriggers,
  ...identityTriggers,
  ...accountTriggers,
  ...lotteryTriggers,
  ...agencyTriggers,
} as const satisfies Record<string, Trigger>;

/** The name of a trigger. */
export type TriggerName = keyof typeof registry;

/** Every trigger, by name (typed by `Trigger`, so the reference documents one shape, not each literal). */
export const TRIGGERS: { readonly [Name in TriggerName]: Trigger } = registry;

/** Renders the registry as the Markdown of `docs/mock-triggers.md`. */
export function renderTriggersMarkdown(): string {
  const escape = (text: string): string => text.replaceAll('|', '\\|');
  const rows = Object.entries(TRIGGERS).map(([name, trigger]: [string, Trigger]) => {
    const first = [
      ...(trigger.example.before ?? []).map((step) => `\`${step.method} ${escape(step.path)}\``),
      ...(trigger.example.advanceMinutes ? [`clock +${trigger.example.advanceMinutes} min`] : []),
    ];
    const request = `\`${trigger.example.method} ${escape(trigger.example.path)}\`${first.length > 0 ? ` after ${first.join(', ')}` : ''}`;
    return `| \`${trigger.code}\` | ${escape(trigger.operations.join(', '))} | \`${escape(trigger.value)}\` | ${escape(trigger.description)} | ${request} | \`${name}\` |`;
  });
  return [
    '# Mock triggers',
    '',
    '<!-- Generated from mocks/src/triggers.ts by mocks/src/triggers.test.ts (UPDATE_MOCK_DOCS=1 rewrites it). Do not edit by hand. -->',
    '',
    'Every error code the `@staykit/mocks` handlers return, and the input that produces it, in the manner of',
    "payment providers' test cards. Examples assume the default clock (today 2026-12-01 09:00 in Japan, after",
    '`POST /__staykit/reset`), a valid `Client-Session` header and, on a create, a new `Idempotency-Key`',
    'header unless they say otherwise. demo-tokyo is hotel 101, demo-kyoto 102, the brand demo-brand 900.',
    '',
    '| Code | Operations | Trigger | What it does | Example request | Registry name |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
