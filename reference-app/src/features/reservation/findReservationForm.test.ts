import { describe, expect, it } from 'vitest';
import { findReservationProblems } from './findReservationForm';

describe('find-a-reservation form', () => {
  it.each([
    ['both filled in', 'SK2612010001', 'hanako@example.com', {}],
    ['spaces around both', '  SK2612010001 ', ' hanako@example.com ', {}],
    ['both blank', ' ', '', { reservationNumber: 'required', email: 'required' }],
    ['a number with other characters', 'SK 2612/01', 'hanako@example.com', { reservationNumber: 'invalid' }],
    ['a number too short', 'SK1', 'hanako@example.com', { reservationNumber: 'invalid' }],
    ['an e-mail without a domain', 'SK2612010001', 'hanako@', { email: 'invalid' }],
    ['an e-mail without a top-level domain', 'SK2612010001', 'hanako@example', { email: 'invalid' }],
  ])('%s', (_, reservationNumber, email, problems) => {
    expect(findReservationProblems({ reservationNumber, email })).toEqual(problems);
  });
});
