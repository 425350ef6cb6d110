import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '../../testing/startWidget';
import { clearGuestForm, loadGuestForm, saveGuestForm, type FormStorage } from './savedGuestForm';

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
