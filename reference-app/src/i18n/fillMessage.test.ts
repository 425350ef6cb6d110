import { describe, expect, it } from 'vitest';
import { fillMessage } from './fillMessage';

describe('fillMessage', () => {
  it('fills every placeholder it has a value for and leaves the others visible', () => {
    expect(fillMessage('{max} guests in room {n}', { max: 4, n: 2 })).toBe('4 guests in room 2');
    expect(fillMessage('Room {n} of {total}', { n: 1 })).toBe('Room 1 of {total}');
  });
});
