import { LOCALES } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './allCatalogues';
import { search as englishSearch } from './catalogues/en/search';
import { search as koreanSearch } from './catalogues/ko/search';
import { htmlLang, loadMessages, messagesFor, openMessageArea, textDirection } from './messages';

describe('UI text catalogues', () => {
  const reference = Object.keys(CATALOGUES.en).sort();

  it('has a catalogue for every product locale', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has exactly the English keys, none empty', (locale) => {
    const catalogue = CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    expect(Object.values(catalogue).filter((value) => value.trim() === '')).toEqual([]);
  });

  it('falls back to English for an unknown locale', () => {
    expect(messagesFor('fr')).toBe(messagesFor('en'));
    expect(messagesFor('toString')).toBe(messagesFor('en'));
    expect(messagesFor('fr')).toMatchObject({ ...englishSearch, locale: 'en' });
  });

  it('loads a language on demand, with the SDK error messages in it; English until then', async () => {
    expect(messagesFor('ko')).toBe(messagesFor('en'));
    await loadMessages('ko');
    expect(messagesFor('ko')).toMatchObject({ ...koreanSearch, locale: 'ko' });
  });

  it('loads the areas screens open, in every language asked for, and later ones', async () => {
    await loadMessages('ko');
    // The whole catalogue is there once every area beyond search is open (by this test alone: another
    // test file sharing the worker may have opened one already).
    await openMessageArea('booking');
    await openMessageArea('member');
    await openMessageArea('agency');
    expect(messagesFor('ko')).toMatchObject({ ...CATALOGUES.ko, locale: 'ko' });
    expect(messagesFor('en')).toMatchObject(CATALOGUES.en);
    await loadMessages('th');
    expect(messagesFor('th')).toMatchObject({ ...CATALOGUES.th, locale: 'th' });
    await expect(loadMessages('fr')).resolves.toBeUndefined();
  });

  it('spells lang in BCP 47 and sets right to left for Arabic only', () => {
    expect(htmlLang('zh_Hant')).toBe('zh-Hant');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ja')).toBe('ltr');
  });
});
