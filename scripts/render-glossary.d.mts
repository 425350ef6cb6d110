export interface GlossaryEntry {
  term: string;
  avoid: string[];
  note?: string;
}
export interface Glossary {
  concepts: Record<string, { en: string; meaning: string }>;
  locales: Record<string, Record<string, GlossaryEntry>>;
}
export const GLOSSARY_LOCALES: readonly string[];
export function readGlossary(): Glossary;
export function renderGlossary(glossary: Glossary): string;
