/**
 * Keeps a pristine copy of each request so that middleware can send it again after a session refresh:
 * a Request's body can be read only once. Keyed weakly by the request object the fetch client hands to every
 * hook of one request, so nothing needs cleaning up. (Retries need no copy: each is a new request.)
 */
export interface ReplayStore {
  remember(key: Request, request: Request): void;
  /** A fresh copy of the request to send again, or undefined when none was kept. */
  copy(key: Request): Request | undefined;
}

export function createReplayStore(): ReplayStore {
  const requests = new WeakMap<Request, Request>();
  return {
    remember: (key, request) => void requests.set(key, request.clone()),
    copy: (key) => requests.get(key)?.clone(),
  };
}
