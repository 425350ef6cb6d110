// The UI catalogues as a translator and a guest meet them (docs/localisation.md): every text parses, keeps
// the English placeholders, gives every plural category its language uses, and renders whole for any count.
import { LOCALES, type Locale } from '@staykit/sdk';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../reference-app/src/i18n/allCatalogues';
import { formatMessage, parseMessage, pluralSelectors } from '../../reference-app/src/i18n/formatMessage';
import type { MessageKey } from '../../reference-app/src/i18n/messages';
import { CATALOGUE_NOTES } from '../../reference-app/src/i18n/catalogueNotes';
import { MESSAGE_NOTES } from '../../sdk/src/messages/messageNotes';

const KEYS = Object.keys(CATALOGUES.en) as MessageKey[];
const COUNTS = [0, 1, 2, 5, 11, 100] as const;

// Every placeholder name a text uses, plural and select names included.
function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(/\{\s*(\w+)\s*(?=\}|,\s*(?:plural|select)\s*,)/g))
    names.add(match[1] ?? '');
  return [...names].sort();
}

function intlTag(locale: Locale): string {
  return locale === 'zh_Hans' ? 'zh-CN' : locale === 'zh_Hant' ? 'zh-TW' : locale;
}

// A sample for every placeholder, so a rendered text shows any placeholder left unfilled.
function sampleValues(template: string, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const plurals = pluralSelectors(template);
  for (const name of placeholderNames(template)) {
    values[name] = plurals.has(name) ? count : name === 'free' ? 'no' : `«${name}»`;
  }
  return values;
}

const PLURAL_KEYS = KEYS.filter((key) => pluralSelectors(CATALOGUES.en[key]).size > 0);

describe('UI catalogue messages', () => {
  it.each(LOCALES)('%s: every text parses and keeps the English placeholders', (locale) => {
    const broken: string[] = [];
    for (const key of KEYS) {
      const text = CATALOGUES[locale][key];
      try {
        parseMessage(text);
      } catch (error) {
        broken.push(`${key}: ${String(error)}`);
        continue;
      }
      if (placeholderNames(text).join() !== placeholderNames(CATALOGUES.en[key]).join()) {
        broken.push(
          `${key}: ${placeholderNames(text).join()} ≠ ${placeholderNames(CATALOGUES.en[key]).join()}`,
        );
      }
    }
    expect(broken).toEqual([]);
  });

  it('English gives counted nouns their plural forms', () => {
    expect(PLURAL_KEYS.length).toBeGreaterThan(25);
    expect(formatMessage(CATALOGUES.en.formHasProblems, { count: 1 }, 'en')).toBe(
      '1 field needs your attention.',
    );
    expect(formatMessage(CATALOGUES.en.formHasProblems, { count: 3 }, 'en')).toBe(
      '3 fields need your attention.',
    );
    expect(formatMessage(CATALOGUES.en.tooManyGuests, { max: 1 }, 'en')).toBe(
      'A room takes at most 1 guest.',
    );
    expect(formatMessage(CATALOGUES.en.pointsBalance, { balance: 1200 }, 'en')).toBe(
      'Your balance: 1,200 points',
    );
  });

  it.each(LOCALES)('%s: every counted message has each plural category the language uses', (locale) => {
    const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    for (const key of PLURAL_KEYS) {
      const text = CATALOGUES[locale][key];
      const selectors = pluralSelectors(text);
      for (const name of pluralSelectors(CATALOGUES.en[key]).keys()) {
        const given = selectors.get(name);
        // A language with one form (ja, zh, ko, th, id) may write the count as a plain value.
        if (!given && categories.length === 1) continue;
        const lacking = categories.filter((category) => !given?.has(category));
        if (lacking.length > 0) missing.push(`${key}.${name}: ${lacking.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s: every counted message renders whole with 0, 1, 2, 5, 11 and 100', (locale) => {
    const table: string[] = [];
    const broken: string[] = [];
    for (const key of PLURAL_KEYS) {
      for (const count of COUNTS) {
        const template = CATALOGUES[locale][key];
        const rendered = formatMessage(template, sampleValues(template, count), locale);
        table.push(`${key} ${count}: ${rendered}`);
        if (/[{}#]/.test(rendered) || rendered.trim() === '') broken.push(`${key} ${count}: ${rendered}`);
      }
    }
    expect(table.length).toBe(PLURAL_KEYS.length * COUNTS.length);
    expect(broken).toEqual([]);
  });

  it('Arabic counts agree with their nouns (one, two, few, many, hundreds)', () => {
    const nights = (count: number) => formatMessage(CATALOGUES.ar.summaryNights, { nights: count }, 'ar');
    const rendered = [1, 2, 3, 11, 100].map(nights);
    // Five different forms: singular, dual, plural of 3–10, accusative singular of 11–99, genitive of 100.
    expect(new Set(rendered.map((text) => text.replace(/[\d٠-٩]+/g, '#'))).size).toBeGreaterThanOrEqual(4);
  });

  it('every text has a note for translators that explains each of its placeholders', () => {
    const lacking: string[] = [];
    for (const key of KEYS) {
      const note = CATALOGUE_NOTES[key];
      if (note.trim().length < 15) lacking.push(`${key}: no note`);
      for (const name of placeholderNames(CATALOGUES.en[key])) {
        if (!note.includes(`{${name}}`)) lacking.push(`${key}: {${name}} not explained`);
      }
    }
    for (const [code, note] of Object.entries(MESSAGE_NOTES)) {
      if (note.trim().length < 15) lacking.push(`sdk ${code}: no note`);
    }
    expect(lacking).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s: no text is left untranslated or marked',
    (locale) => {
      for (const area of ['search', 'booking']) {
        const folder = `../../reference-app/src/i18n/catalogues/${locale.replace('_', '')}`;
        const source = readFileSync(new URL(`${folder}/${area}.ts`, import.meta.url), 'utf8');
        expect(source, area).not.toMatch(/\/\/ (untranslated|retranslate)/);
      }
    },
  );
});

// Screens read a text with placeholders through `text.format`, which fills them; reading it as a plain
// `text.key` would show the raw `{…}` syntax to the guest.
describe('screens format every text that has placeholders', () => {
  const withPlaceholders = new Set(KEYS.filter((key) => placeholderNames(CATALOGUES.en[key]).length > 0));
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  it('no screen reads such a text as plain text', () => {
    const root = new URL('../../reference-app/src', import.meta.url).pathname;
    const plainReads: string[] = [];
    for (const file of sourceFiles(root)) {
      if (file.includes('/i18n/catalogues/')) continue;
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\btext\.(\w+)\b(?!\s*\()/g)) {
        const key = match[1] as MessageKey;
        if (withPlaceholders.has(key)) plainReads.push(`${file.slice(root.length)}: text.${key}`);
      }
    }
    expect(plainReads).toEqual([]);
  });
});
