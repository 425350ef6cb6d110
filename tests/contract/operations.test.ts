// Every operation of the list in ./operations.ts is in the contract, with its method and path; nothing
// else is.
import { describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from './contract';
import { expectedOperations } from './operations';

const doc = loadBundle();
const operations = listOperations(doc);
// Parameter names may be normalised ({id} -> {hotel_id}); the shape of the path may not.
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

describe('operations', () => {
  it.each(expectedOperations)('$operationId is $method $path', (expected) => {
    const found = operations.find((operation) => operation.operationId === expected.operationId);
    expect(found, `${expected.operationId} is missing`).toBeDefined();
    expect(found?.method).toBe(expected.method);
    expect(shape(found?.path ?? '')).toBe(shape(expected.path));
  });

  it('has no operation that operations.ts does not list', () => {
    const listed = new Set(expectedOperations.map((operation) => operation.operationId));
    expect(operations.map((operation) => operation.operationId).filter((id) => !listed.has(id))).toEqual([]);
  });

  it('keeps every operationId unique', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
