import type { OperationCaller, OperationMethod } from '../client/operationTypes';

const METHODS: Record<string, OperationMethod> = { g: 'get', u: 'put', p: 'post', d: 'delete', a: 'patch' };

/**
 * The operation functions of one domain, made from its generated table (`BOOKING_OPERATIONS`, ...): one
 * line per operation, `<method letter><operationId> <path>`, the letter upper case when the operation
 * takes an `Idempotency-Key`. `T` is the domain's generated interface, which types what the table holds.
 */
export function bindOperations<T>(call: OperationCaller, table: string): T {
  const operations: Record<string, (init?: object) => Promise<unknown>> = {};
  for (const line of table.split('\n')) {
    const letter = line.charAt(0);
    const space = line.indexOf(' ');
    const method = METHODS[letter.toLowerCase()] ?? 'get';
    const path = line.slice(space + 1) as never;
    const idempotent = letter !== letter.toLowerCase();
    operations[line.slice(1, space)] = (init) => call(method, path, init as never, { idempotent });
  }
  return operations as T;
}
