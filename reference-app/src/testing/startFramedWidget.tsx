import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createWidget } from '../app/createWidget';
import { WidgetApp } from '../app/WidgetApp';
import type { ParentMessageEvent } from '../lib/parentMessenger/parentMessenger';
import { TEST_CONFIG } from './setupMockApi';

/**
 * Opens the widget at `path` inside a frame whose parent records every message it is sent (and sends
 * none), for tests of what the widget posts to the embedding page.
 *
 * @example
 * ```ts
 * const parent = startFramedWidget('/unsubscribe-email/success?locale=en');
 * expect(parent.postMessage).toHaveBeenCalled();
 * ```
 */
export function startFramedWidget(path: string) {
  window.history.replaceState(null, '', path);
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  const frame = {
    location: window.location,
    history: window.history,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    parent,
    addEventListener: (_type: 'message', _handler: (event: ParentMessageEvent) => void) => undefined,
    removeEventListener: (_type: 'message', _handler: (event: ParentMessageEvent) => void) => undefined,
  };
  const hostElement = document.createElement('div');
  document.body.append(hostElement);
  render(<WidgetApp widget={createWidget({ window: frame, hostElement, config: TEST_CONFIG })} />, {
    container: hostElement,
  });
  return parent;
}
