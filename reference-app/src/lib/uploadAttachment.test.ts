import { createStaykitClient, isStaykitError, type StaykitClientOptions } from '@staykit/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupPlatformUploads } from '../testing/setupPlatformUploads';
import { uploadAttachment } from './uploadAttachment';

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

/** An XMLHttpRequest the test answers by hand: what a browser would send, and its upload events. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  readonly headers = new Map<string, string>();
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private responseHeaderText = '';
  private readonly listeners = new Map<string, Listener[]>();
  private readonly uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  getAllResponseHeaders() {
    return this.responseHeaderText;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }

  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? [])
      listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaderText = 'content-type: application/json\r\nx-request-id: 7\r\n';
    this.emit('load');
  }
  fail() {
    this.emit('error');
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({});
  }
}

const STORED = {
  id: 1,
  url: 'http://api.test/__staykit/attachments/1/passport.png',
  filename: 'passport.png',
  content_type: 'image/png',
  byte_size: 11,
};

let fetched: Request[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The client's own fetch: the session calls, and a request the middleware sends again.
async function serverFetch(request: Request): Promise<Response> {
  fetched.push(request);
  const path = new URL(request.url).pathname;
  if (path === '/client_sessions')
    return json(201, { data: { client_session: 'cs_first', expires_at: '2099-01-01T00:00:00Z' } });
  if (path === '/api/client_sessions')
    return json(201, { data: { client_session: 'cs_second', expires_at: '2099-01-01T00:00:00Z' } });
  return json(201, { data: STORED });
}

const newClient = (options: Partial<StaykitClientOptions> = {}) =>
  createStaykitClient({
    baseUrl: 'http://api.test',
    locale: 'ja',
    credentials: { key: 'demo-widget', secret: 'demo-secret' },
    fetch: serverFetch,
    ...options,
  });
const passport = () => new File(['scan bytes!'], 'passport.png', { type: 'image/png' });
const nextXhr = async () => {
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0] as FakeXhr;
};

setupPlatformUploads();
beforeAll(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  FakeXhr.sent = [];
  fetched = [];
});

describe('uploadAttachment', () => {
  it('sends the form with the SDK headers, reports progress and resolves to the stored file', async () => {
    const progress: number[] = [];
    const done = uploadAttachment(newClient(), {
      hotelId: 101,
      questionId: 35,
      file: passport(),
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    const xhr = await nextXhr();
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://api.test/file_attachments']);
    expect(xhr.headers.get('client-session')).toBe('cs_first');
    expect(xhr.headers.get('accept-language')).toBe('ja');
    expect(xhr.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(xhr.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(xhr.body as Blob, {
      headers: { 'Content-Type': xhr.headers.get('content-type') ?? '' },
    }).formData();
    const file = form.get('file') as File;
    expect([file.name, file.type, await file.text()]).toEqual(['passport.png', 'image/png', 'scan bytes!']);
    expect([form.get('hotel_id'), form.get('additional_question_id')]).toEqual(['101', '35']);
    xhr.progress(200, 400);
    xhr.progress(400, 400);
    xhr.respond(201, { data: STORED });
    await expect(done).resolves.toEqual(STORED);
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the API error, typed and localised by the SDK', async () => {
    const done = uploadAttachment(newClient(), { hotelId: 101, file: passport() });
    (await nextXhr()).respond(422, {
      errors: [{ code: '1251', title: 'Upload unprocessable', details: { base: [{ code: '1251' }] } }],
    });
    const error: unknown = await done.catch((caught: unknown) => caught);
    expect(isStaykitError(error) && [error.status, error.code]).toEqual([422, '1251']);
  });

  it('gets a new client session when the API says the old one expired, and sends the file again', async () => {
    const done = uploadAttachment(newClient(), { hotelId: 101, file: passport() });
    (await nextXhr()).respond(403, { errors: [{ code: '4000', title: 'Client session expired' }] });
    await expect(done).resolves.toEqual(STORED);
    const again = fetched.at(-1);
    expect(again?.headers.get('Client-Session')).toBe('cs_second');
    expect(await again?.text()).toContain('scan bytes!');
  });

  it('reports a request that got no answer as a network error', async () => {
    // Sent once: the SDK would otherwise retry the upload (its Idempotency-Key makes that safe) after a
    // wait, which its own tests cover.
    const done = uploadAttachment(newClient({ maxRetries: 0 }), { hotelId: 101, file: passport() });
    (await nextXhr()).fail();
    const error: unknown = await done.catch((caught: unknown) => caught);
    expect(isStaykitError(error) && error.code).toBe('network_error');
  });

  it('lets a large file take its time on a slow uplink, and gives up on one that stalls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // 10 MB: at the slowest uplink allowed for (50 kB/s) it needs 200 s, far past the client's 30 s.
      const scan = new File([new Uint8Array(10_000_000)], 'scan.pdf', { type: 'application/pdf' });
      const done = uploadAttachment(newClient({ maxRetries: 0 }), { hotelId: 101, file: scan });
      const settled = done.then(
        () => 'resolved',
        (caught: unknown) => caught,
      );
      const xhr = await nextXhr();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(xhr.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(80_001);
      const error = await settled;
      expect(isStaykitError(error) && error.code).toBe('timeout');
      expect(xhr.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the upload when aborted, as an abort and not a failure', async () => {
    const controller = new AbortController();
    const done = uploadAttachment(newClient(), { hotelId: 101, file: passport(), signal: controller.signal });
    const xhr = await nextXhr();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});
