/**
 * The message syntax of the UI catalogues: a subset of ICU MessageFormat, enough for whole sentences with
 * counts (docs/localisation.md).
 *
 * - `{name}`: a value. Numbers are written in the locale’s grouping; text is isolated (see below).
 * - `{count, plural, =0 {…} one {…} other {…}}`: a branch per plural category of the locale
 *   (`Intl.PluralRules`), or per exact number (`=0`); `#` inside a branch is the count.
 * - `{kind, select, free {…} other {…}}`: a branch per value of a text.
 *
 * Text values are wrapped in Unicode isolates (FSI … PDI) when their direction can differ from the
 * sentence's: always in a right-to-left locale, and in a left-to-right one when the value holds
 * right-to-left letters. A Latin name or e-mail address inside an Arabic sentence then keeps its order.
 */

type Part =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly name: string }
  | { readonly kind: 'count' }
  | {
      readonly kind: 'plural' | 'select';
      readonly name: string;
      readonly branches: ReadonlyMap<string, readonly Part[]>;
    };

/**
 * Values for a message's placeholders.
 *
 * @example
 * ```ts
 * const values: MessageValues = { count: 2, name: 'Hanako' };
 * ```
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Thrown for a catalogue text that does not follow the message syntax (an unclosed brace, a plural
 * without `other`). The catalogue tests parse every text, so this never reaches a guest.
 *
 * @example
 * ```ts
 * try { formatMessage('{count, plural, one {#}}', { count: 1 }, 'en'); } catch (error) { error instanceof MessageSyntaxError; }
 * ```
 */
export class MessageSyntaxError extends Error {
  override name = 'MessageSyntaxError';
}

const RTL_LOCALES: ReadonlySet<string> = new Set(['ar']);
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const FSI = '\u2068';
const PDI = '\u2069';

// A text value in isolates when its direction may differ from the sentence's (see the module's notes).
function isolate(value: string, rtl: boolean): string {
  return value && (rtl || RTL_LETTER.test(value)) ? `${FSI}${value}${PDI}` : value;
}

const parsed = new Map<string, readonly Part[]>();
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

class Reader {
  position = 0;
  constructor(readonly source: string) {}

  fail(problem: string): never {
    throw new MessageSyntaxError(`${problem} at ${this.position} in "${this.source}"`);
  }

  skipSpace(): void {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1;
  }

  word(): string {
    this.skipSpace();
    const match = /^=?[\w-]+/.exec(this.source.slice(this.position));
    if (!match) this.fail('expected a name');
    this.position += match[0].length;
    this.skipSpace();
    return match[0];
  }

  expect(char: string): void {
    this.skipSpace();
    if (this.source[this.position] !== char) this.fail(`expected "${char}"`);
    this.position += 1;
  }

  // Reads text and placeholders up to an unmatched `}` (inside a branch) or the end.
  parts(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = (): void => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (this.position < this.source.length) {
      const char = this.source[this.position];
      if (char === '}') break;
      if (char === '{') {
        flush();
        this.position += 1;
        parts.push(this.placeholder());
      } else if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'count' });
        this.position += 1;
      } else {
        text += char;
        this.position += 1;
      }
    }
    flush();
    return parts;
  }

  placeholder(): Part {
    const name = this.word();
    if (this.source[this.position] === '}') {
      this.position += 1;
      return { kind: 'value', name };
    }
    this.expect(',');
    const kind = this.word();
    if (kind !== 'plural' && kind !== 'select') this.fail(`unknown placeholder type "${kind}"`);
    this.expect(',');
    const branches = new Map<string, readonly Part[]>();
    this.skipSpace();
    while (this.source[this.position] !== '}') {
      if (this.position >= this.source.length) this.fail('unclosed placeholder');
      const selector = this.word();
      this.expect('{');
      branches.set(selector, this.parts(kind === 'plural'));
      this.expect('}');
      this.skipSpace();
    }
    this.position += 1;
    if (!branches.has('other')) this.fail(`"${name}" has no "other" branch`);
    return { kind, name, branches };
  }
}

/**
 * Reads a catalogue text into its parts (cached), throwing {@link MessageSyntaxError} when it is not valid.
 *
 * @example
 * ```ts
 * parseMessage('{count, plural, one {# night} other {# nights}}'); // one plural part
 * ```
 */
