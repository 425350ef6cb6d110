import { createStaykitClient } from '@staykit/sdk';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createStaykitQueryClient } from '../createStaykitQueryClient';
import {
  bookingWidgetInitQuery,
  brandHotelsQuery,
  cancellationPoliciesQuery,
  cancellationPolicyQuery,
  hotelInfoQuery,
  roomPriceQuery,
  roomSearchQuery,
} from '../index';
import { staykitKeys } from './queryKeys';

// Keys only: nothing here reaches the network.
const client = () => createStaykitClient({ baseUrl: 'http://api.test', locale: 'ja' });
const stay = { checkin_date: '2026-12-24', checkout_date: '2026-12-26' };

describe('staykitKeys', () => {
  it('puts everything of one hotel under staykitKeys.hotel, so one invalidation reaches it all', async () => {
    const c = client();
    const queryClient = createStaykitQueryClient();
    const keys: Record<string, QueryKey> = {
      search101: roomSearchQuery(c, { params: { path: { hotel_id: 101 }, query: stay } }).queryKey,
      info101: hotelInfoQuery(c, { params: { path: { hotel_id: 101 } } }).queryKey,
      policy101: cancellationPolicyQuery(c, { params: { path: { hotel_id: 101, policy_id: 7 } } }).queryKey,
      search102: roomSearchQuery(c, { params: { path: { hotel_id: 102 }, query: stay } }).queryKey,
      brand900: brandHotelsQuery(c, { params: { path: { brand_id: 900 } } }).queryKey,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { data: null });

    await queryClient.invalidateQueries({ queryKey: staykitKeys.hotel(101) });

    const invalidated = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(invalidated).toEqual(['search101', 'info101', 'policy101']);
  });

  it('nests results, policies and code-addressed settings under shorter keys', () => {
    const c = client();
    const search = roomSearchQuery(c, { params: { path: { hotel_id: 101 }, query: stay } }).queryKey;
    const price = roomPriceQuery(c, {
      params: {
        path: { hotel_id: 101 },
        query: { ...stay, selected_rooms: [{ room_type_code: 'DBL', room_plan_code: 'DBL-BF', adults: 2 }] },
      },
    }).queryKey;
    const policies = cancellationPoliciesQuery(c, { params: { path: { hotel_id: 101 } } }).queryKey;
    const init = bookingWidgetInitQuery(c, { params: { path: { hotel_code: 'demo-tokyo' } } }).queryKey;

    const startsWith = (key: QueryKey, prefix: QueryKey) =>
      expect(key.slice(0, prefix.length)).toEqual(prefix);
    startsWith(search, staykitKeys.rooms(101));
    startsWith(price, staykitKeys.rooms(101));
    startsWith(policies, staykitKeys.cancellationPolicies(101));
    startsWith(init, staykitKeys.hotel('demo-tokyo'));
    for (const key of [search, price, policies, init]) startsWith(key, staykitKeys.all);
  });

  it('keys each answer by its locale: the client locale, or an explicit Accept-Language', () => {
    const c = client();
    const input = { params: { path: { hotel_id: 101 }, query: stay } };
    const japanese = roomSearchQuery(c, input).queryKey;
    c.setLocale('en');
    const english = roomSearchQuery(c, input).queryKey;
    const korean = roomSearchQuery(c, {
      params: { ...input.params, header: { 'Accept-Language': 'ko' } },
    }).queryKey;

    expect(japanese.at(-1)).toEqual({ locale: 'ja', query: stay });
    expect(english.at(-1)).toEqual({ locale: 'en', query: stay });
    expect(korean.at(-1)).toEqual({ locale: 'ko', query: stay });
  });

  it('leaves the page out of the key of an all-pages list', () => {
    const c = client();
    const first = brandHotelsQuery(c, {
      params: { path: { brand_id: 900 }, query: { page: 1, per_page: 20 } },
    });
    const third = brandHotelsQuery(c, {
      params: { path: { brand_id: 900 }, query: { page: 3, per_page: 20 } },
    });

    expect(third.queryKey).toEqual(first.queryKey);
    expect(first.queryKey).toEqual([
      ...staykitKeys.brand(900),
      'hotels',
      { locale: 'ja', query: { per_page: 20 } },
    ]);
  });

  it('keeps queries off for placeholder ids and an empty price selection, and never lets TanStack retry', () => {
    const c = client();
    const price = (hotelId: number, selected: number) =>
      roomPriceQuery(c, {
        params: {
          path: { hotel_id: hotelId },
          query: {
            selected_rooms: Array.from({ length: selected }, () => ({
              room_type_code: 'DBL',
              room_plan_code: 'DBL-BF',
              adults: 2,
            })),
          },
        },
      });

    expect(price(101, 1).enabled).toBe(true);
    expect(price(0, 1).enabled).toBe(false);
    expect(price(101, 0).enabled).toBe(false);
    expect(cancellationPolicyQuery(c, { params: { path: { hotel_id: 101, policy_id: 0 } } }).enabled).toBe(
      false,
    );
    expect(price(101, 1).retry).toBe(false);
    expect(hotelInfoQuery(c, { params: { path: { hotel_id: 101 } } }).retry).toBe(false);
  });
});
