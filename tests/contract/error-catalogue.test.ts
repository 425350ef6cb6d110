// The error catalogue is complete, consistent with the generated components, and every code can be
// returned by at least one operation, under the status the catalogue gives it (or, for the codes any
// request can get before it reaches an operation, named in every domain document's description).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { errorExamples, listOperations, loadBundle, loadCatalogue, root } from './contract';

const doc = loadBundle();
const catalogue = loadCatalogue();
const operations = listOperations(doc);

// Every numbered code the API is known to return: the catalogue may add codes, never lose one of these.
const SEED_CODES =
  '1000 1100 1101 1102 1103 1104 1105 1106 1200 1250 1251 1252 1300 1301 1302 1400 1401 1402 1403 1500 1501 ' +
  '1600 1903 2001 2101 2201 2304 2401 3001 3002 3003 3004 3005 3006 3007 3008 3009 3011 3013 3014 3016 3200 ' +
  '3201 3202 3203 3204 3205 3250 3251 3252 3401 3402 3403 3501 3502 3503 3504 3601 3602 3603 3604 3750 3751 ' +
  '3752 3753 3754 3755 3756 3757 3758 3759 3760 3780 3781 3782 3783 4000';

// Named codes for the messages the product shows without a number (price changed, sold out, ...).
const NAMED_MESSAGES = [
  'client_session_invalid',
  'unauthorized',
  'price_changed',
  'accommodation_tax_changed',
  'exchange_rates_updated',
  'payment_types_conflict',
  'mixed_payment_methods',
  'no_rooms_available',
  'sold_out',
  'overlapping_reservation',
  'reservation_not_found',
  'pay_link_not_found',
  'pay_link_expired',
  'payment_amount_changed',
  'agency_restore_failed',
  'agency_payment_failed',
  'saved_card_invalid',
  'saved_cards_disabled',
  'unsubscribe_failed',
  'invalid_credentials',
  'membership_not_registered',
  'email_not_registered',
  'custom_auth_failed',
  'service_unavailable',
];

describe('error catalogue', () => {
  const codes = new Set(catalogue.map((entry) => entry.code));

  it('holds every numbered code the API is known to return', () => {
    expect(SEED_CODES.split(' ').filter((code) => !codes.has(code))).toEqual([]);
  });

  it('holds a named code for every un-numbered message', () => {
    expect(NAMED_MESSAGES.filter((code) => !codes.has(code))).toEqual([]);
  });

  it('gives each code one HTTP status and a meaning', () => {
    for (const entry of catalogue) {
      expect(entry.status, entry.code).toBeGreaterThanOrEqual(400);
      expect(entry.meaning.length, entry.code).toBeGreaterThan(10);
    }
  });

  it('matches the generated ErrorCode schema and examples', () => {
    // Exits non-zero (and the test fails) when the committed generated files are stale.
    expect(() =>
      execFileSync(process.execPath, ['scripts/build-error-components.mjs', '--check'], {
        cwd: root,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  const transport = catalogue.filter((entry) => entry.scope === 'transport');
  const perOperation = catalogue.filter((entry) => entry.scope !== 'transport');

  it.each(transport)("$code ($status) is named by every domain document as any request's answer", (entry) => {
    for (const domain of ['booking', 'membership', 'lottery', 'agency', 'payment']) {
      const info = parse(readFileSync(`${root}openapi/${domain}.yaml`, 'utf8')) as {
        info: { description: string };
      };
      expect(info.info.description, domain).toContain(`${entry.status} \`${entry.code}\``);
    }
  });

  it.each(perOperation)('$code ($status) is returned by at least one operation', (entry) => {
    const carriers = operations.filter(
      (operation) =>
        errorExamples(doc, operation).get(String(entry.status))?.has(`code_${entry.code}`) === true,
    );
    expect(carriers.map((operation) => operation.operationId)).not.toEqual([]);
  });
});
