import { describe, expect, it } from 'vitest';
import { createUserTokenStore } from './userTokenStore';

const EXTRA = { program_id: 1, non_signed_in_program_ids: [2], expires_at: '2026-12-31T09:00:00+09:00' };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createUserTokenStore', () => {
  it('keeps the token and its extra data per brand', () => {
    const storage = memoryStorage();
    const tokens = createUserTokenStore(storage);
    tokens.useBrand(900);
    tokens.write('ut_000001_a', EXTRA);
    expect(storage.values.get('900_staykit_user_token')).toBe('ut_000001_a');
    expect(tokens.readExtra()).toEqual(EXTRA);
    tokens.useBrand(920);
    expect(tokens.read()).toBeNull();
    tokens.useBrand(900);
    expect(tokens.read()).toBe('ut_000001_a');
  });

  it('reads nothing until start-up names the brand', () => {
    const storage = memoryStorage();
    storage.setItem('900_staykit_user_token', 'ut_000001_a');
    const tokens = createUserTokenStore(storage);
    expect(tokens.read()).toBeNull();
    tokens.write('ut_000002_b', EXTRA);
    expect(storage.values.get('900_staykit_user_token')).toBe('ut_000001_a');
  });

  it('removes the token with its extra data', () => {
    const storage = memoryStorage();
    const tokens = createUserTokenStore(storage);
    tokens.useBrand(900);
    tokens.write('ut_000001_a', EXTRA);
    tokens.remove();
    expect([...storage.values.keys()]).toEqual([]);
    expect(tokens.read()).toBeNull();
  });

  it('keeps the user signed in for the page when storage refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const tokens = createUserTokenStore(refusing);
    tokens.useBrand(900);
    tokens.write('ut_000001_a', EXTRA);
    expect(tokens.read()).toBe('ut_000001_a');
    tokens.remove();
    expect(tokens.read()).toBeNull();
  });

  it('remembers a hotel’s brand for the next visit and finds that brand’s token without choosing it', () => {
    const storage = memoryStorage();
    const first = createUserTokenStore(storage);
    expect(first.hintFor('demo-tokyo')).toBeNull();
    first.rememberBrand('demo-tokyo', 900);
    expect(first.hintFor('demo-tokyo')).toEqual({ brandId: 900, token: null });
    first.useBrand(900);
    first.write('ut_000001_a', EXTRA);

    const next = createUserTokenStore(storage);
    expect(next.hintFor('demo-tokyo')).toEqual({ brandId: 900, token: 'ut_000001_a' });
    expect(next.hintFor('demo-seoul')).toBeNull();
    // The hint chooses nothing: calls still send no token until start-up names the brand.
    expect(next.read()).toBeNull();
  });

  it('takes no hint from a brand that is not a number', () => {
    const storage = memoryStorage();
    storage.setItem('staykit_hotel_brand_demo-tokyo', 'x');
    expect(createUserTokenStore(storage).hintFor('demo-tokyo')).toBeNull();
  });
});
