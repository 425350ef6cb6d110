/**
 * Reading a nested JSON request body without trusting it: typed reads of fields, nested objects and lists
 * of objects, each problem recorded under its dotted path (`rooms.0.guest.first_name`), and fields no read
 * asked for reported as unknown (the contract's bodies take no other fields). `finish()` throws one 422
 * `1000` naming every problem, so a garbage body never reaches a handler's logic nor becomes a 500.
 * Messages never repeat a value: a body may carry card data.
 */
import { isValidDate } from '../lib/dates';
import { invalid } from './errors';

/** Rules of a string field. */
export interface TextRules {
  readonly minLength?: number;
  readonly maxLength: number;
  readonly pattern?: RegExp;
  readonly required?: boolean;
}

/** Rules of a number field. */
export interface NumberRules {
  readonly min?: number;
  readonly max?: number;
  readonly required?: boolean;
}

/** Rules of a list field. */
export interface ListRules {
  readonly minItems?: number;
  readonly maxItems: number;
  readonly required?: boolean;
}

interface Shared {
  readonly problems: Record<string, string[]>;
  readonly readers: BodyReader[];
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the fields of one JSON object (and, through {@link BodyReader.object} and
 * {@link BodyReader.objects}, of the objects inside it).
 *
 * @example
 * ```ts
 * const body = BodyReader.of(await readJsonBody(request));
 * const checkin = body.date('checkin_date', { required: true });
 * const guest = body.object('guest', { required: true });
 * const email = guest?.text('email', { maxLength: 255, required: true });
 * body.finish(); // 422 1000 naming each bad or unknown field
 * ```
 */
export class BodyReader {
  private readonly record: Readonly<Record<string, unknown>>;
  private readonly prefix: string;
  private readonly shared: Shared;
  private readonly known = new Set<string>();

  private constructor(record: Readonly<Record<string, unknown>>, prefix: string, shared: Shared) {
    this.record = record;
    this.prefix = prefix;
    this.shared = shared;
    shared.readers.push(this);
  }

  /** A reader of a whole body; anything but a JSON object is a problem of `body`. */
  static of(body: unknown): BodyReader {
    // Problems are keyed by field names the body chose: no prototype to collide with.
    const shared: Shared = { problems: Object.create(null) as Record<string, string[]>, readers: [] };
    const reader = new BodyReader(isRecord(body) ? body : {}, '', shared);
    if (!isRecord(body)) reader.fail('body', 'must be a JSON object');
    return reader;
  }

  /** Records a problem with a field of this object. */
  fail(field: string, message: string): void {
    (this.shared.problems[this.prefix + field] ??= []).push(message);
  }

  /** Whether any problem was recorded anywhere in the body. */
  get failed(): boolean {
    return Object.keys(this.shared.problems).length > 0;
  }

  /** The raw value of a field (undefined when absent or null), marking it as known. */
  raw(name: string): unknown {
    this.known.add(name);
    const value = this.record[name];
    return value === null ? undefined : value;
  }

  private absent(name: string, required: boolean | undefined): undefined {
    if (required) this.fail(name, 'is required');
    return undefined;
  }

