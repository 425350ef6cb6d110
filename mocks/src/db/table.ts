/**
 * One table of the mock's in-memory store: typed rows by their key, in the order they were inserted,
 * with indexes on the fields that reads filter by, so that a read costs a lookup rather than a scan.
 * Rows are frozen, nested values too: a handler that wants to change one writes a new row with
 * {@link Table.update}, and nothing read from the store can change it behind its back.
 */

/** A copy of a row value (JSON-like data) that nothing can change, nested values included. */
function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/** The fields of a row that an update may change: all but its key. */
export type RowPatch<Row, Key extends keyof Row> = Partial<Omit<Row, Key>>;

/**
 * A table of rows of type `Row`, keyed by the field `Key`.
 *
 * @example
 * ```ts
 * const hotels = new Table<HotelRow, 'id'>('id', ['code']);
 * hotels.insert(row);
 * hotels.get(101); // the row, or undefined
 * hotels.where('code', 'demo-tokyo'); // [row]
 * ```
 */
export class Table<Row extends object, Key extends keyof Row> {
  private readonly rows = new Map<Row[Key], Row>();
  // Insertion order of each key, so that an index answers in the table's order.
  private readonly order = new Map<Row[Key], number>();
  private readonly indexes = new Map<keyof Row, Map<unknown, IndexEntry<Row[Key]>>>();
  private serial = 0;

  /**
   * @param key - The field that identifies a row.
   * @param indexed - Fields that {@link Table.where} reads through an index.
   */
  constructor(
    readonly key: Key,
    indexed: readonly (keyof Row)[] = [],
  ) {
    for (const field of indexed) this.indexes.set(field, new Map());
  }

  /** The number of rows. */
  get size(): number {
    return this.rows.size;
  }

  /**
   * How many rows were ever inserted since the last clear, deleted ones included: a serial for new keys
   * that never repeats within a run, as `size` may after a delete.
   */
  get inserted(): number {
    return this.serial;
  }

  /** The row of a key, or undefined. */
  get(key: Row[Key]): Row | undefined {
    return this.rows.get(key);
  }

  /** Inserts a new row; a key already present is a bug of the caller and throws. */
  insert(row: Row): Row {
    const key = row[this.key];
    if (this.rows.has(key)) throw new Error(`A row with the key ${String(key)} exists already`);
    const frozen = frozenCopy(row);
    this.rows.set(key, frozen);
    this.order.set(key, (this.serial += 1));
    for (const [field, index] of this.indexes) this.addToIndex(index, frozen[field], key);
    return frozen;
  }

  /**
   * Writes `patch` over the row of `key` and returns the new row; undefined (and nothing written) when
   * no row has the key.
   */
  update(key: Row[Key], patch: RowPatch<Row, Key>): Row | undefined {
    const old = this.rows.get(key);
    if (old === undefined) return undefined;
    const row = frozenCopy({ ...old, ...patch });
    this.rows.set(key, row);
    for (const [field, index] of this.indexes) {
      if (old[field] === row[field]) continue;
      index.get(old[field])?.keys.delete(key);
      const entry = this.addToIndex(index, row[field], key);
      // A key that joins a set by an update may be older than the keys already in it.
      entry.ordered = false;
    }
    return row;
  }

  /** Removes the row of a key, if any. */
  delete(key: Row[Key]): void {
    const old = this.rows.get(key);
    if (old === undefined) return;
    this.rows.delete(key);
    this.order.delete(key);
    for (const [field, index] of this.indexes) index.get(old[field])?.keys.delete(key);
  }

  /** The rows whose `field` equals `value`, in insertion order (through its index when it has one). */
  where<Field extends keyof Row>(field: Field, value: Row[Field]): Row[] {
    const index = this.indexes.get(field);
    if (index === undefined) return this.filter((row) => row[field] === value);
    const entry = index.get(value);
    if (entry === undefined) return [];
    if (!entry.ordered) {
      const keys = [...entry.keys].sort((a, b) => (this.order.get(a) ?? 0) - (this.order.get(b) ?? 0));
      entry.keys = new Set(keys);
      entry.ordered = true;
    }
    return [...entry.keys].flatMap((key) => this.rows.get(key) ?? []);
  }

  /** The first row that satisfies `predicate`, in insertion order. */
  find(predicate: (row: Row) => boolean): Row | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  /** The rows that satisfy `predicate`, in insertion order. */
  filter(predicate: (row: Row) => boolean): Row[] {
    return [...this.rows.values()].filter(predicate);
  }

  /** Every row, in insertion order. */
  all(): Row[] {
    return [...this.rows.values()];
  }

  /** Removes every row (a reset). */
  clear(): void {
    this.rows.clear();
    this.order.clear();
    this.serial = 0;
    for (const index of this.indexes.values()) index.clear();
  }

  private addToIndex(
    index: Map<unknown, IndexEntry<Row[Key]>>,
    value: unknown,
    key: Row[Key],
  ): IndexEntry<Row[Key]> {
    let entry = index.get(value);
    if (!entry) index.set(value, (entry = { keys: new Set(), ordered: true }));
    entry.keys.add(key);
    return entry;
  }
}

/** The keys of the rows that have one value of an indexed field; `ordered` while in insertion order. */
interface IndexEntry<K> {
  keys: Set<K>;
  ordered: boolean;
}