export function parseMessage(template: string): readonly Part[] {
  const cached = parsed.get(template);
  if (cached) return cached;
  const reader = new Reader(template);
  const parts = reader.parts(false);
  if (reader.position < template.length) reader.fail('unmatched "}"');
  parsed.set(template, parts);
  return parts;
}

/**
 * The plural categories and exact numbers a text's plural placeholders choose between, by placeholder
 * name; the catalogue tests check each gives every category its locale uses.
 *
 * @example
 * ```ts
 * pluralSelectors('{n, plural, one {#} other {#}}'); // Map { 'n' => Set { 'one', 'other' } }
 * ```
 */
export function pluralSelectors(template: string): ReadonlyMap<string, ReadonlySet<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (parts: readonly Part[]): void => {
    for (const part of parts) {
      if (part.kind !== 'plural' && part.kind !== 'select') continue;
      if (part.kind === 'plural') {
        const selectors = found.get(part.name) ?? new Set<string>();
        for (const selector of part.branches.keys()) selectors.add(selector);
        found.set(part.name, selectors);
      }
      for (const branch of part.branches.values()) visit(branch);
    }
  };
  visit(parseMessage(template));
  return found;
}

function cachedFormat<T>(cache: Map<string, T>, tag: string, make: () => T): T {
  const existing = cache.get(tag);
  if (existing) return existing;
  const made = make();
  cache.set(tag, made);
  return made;
}

function intlTag(locale: string): string {
  // The API's Chinese locales are not BCP 47 tags.
  return locale === 'zh_Hans' ? 'zh-CN' : locale === 'zh_Hant' ? 'zh-TW' : locale;
}

/**
 * A catalogue text in a locale with its placeholders filled: plural and select branches chosen, numbers
 * written the locale's way, text values isolated where their direction may differ. A placeholder without
 * a value stays visible, so a missing value shows up in review instead of vanishing.
 *
 * @example
 * ```ts
 * formatMessage('{count, plural, one {# night} other {# nights}}', { count: 1 }, 'en'); // '1 night'
 * formatMessage('Payment to {hotel}', { hotel: 'Hotel Sakura' }, 'en'); // 'Payment to Hotel Sakura'
 * ```
 */
export function formatMessage(template: string, values: MessageValues, locale: string): string {
  const tag = intlTag(locale);
  const rtl = RTL_LOCALES.has(locale);
  // Only a text with a number or a plural asks for these: most texts have neither, and the page's first
  // Intl object of a kind costs milliseconds to build.
  const numbers = () => cachedFormat(numberFormats, tag, () => new Intl.NumberFormat(tag));
  const plurals = () => cachedFormat(pluralRules, tag, () => new Intl.PluralRules(tag));

  const write = (value: string | number): string =>
    typeof value === 'number' ? numbers().format(value) : isolate(value, rtl);

  const render = (parts: readonly Part[], count: number | undefined): string => {
    let out = '';
    for (const part of parts) {
      if (part.kind === 'text') out += part.text;
      else if (part.kind === 'count') out += count === undefined ? '#' : numbers().format(count);
      else if (part.kind === 'value') {
        const value = values[part.name];
        out += value === undefined ? `{${part.name}}` : write(value);
      } else {
        const value = values[part.name];
        if (value === undefined) {
          out += `{${part.name}}`;
          continue;
        }
        let branch: readonly Part[] | undefined;
        let nextCount = count;
        if (part.kind === 'plural') {
          const number = Number(value);
          nextCount = number;
          branch = part.branches.get(`=${number}`) ?? part.branches.get(plurals().select(number));
        } else {
          branch = part.branches.get(String(value));
        }
        out += render(branch ?? part.branches.get('other') ?? [], nextCount);
      }
    }
    return out;
  };

  return render(parseMessage(template), undefined);
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Items joined the locale's way ("Breakfast and Dinner", 「朝食、夕食」), each isolated like a text value.
 *
 * @example
 * ```ts
 * formatList(['Breakfast plan', 'Room only'], 'en'); // 'Breakfast plan and Room only'
 * ```
 */
export function formatList(items: readonly string[], locale: string): string {
  const tag = intlTag(locale);
  const rtl = RTL_LOCALES.has(locale);
  const list = cachedFormat(listFormats, tag, () => new Intl.ListFormat(tag, { type: 'conjunction' }));
  return list.format(items.map((item) => isolate(item, rtl)));
}
