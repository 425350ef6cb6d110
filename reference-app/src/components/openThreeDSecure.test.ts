import { afterEach, describe, expect, it, vi } from 'vitest';
import { openThreeDSecure } from './openThreeDSecure';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('openThreeDSecure', () => {
  it('opens the issuer’s page for a GET', () => {
    const assign = vi.fn();
    openThreeDSecure(
      { method: 'GET', url: 'https://acs.example/c?id=1' },
      { location: { assign } as unknown as Location, document },
    );
    expect(assign).toHaveBeenCalledWith('https://acs.example/c?id=1');
  });

  it('posts the gateway’s fields to the issuer’s page for a POST', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const assign = vi.fn();
    openThreeDSecure(
      {
        method: 'POST',
        url: 'https://acs.example/post',
        fields: { PaReq: 'req', TermUrl: 'https://x/back' },
      },
      { location: { assign } as unknown as Location, document },
    );
    expect(assign).not.toHaveBeenCalled();
    expect(submitted).toHaveLength(1);
    const form = submitted[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://acs.example/post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ PaReq: 'req', TermUrl: 'https://x/back' });
  });
});
