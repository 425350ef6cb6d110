// Paging of lists (`page` from 1, `per_page` default 5, at most 100) and the page facts of the answer.
import type { ParamReader } from './params';

/** A page of items with the contract's page facts. */
export interface Page<T> {
  readonly data: T[];
  readonly page: number;
  readonly per_page: number;
  readonly total_pages: number;
  readonly total_entries: number;
}

/** Reads `page` and `per_page` (errors are collected by the reader). */
export function readPaging(reader: ParamReader): { page: number; perPage: number } {
  return {
    page: reader.integer('page', { min: 1, max: 100_000 }) ?? 1,
    perPage: reader.integer('per_page', { min: 1, max: 100 }) ?? 5,
  };
}

/** Cuts one page out of a list; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    page,
    per_page: perPage,
    total_pages: Math.ceil(items.length / perPage),
    total_entries: items.length,
  };
}
