import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { ParamReader, readBracketList } from './params';

/** The code and fields of what a read throws, or `ok` with the value. */
function outcome(read: () => unknown): unknown {
  try {
    return { ok: read() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, fields: Object.keys(error.options.fields ?? {}) };
  }
}

const list = (query: string, name = 'rooms') =>
  outcome(() => readBracketList(new URLSearchParams(query), name));

describe('readBracketList', () => {
  it.each([
    ['rooms[0][__proto__][notes]=X', 'rooms[0][__proto__][notes]'],
    ['rooms[0][constructor][prototype][notes]=X', 'rooms[0][constructor][prototype][notes]'],
    ['rooms[__proto__][adults]=2', 'rooms[__proto__][adults]'],
    ['rooms[0][adults]=2&rooms[0][prototype]=1', 'rooms[0][prototype]'],
  ])('refuses %s with 400 naming the key; Object.prototype stays clean', (query, field) => {
    expect(list(query)).toEqual({ code: 'malformed_request', fields: [field] });
    expect(({} as Record<string, unknown>)['notes']).toBeUndefined();
  });

  it.each([
    ['rooms=2', 'rooms'],
    ['rooms[x][adults]=2', 'rooms[x][adults]'],
    ['rooms[0]=2', 'rooms[0]'],
    ['rooms[0][adults=2', 'rooms[0][adults'],
    ['rooms[1][adults]=2', 'rooms'],
    ['rooms[0][adults]=2&rooms[0][adults]=3', 'rooms[0][adults]'],
    ['rooms[99999999999999999999][adults]=2', 'rooms'],
    ['rooms[0][a][b][c][d][e][f]=1', 'rooms[0][a][b][c][d][e][f]'],
  ])('refuses %s with 400', (query, field) => {
    expect(list(query)).toEqual({ code: 'malformed_request', fields: [field] });
  });

  it('refuses more than 500 parameters for one list', () => {
    const query = Array.from({ length: 501 }, (_, index) => `rooms[${index}][adults]=1`).join('&');
    expect(list(query)).toEqual({ code: 'malformed_request', fields: ['rooms'] });
  });

  it('reads lists and nested lists into objects without a prototype', () => {
    const read = readBracketList(
      new URLSearchParams(
        'rooms[0][adults]=2&rooms[0][kids_tiers][]=A&rooms[0][kids_tiers][]=B&rooms[1][adults]=1',
      ),
      'rooms',
    );
    expect(read).toEqual([{ adults: '2', kids_tiers: ['A', 'B'] }, { adults: '1' }]);
    expect(Object.getPrototypeOf(read?.[0])).toBeNull();
    expect(list('other=1')).toEqual({ ok: undefined });
  });
});

describe('ParamReader', () => {
  it('names fields the query chose without touching a prototype', () => {
    const reader = ParamReader.ofQuery(new URLSearchParams('constructor=x&__proto__=y'));
    reader.integer('constructor');
    reader.integer('__proto__');
    expect(outcome(() => reader.finish())).toEqual({ code: '1000', fields: ['constructor', '__proto__'] });
  });
});
