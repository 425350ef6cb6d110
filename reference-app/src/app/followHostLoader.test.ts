import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingParentMessage } from '../lib/parentMessenger/parentMessages';
import { followHostLoader } from './followHostLoader';

/** A messenger that records what it posts; `allowed` says whether the hotel's init has let it post yet. */
function recordingMessenger(allowed = true) {
  const posted: OutgoingParentMessage[] = [];
  const messenger = {
    allowed,
    post(message: OutgoingParentMessage) {
      if (messenger.allowed) posted.push(message);
      return messenger.allowed;
    },
  };
  return { messenger, posted };
}

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('followHostLoader: popup', () => {
  it('asks the host to close on Escape, but not for an Escape a dialog of the widget used', () => {
    const { messenger, posted } = recordingMessenger();
    const stop = followHostLoader('popup', messenger, window, document.body);
    press('Enter');
    expect(posted).toEqual([]);
    // An Escape that ends a composition (a name typed in Japanese) is the input method's.
    press('Escape', { isComposing: true });
    expect(posted).toEqual([]);
    press('Escape');
    expect(posted).toEqual([{ type: 'close' }]);

    // The date picker marks its Escape as used; a native dialog closes itself.
    const used = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    used.preventDefault();
    document.body.dispatchEvent(used);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    press('Escape');
    expect(posted).toEqual([{ type: 'close' }]);

    stop();
    dialog.remove();
    press('Escape');
    expect(posted).toHaveLength(1);
  });
});

describe('followHostLoader: inline', () => {
  it('drops the full-viewport height and tells the height, offering it again until the hotel allows the host', () => {
    vi.useFakeTimers();
    let observed: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const content = document.createElement('div');
    document.body.append(content);
    let height = 1500;
    vi.spyOn(content, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, 800, height));
    const { messenger, posted } = recordingMessenger(false);

    const stop = followHostLoader('inline', messenger, window, content);
    expect(document.documentElement.dataset['embed']).toBe('inline');
    observed?.();
    expect(posted).toEqual([]);
    messenger.allowed = true;
    vi.advanceTimersByTime(250);
    expect(posted).toEqual([{ type: 'resize', height: 1500 }]);

    // The same height is not told twice; a new one is.
    observed?.();
    height = 2210.4;
    observed?.();
    expect(posted).toEqual([
      { type: 'resize', height: 1500 },
      { type: 'resize', height: 2211 },
    ]);

    stop();
    expect(document.documentElement.dataset['embed']).toBeUndefined();
  });
});
