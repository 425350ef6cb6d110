import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerClientError } from './nodeServer';

/** A connection as Node hands it to `clientError`: what the mock writes to it, and whether it was closed. */
function connection(bytesRead: number) {
  const socket = Object.assign(new PassThrough(), { bytesRead });
  const written: string[] = [];
  socket.on('data', (chunk: Buffer) => written.push(chunk.toString('latin1')));
  return { socket, written: () => written.join('') };
}

const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

describe('answerClientError', () => {
  it('closes a connection that never sent a byte without answering it, so a browser retries there', async () => {
    const { socket, written } = connection(0);
    answerClientError(timeout, socket);
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.destroyed).toBe(true);
    expect(written()).toBe('');
  });

  it('answers a request that did not arrive whole in time with a 400 envelope, then closes', async () => {
    const { socket, written } = connection(42);
    answerClientError(timeout, socket);
    await new Promise((resolve) => socket.once('finish', resolve));
    expect(written()).toMatch(/^HTTP\/1\.1 400 /);
    expect(written()).toContain('"code":"malformed_request"');
    expect(written()).toContain('did not arrive whole within 30 s');
  });

  it('answers a request line the parser refuses with its code', async () => {
    const { socket, written } = connection(20);
    answerClientError(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }), socket);
    await new Promise((resolve) => socket.once('finish', resolve));
    expect(written()).toMatch(/^HTTP\/1\.1 400 /);
    expect(written()).toContain('"code":"malformed_request"');
  });
});
