import { describe, expect, it } from 'vitest';
import { refusalFields } from './refusalFields';

const detail = (error: string) => [{ code: '1000', error }];

describe('refusalFields', () => {
  it('names the fields of the first error, without base', () => {
    const raw = {
      errors: [
        {
          code: '1000',
          title: 'Invalid',
          details: { base: detail('x'), 'guest.phone': detail('y'), 'guest.notes': detail('z') },
        },
        { code: '1000', title: 'Invalid', details: { 'guest.email': detail('w') } },
      ],
    };
    expect(refusalFields({ raw })).toEqual(['guest.phone', 'guest.notes']);
  });

  it('reads the single-object shapes older back ends send', () => {
    expect(refusalFields({ raw: { errors: { title: 'Invalid', details: { email: detail('x') } } } })).toEqual(
      ['email'],
    );
    expect(refusalFields({ raw: { error: { title: 'Invalid', details: { phone: detail('x') } } } })).toEqual([
      'phone',
    ]);
  });

  it('names nothing for a body without details, or no body', () => {
    expect(refusalFields({ raw: { error: 'Something went wrong' } })).toEqual([]);
    expect(refusalFields({ raw: new TypeError('offline') })).toEqual([]);
    expect(refusalFields({ raw: null })).toEqual([]);
  });
});
