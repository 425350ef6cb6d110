/**
 * Reading query parameters without trusting them. A {@link ParamReader} reads typed values and collects
 * every problem; `finish()` then throws one 422 `1000` naming each bad field, so garbage never reaches
 * a handler's logic (and never becomes a 500). Bracket notation (`rooms[0][adults]=2`) is parsed by
 * {@link readBracketList} into objects without a prototype; syntax it cannot read, a reserved key
 * (`__proto__`, `constructor`, `prototype`) or more keys or levels than the limits is a 400
 * `malformed_request`.
 */
import { ApiError, invalid } from './errors';
import { isValidDate } from '../lib/dates';
import { REQUEST_LIMITS } from './requestLimits';
import { isReservedKey, reservedKeyError } from './reservedKeys';

/** A value parsed from bracket notation. */
export type BracketValue = string | BracketValue[] | { readonly [key: string]: BracketValue };

/** Where a reader finds values: every raw value given for a name. */
interface ValueSource {
  values(name: string): readonly BracketValue[];
  /** Whether the name was given as an indexed list (`adults[0]=2`), which a single value may not be. */
  isList?(name: string): boolean;
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Options of string reads. */
export interface StringRules {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: RegExp;
}

/** Options of integer reads. */
export interface IntegerRules {
  readonly min?: number;
  readonly max?: number;
}

/** Reads typed values from a source, collecting errors per field. */
/** The contract's rule for plan and room-plan codes in a query (`room_plan_codes`, `hotel_plan_codes`, ...). */
export const PLAN_CODE_RULES: StringRules = { minLength: 1, maxLength: 64, pattern: /^[A-Za-z0-9_-]+$/ };

export class ParamReader {
  private readonly source: ValueSource;
  private readonly prefix: string;
  private readonly errors: Record<string, string[]>;

  constructor(
    source: ValueSource,
    prefix = '',
    errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>,
  ) {
    this.source = source;
    this.prefix = prefix;
    this.errors = errors;
  }

  /** A reader of query parameters. */
  static ofQuery(params: URLSearchParams): ParamReader {
    return new ParamReader({ values: (name) => params.getAll(name) });
  }

  /** A reader of one bracket-notation object (`rooms[0]`), reporting errors as `rooms.0.<field>`. */
  child(value: BracketValue, path: string): ParamReader {
    if (typeof value === 'string' || Array.isArray(value)) {
      this.fail(path, 'must be an object in bracket notation');
      return new ParamReader({ values: () => [] }, `${path}.`, this.errors);
    }
    const record = value as { readonly [key: string]: BracketValue };
    return new ParamReader(
      {
        values: (name) => {
          const item = record[name];
          if (item === undefined) return [];
          return Array.isArray(item) ? item : [item];
        },
        isList: (name) => Array.isArray(record[name]),
      },
      `${path}.`,
      this.errors,
    );
  }

  /** Records a problem with a field. */
  fail(field: string, message: string): void {
    const name = this.prefix + field;
    (this.errors[name] ??= []).push(message);
  }

  /** Whether any problem was recorded. */
  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** Throws the collected problems as one 422 `1000`. */
  finish(): void {
    if (this.failed) throw invalid(this.errors);
  }

  private single(name: string): string | undefined {
    const values = this.source.values(name);
    if (values.length === 0) return undefined;
    if (values.length > 1 || this.source.isList?.(name)) {
      this.fail(name, 'is given more than once');
      return undefined;
    }
    const [value] = values;
    if (typeof value !== 'string') {
      this.fail(name, 'must be a single value');
      return undefined;
    }
    // An empty value counts as absent: clients often send `name=` for an unset field.
    return value === '' ? undefined : value;
  }

  /** A string within the rules. */
  string(name: string, rules: StringRules = {}): string | undefined {
    const value = this.single(name);
    if (value === undefined) return undefined;
    return this.checkString(name, value, rules) ? value : undefined;
  }

  private checkString(name: string, value: string, rules: StringRules): boolean {
    if (rules.minLength !== undefined && value.length < rules.minLength) {
      this.fail(name, `must be at least ${rules.minLength} characters`);
      return false;
    }
    if (rules.maxLength !== undefined && value.length > rules.maxLength) {
      this.fail(name, `must be at most ${rules.maxLength} characters`);
      return false;
    }
    if (rules.pattern && !rules.pattern.test(value)) {
      this.fail(name, `must match ${String(rules.pattern)}`);
      return false;
    }
    return true;
  }

  /** An integer within the bounds. */
  integer(name: string, rules: IntegerRules = {}): number | undefined {
    const value = this.single(name);
    if (value === undefined) return undefined;
    return this.checkInteger(name, value, rules);
  }

  private checkInteger(name: string, value: string, rules: IntegerRules): number | undefined {
    if (!INTEGER.test(value) || !Number.isSafeInteger(Number(value))) {
      this.fail(name, 'must be an integer');
      return undefined;
    }
    const number = Number(value);
    if (rules.min !== undefined && number < rules.min) {
      this.fail(name, `must be at least ${rules.min}`);
      return undefined;
    }
    if (rules.max !== undefined && number > rules.max) {
      this.fail(name, `must be at most ${rules.max}`);
      return undefined;
    }
    return number;
  }

  /** A non-negative decimal number. */
  number(name: string, rules: IntegerRules = {}): number | undefined {
    const value = this.single(name);
    if (value === undefined) return undefined;
    if (!NUMBER.test(value)) {
      this.fail(name, 'must be a number');
      return undefined;
    }
    const number = Number(value);
    if ((rules.min !== undefined && number < rules.min) || (rules.max !== undefined && number > rules.max)) {
      this.fail(name, `must be between ${rules.min ?? '-∞'} and ${rules.max ?? '∞'}`);
      return undefined;
    }
    return number;
  }

