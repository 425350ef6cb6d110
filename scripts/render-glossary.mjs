// Renders docs/glossary.md from the glossary's data (docs/glossary/*.json): `npm run glossary` writes it,
// and a test fails when the page and the data differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const GLOSSARY_LOCALES = ['en', 'ja', 'zh_Hans', 'zh_Hant', 'ko', 'id', 'th', 'ar'];

const NAMES = {
  en: 'English',
  ja: 'Japanese',
  zh_Hans: 'Simplified Chinese',
  zh_Hant: 'Traditional Chinese (Taiwan)',
  ko: 'Korean',
  id: 'Indonesian',
  th: 'Thai',
  ar: 'Arabic',
};

const dir = new URL('../docs/glossary/', import.meta.url);

/** The glossary's data: the concepts, and each locale's chosen term and avoided variants per concept. */
export function readGlossary() {
  const concepts = JSON.parse(readFileSync(new URL('concepts.json', dir), 'utf8'));
  const locales = Object.fromEntries(
    GLOSSARY_LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8')),
    ]),
  );
  return { concepts, locales };
}

const cell = (text) => String(text).replace(/\|/g, '\\|');

/** The Markdown page of the glossary. */
export function renderGlossary({ concepts, locales }) {
  const lines = [
    '# Glossary',
    '',
    '<!-- Rendered from docs/glossary/*.json by `npm run glossary`; edit the data, not this page. -->',
    '',
    'One term per concept in every language, for the widget and the SDK messages alike. A test fails when a',
    'UI or SDK text uses a variant listed under "Avoid" (see docs/localisation.md).',
    '',
    '## Concepts',
    '',
    '| Concept | English | Meaning |',
    '| --- | --- | --- |',
    ...Object.entries(concepts).map(([id, { en, meaning }]) => `| ${id} | ${cell(en)} | ${cell(meaning)} |`),
  ];
  for (const locale of GLOSSARY_LOCALES) {
    lines.push(
      '',
      `## ${NAMES[locale]} (${locale})`,
      '',
      '| Concept | Term | Avoid | Note |',
      '| --- | --- | --- | --- |',
    );
    for (const id of Object.keys(concepts)) {
      const entry = locales[locale][id] ?? { term: '', avoid: [] };
      lines.push(
        `| ${id} | ${cell(entry.term)} | ${cell((entry.avoid ?? []).join(', '))} | ${cell(entry.note ?? '')} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../docs/glossary.md', import.meta.url), renderGlossary(readGlossary()));
  console.log('docs/glossary.md written');
}
