// One term per concept (docs/glossary.md): every language names each recurring concept one way, in the
// widget's text and the SDK's messages alike.
import { LOCALES, type Locale } from '@staykit/sdk';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../reference-app/src/i18n/allCatalogues';
import { GLOSSARY_LOCALES, readGlossary, renderGlossary } from '../../scripts/render-glossary.mjs';
import { ar } from '../../sdk/src/messages/ar';
import { en } from '../../sdk/src/messages/en';
import { id } from '../../sdk/src/messages/id';
import { ja } from '../../sdk/src/messages/ja';
import { ko } from '../../sdk/src/messages/ko';
import type { ErrorMessages } from '../../sdk/src/messages/messageCodes';
import { th } from '../../sdk/src/messages/th';
import { zhHans } from '../../sdk/src/messages/zhHans';
import { zhHant } from '../../sdk/src/messages/zhHant';

const SDK: Readonly<Record<Locale, ErrorMessages>> = {
  en,
  ja,
  ko,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  id,
  th,
  ar,
};
const LATIN_SCRIPT: ReadonlySet<Locale> = new Set(['en', 'id']);
const glossary = readGlossary();

// The words a guest reads: placeholder names ({email}, {count, plural, …}) are code, not text.
function visibleWords(text: string): string {
  return text.replace(/\{\s*\w+(\s*,\s*(plural|select)\s*,)?/g, '{');
}

describe('glossary', () => {
  it('has every product locale, each giving a term for every concept', () => {
    expect([...GLOSSARY_LOCALES].sort()).toEqual([...LOCALES].sort());
    const concepts = Object.keys(glossary.concepts).sort();
    for (const locale of GLOSSARY_LOCALES) {
      const entries = glossary.locales[locale] ?? {};
      expect(Object.keys(entries).sort(), locale).toEqual(concepts);
      for (const [concept, entry] of Object.entries(entries)) {
        expect(entry.term.trim(), `${locale} ${concept}`).not.toBe('');
        expect(Array.isArray(entry.avoid), `${locale} ${concept}`).toBe(true);
      }
    }
  });

  it.each(LOCALES)('%s: no UI or SDK text uses a variant the glossary avoids', (locale) => {
    const texts = [
      ...Object.entries(CATALOGUES[locale]).map(([key, text]) => [`ui.${key}`, text] as const),
      ...Object.entries(SDK[locale]).map(([code, text]) => [`sdk.${code}`, text] as const),
    ];
    const caseless = LATIN_SCRIPT.has(locale);
    const found: string[] = [];
    for (const [concept, entry] of Object.entries(glossary.locales[locale] ?? {})) {
      for (const variant of entry.avoid) {
        const needle = caseless ? variant.toLowerCase() : variant;
        for (const [where, text] of texts) {
          const words = caseless ? visibleWords(text).toLowerCase() : visibleWords(text);
          if (words.includes(needle)) found.push(`${where}: "${variant}" (${concept}: use "${entry.term}")`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('docs/glossary.md is rendered from the current data (npm run glossary)', () => {
    const page = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');
    expect(page).toBe(renderGlossary(glossary));
  });
});