  /** `true` or `false`. */
  boolean(name: string): boolean | undefined {
    const value = this.single(name);
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    this.fail(name, 'must be true or false');
    return undefined;
  }

  /** A real calendar date `YYYY-MM-DD`. */
  date(name: string): string | undefined {
    const value = this.single(name);
    if (value === undefined) return undefined;
    if (!isValidDate(value)) {
      this.fail(name, 'must be a date YYYY-MM-DD');
      return undefined;
    }
    return value;
  }

  /** One of the listed values. */
  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.single(name);
    if (value === undefined) return undefined;
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) this.fail(name, `must be one of ${allowed.join(', ')}`);
    return match;
  }

  private list(name: string, maxItems: number): string[] {
    const values = this.source.values(name);
    if (values.length > maxItems) {
      this.fail(name, `must have at most ${maxItems} items`);
      return [];
    }
    const strings: string[] = [];
    for (const value of values) {
      if (typeof value !== 'string') this.fail(name, 'must be a list of values');
      else strings.push(value);
    }
    return strings;
  }

  /** A repeated string parameter (`kids_tiers=A&kids_tiers=B`), each item within the rules. */
  strings(name: string, rules: StringRules & { readonly maxItems?: number } = {}): string[] {
    return this.list(name, rules.maxItems ?? 100).filter((value) => this.checkString(name, value, rules));
  }

  /** A repeated integer parameter. */
  integers(name: string, rules: IntegerRules & { readonly maxItems?: number } = {}): number[] {
    return this.list(name, rules.maxItems ?? 100)
      .map((value) => this.checkInteger(name, value, rules))
      .filter((value): value is number => value !== undefined);
  }

  /** The raw bracket values of a name (for nested lists such as `rooms[0][kids_age_range]`). */
  raw(name: string): readonly BracketValue[] {
    return this.source.values(name);
  }
}

const SEGMENT = /^\[([^[\]]*)\]/;

/**
 * Parses the bracket-notation list `name` (`rooms[0][adults]=2&rooms[0][kids_tiers][0]=A`) into a
 * list of prototype-free objects. Returns `undefined` when no parameter uses the name. Indices must run
 * 0, 1, 2... (`[]` appends); anything else (`rooms=2`, `rooms[x][adults]`, `rooms[0]` without a field,
 * unclosed brackets, a field given twice), a reserved key, more than 500 keys or 6 levels is a 400
 * `malformed_request`.
 */
export function readBracketList(params: URLSearchParams, name: string): BracketValue[] | undefined {
  const root: Mutable = Object.create(null) as Mutable;
  let found = 0;
  for (const [key, value] of params) {
    if (key !== name && !key.startsWith(`${name}[`)) continue;
    found += 1;
    if (found > REQUEST_LIMITS.bracketParameters) {
      throw new ApiError('malformed_request', {
        message: `${name} takes at most ${REQUEST_LIMITS.bracketParameters} parameters`,
        fields: { [name]: [`must have at most ${REQUEST_LIMITS.bracketParameters} parameters`] },
      });
    }
    const path: string[] = [];
    let rest = key.slice(name.length);
    while (rest.length > 0) {
      const match = SEGMENT.exec(rest);
      if (!match) throw malformed(key);
      const segment = match[1] ?? '';
      if (isReservedKey(segment)) throw reservedKeyError(key, 'query');
      path.push(segment);
      if (path.length > REQUEST_LIMITS.bracketDepth) throw malformed(key);
      rest = rest.slice(match[0].length);
    }
    if (path.length < 2 || !/^\d+$/.test(path[0] ?? '')) throw malformed(key);
    insert(root, path, value, key);
  }
  if (found === 0) return undefined;
  return toList(root, name);
}

function malformed(key: string): ApiError {
  return new ApiError('malformed_request', {
    message: `The parameter ${key} is not valid bracket notation`,
    fields: { [key]: ['is not valid bracket notation, e.g. rooms[0][adults]=2'] },
  });
}

type Mutable = Record<string, BracketValue>;

const emptyNode = (): Mutable => Object.create(null) as Mutable;

function insert(node: Mutable, path: readonly string[], value: string, key: string): void {
  const [head, ...rest] = path;
  if (head === undefined) throw malformed(key);
  // `[]` appends: give it the next free index of this level.
  const segment = head === '' ? String(Object.keys(node).length) : head;
  if (rest.length === 0) {
    if (segment in node) throw malformed(key);
    node[segment] = value;
    return;
  }
  const existing = node[segment];
  if (existing === undefined) {
    const child = emptyNode();
    node[segment] = child;
    insert(child, rest, value, key);
    return;
  }
  if (typeof existing === 'string' || Array.isArray(existing)) throw malformed(key);
  insert(existing as Mutable, rest, value, key);
}

/** Turns objects whose keys are all indices into lists, checking the indices run 0..n-1. */
function toList(node: Mutable, key: string): BracketValue[] {
  const keys = Object.keys(node);
  const indices = keys.map(Number).sort((a, b) => a - b);
  if (!keys.every((item) => /^\d+$/.test(item)) || indices.some((index, position) => index !== position)) {
    throw malformed(key);
  }
  return indices.map((index) => normalise(node[String(index)] as BracketValue, key));
}

function normalise(value: BracketValue, key: string): BracketValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const record = value as Mutable;
  const keys = Object.keys(record);
  if (keys.length > 0 && keys.every((item) => /^\d+$/.test(item))) return toList(record, key);
  const result = emptyNode();
  for (const item of keys) result[item] = normalise(record[item] as BracketValue, key);
  return result;
}