  /** A string within the rules. */
  text(name: string, rules: TextRules): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, rules.required);
    const minLength = rules.minLength ?? 0;
    if (typeof value !== 'string') {
      this.fail(name, 'must be a string');
      return undefined;
    }
    if (value.length < minLength || value.length > rules.maxLength) {
      this.fail(name, `must be ${minLength}-${rules.maxLength} characters long`);
      return undefined;
    }
    if (rules.required && value.trim() === '') {
      this.fail(name, 'cannot be blank');
      return undefined;
    }
    if (rules.pattern && !rules.pattern.test(value)) {
      this.fail(name, 'has characters or a form that is not allowed');
      return undefined;
    }
    return value;
  }

  /** An integer within the bounds. */
  integer(name: string, rules: NumberRules = {}): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, rules.required);
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      this.fail(name, 'must be an integer');
      return undefined;
    }
    return this.within(name, value, rules);
  }

  /** A finite number within the bounds. */
  number(name: string, rules: NumberRules = {}): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, rules.required);
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.fail(name, 'must be a number');
      return undefined;
    }
    return this.within(name, value, rules);
  }

  private within(name: string, value: number, rules: NumberRules): number | undefined {
    if ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max)) {
      this.fail(name, `must be between ${rules.min ?? '-∞'} and ${rules.max ?? '∞'}`);
      return undefined;
    }
    return value;
  }

  /** `true` or `false`. */
  boolean(name: string, required = false): boolean | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, required);
    if (typeof value !== 'boolean') {
      this.fail(name, 'must be true or false');
      return undefined;
    }
    return value;
  }

  /** A real calendar date `YYYY-MM-DD`. */
  date(name: string, required = false): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, required);
    if (typeof value !== 'string' || !isValidDate(value)) {
      this.fail(name, 'must be a date YYYY-MM-DD');
      return undefined;
    }
    return value;
  }

  /** One of the listed values. */
  oneOf<T extends string>(name: string, allowed: readonly T[], required = false): T | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, required);
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) this.fail(name, `must be one of ${allowed.join(', ')}`);
    return match;
  }

  /** An absolute http(s) URL. */
  url(name: string, maxLength: number): string | undefined {
    const value = this.text(name, { minLength: 1, maxLength });
    if (value === undefined) return undefined;
    let protocol: string;
    try {
      protocol = new URL(value).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      this.fail(name, 'must be an absolute http or https URL');
      return undefined;
    }
    return value;
  }

  /** A nested object, read by its own reader. */
  object(name: string, options: { required?: boolean } = {}): BodyReader | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, options.required);
    if (!isRecord(value)) {
      this.fail(name, 'must be an object');
      return undefined;
    }
    return new BodyReader(value, `${this.prefix}${name}.`, this.shared);
  }

  private list(name: string, rules: ListRules): unknown[] | undefined {
    const value = this.raw(name);
    if (value === undefined) return this.absent(name, rules.required);
    if (!Array.isArray(value)) {
      this.fail(name, 'must be a list');
      return undefined;
    }
    if (value.length < (rules.minItems ?? 0) || value.length > rules.maxItems) {
      this.fail(name, `must have ${rules.minItems ?? 0}-${rules.maxItems} items`);
      return undefined;
    }
    return value;
  }

  /** A list of objects, one reader each (items that are not objects are problems). */
  objects(name: string, rules: ListRules): BodyReader[] {
    const items = this.list(name, rules) ?? [];
    const readers: BodyReader[] = [];
    items.forEach((item, index) => {
      if (!isRecord(item)) this.fail(`${name}.${index}`, 'must be an object');
      else readers.push(new BodyReader(item, `${this.prefix}${name}.${index}.`, this.shared));
    });
    return readers;
  }

  /** A list of integers within the bounds. */
  integers(name: string, rules: ListRules & NumberRules): number[] {
    const items = this.list(name, rules) ?? [];
    const numbers: number[] = [];
    items.forEach((item, index) => {
      const inRange =
        typeof item === 'number' &&
        Number.isSafeInteger(item) &&
        (rules.min === undefined || item >= rules.min) &&
        (rules.max === undefined || item <= rules.max);
      if (inRange) numbers.push(item);
      else
        this.fail(
          `${name}.${index}`,
          `must be an integer between ${rules.min ?? '-∞'} and ${rules.max ?? '∞'}`,
        );
    });
    return numbers;
  }

  /** A list of strings within the rules. */
  texts(name: string, rules: ListRules & TextRules): string[] {
    const items = this.list(name, rules) ?? [];
    const texts: string[] = [];
    items.forEach((item, index) => {
      const fits =
        typeof item === 'string' &&
        item.length >= (rules.minLength ?? 0) &&
        item.length <= rules.maxLength &&
        (!rules.pattern || rules.pattern.test(item));
      if (fits) texts.push(item);
      else this.fail(`${name}.${index}`, 'is not an allowed value');
    });
    return texts;
  }

  /** Throws one 422 `1000` naming every problem and every field no read asked for. */
  finish(): void {
    for (const reader of this.shared.readers) {
      for (const name of Object.keys(reader.record)) {
        if (!reader.known.has(name)) reader.fail(name, 'is not a known field');
      }
    }
    if (this.failed) throw invalid(this.shared.problems);
  }
}
