import { afterEach, describe, expect, it, vi } from 'vitest';
import { openThreeDSecure } from './openThreeDSecure';

const API = 'https://api.example.com';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A window whose navigation and form posts are recorded instead of leaving the page. */
function recordingWindow() {
  const assign = vi.fn();
  // A tab opens (a window object) unless the test says the browser blocked it.
  const open = vi.fn((): Window | null => ({}) as Window);
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  return { window: { location: { assign } as unknown as Location, document, open }, assign, open, submitted };
}

describe('openThreeDSecure', () => {
  it('opens the issuer’s page for a GET', () => {
    const { window, assign } = recordingWindow();
    expect(openThreeDSecure({ method: 'GET', url: 'https://acs.example/c?id=1' }, window, API)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://acs.example/c?id=1');
  });

  it('posts the gateway’s fields to the issuer’s page for a POST', () => {
    const { window, assign, submitted } = recordingWindow();
    const navigation = {
      method: 'POST' as const,
      url: 'https://acs.example/post',
      fields: { PaReq: 'req', TermUrl: 'https://x/back' },
    };
    expect(openThreeDSecure(navigation, window, API)).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(submitted).toHaveLength(1);
    const form = submitted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://acs.example/post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ PaReq: 'req', TermUrl: 'https://x/back' });
  });

  it("opens the local mock's own http page when the API is that mock", () => {
    const { window, assign } = recordingWindow();
    const url = 'http://127.0.0.1:4010/__staykit/3ds/c1';
    expect(openThreeDSecure({ method: 'GET', url }, window, 'http://127.0.0.1:4010')).toBe(true);
    expect(assign).toHaveBeenCalledWith(url);
  });

  it('opens the page in a new tab when asked, for a GET and for a POST, and says when the tab was blocked', () => {
    const { window, assign, open, submitted } = recordingWindow();
    const get = { method: 'GET' as const, url: 'https://acs.example/c?id=1' };
    expect(openThreeDSecure(get, window, API, { newTab: true })).toBe(true);
    // With its opener: the return page in the tab hands the outcome back to the widget.
    expect(open).toHaveBeenCalledWith('https://acs.example/c?id=1', '_blank');
    open.mockReturnValueOnce(null);
    expect(openThreeDSecure(get, window, API, { newTab: true })).toBe(false);
    // A POST: the tab opens first, by name, so that it keeps its opener, and the form goes into it.
    const post = { method: 'POST' as const, url: 'https://acs.example/post', fields: { creq: 'c' } };
    expect(openThreeDSecure(post, window, API, { newTab: true })).toBe(true);
    expect(open).toHaveBeenLastCalledWith('', 'staykit-3ds');
    expect(submitted[0]?.target).toBe('staykit-3ds');
    expect(document.querySelector('form')).toBeNull();
    open.mockReturnValueOnce(null);
    expect(openThreeDSecure(post, window, API, { newTab: true })).toBe(false);
    expect(submitted).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['GET', 'javascript:alert(1)'],
    ['POST', 'javascript:alert(1)'],
    ['GET', 'http://acs.example/c'],
    ['POST', 'data:text/html,<p>x</p>'],
    ['GET', '/relative'],
  ] as const)('goes nowhere for a %s to %s, and says so', (method, url) => {
    const { window, assign, submitted } = recordingWindow();
    const navigation = method === 'GET' ? { method, url } : { method, url, fields: { creq: 'c' } };
    expect(openThreeDSecure(navigation, window, API)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(submitted).toHaveLength(0);
    expect(document.querySelector('form')).toBeNull();
  });
});
