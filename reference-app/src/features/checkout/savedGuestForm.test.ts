import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import { clearGuestForm, type FormStorage } from './clearGuestForm';
import { loadGuestForm, saveGuestForm, startGuestForm } from './savedGuestForm';

const memory = memoryWebStorage;
const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 0, minutes));

describe('kept guest form (10 minutes)', () => {
  it('comes back within ten minutes, per hotel, and is forgotten after', () => {
    const storage = memory();
    saveGuestForm(storage, 'demo-tokyo', { last_name: 'Yamada', email: 'h@example.com' }, at(0));
    expect(loadGuestForm(storage, 'demo-tokyo', at(9))).toEqual({
      last_name: 'Yamada',
      email: 'h@example.com',
    });
    expect(loadGuestForm(storage, 'demo-kyoto', at(9))).toEqual({});
    expect(loadGuestForm(storage, 'demo-tokyo', at(10))).toEqual({});
    expect(storage.data.size).toBe(0);
  });

  it('survives garbage and refusing storage, and clears', () => {
    const storage = memory();
    storage.data.set('staykit.guestForm.h', '{oops');
    expect(loadGuestForm(storage, 'h', at(0))).toEqual({});
    saveGuestForm(storage, 'h', { phone: '+81' }, at(0));
    clearGuestForm(storage, 'h');
    expect(loadGuestForm(storage, 'h', at(1))).toEqual({});
    const refusing: FormStorage = {
      ...storage,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveGuestForm(refusing, 'h', {}, at(0))).not.toThrow();
  });
});

describe('the form a signed-in member starts with', () => {
  const profile = { first_name: 'Hanako', last_name: 'Yamada', first_name_kana: null, last_name_kana: ' ' };

  it("holds the profile's names, leaving out those it has not", () => {
    expect(startGuestForm(memory(), 'demo-tokyo', at(0), profile)).toEqual({
      first_name: 'Hanako',
      last_name: 'Yamada',
    });
  });

  it('lets what the guest typed in the last ten minutes win over the profile', () => {
    const storage = memory();
    saveGuestForm(storage, 'demo-tokyo', { first_name: 'Taro', email: 'taro@example.com' }, at(0));
    expect(startGuestForm(storage, 'demo-tokyo', at(5), profile)).toEqual({
      first_name: 'Taro',
      last_name: 'Yamada',
      email: 'taro@example.com',
    });
  });

  it('is the kept form alone for a guest', () => {
    expect(startGuestForm(memory(), 'demo-tokyo', at(0), undefined)).toEqual({});
  });
});
