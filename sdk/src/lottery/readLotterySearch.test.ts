import { describe, expect, it } from 'vitest';
import { isLotterySearch, readLotterySearch } from './readLotterySearch';

const EVENT = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001';

describe('readLotterySearch: the lottery fields of a search address', () => {
  it.each([
    ['an ordinary search', 'checkin=2027-02-14', {}],
    ['the event, sent as lottery_event_uuid', `lottery_event=${EVENT}`, { lottery_event_uuid: EVENT }],
    ['the API name of the event', `lottery_event_uuid=${EVENT}`, { lottery_event_uuid: EVENT }],
    ['an event in capitals', `lottery_event=${EVENT.toUpperCase()}`, { lottery_event_uuid: EVENT }],
    [
      'the event with its link',
      `lottery_event=${EVENT}&lottery_access_token=lat_9f8e7d6c5b4a`,
      { lottery_event_uuid: EVENT, lottery_access_token: 'lat_9f8e7d6c5b4a' },
    ],
    [
      'a winner booking',
      'lottery_result_entry_number=LE1010003',
      { lottery_result_entry_number: 'LE1010003' },
    ],
    ['an entry being changed', 'current_lottery_entry=LE1010002', { current_lottery_entry: 'LE1010002' }],
    ['an event that is not a UUID', 'lottery_event=winter', {}],
    ['a token too short', 'lottery_access_token=abc', {}],
    ['a token with markup', 'lottery_access_token=%3Cscript%3Ealert(1)%3C/script%3E', {}],
    ['an entry number with a space', 'lottery_result_entry_number=LE%201010003', {}],
  ] as const)('%s', (_label, query, expected) => {
    expect(readLotterySearch(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('isLotterySearch', () => {
  it('is true when any lottery field is set, false for an ordinary search', () => {
    expect(isLotterySearch({})).toBe(false);
    expect(isLotterySearch({ lottery_event_uuid: EVENT })).toBe(true);
    expect(isLotterySearch({ current_lottery_entry: 'LE1010002' })).toBe(true);
  });
});
