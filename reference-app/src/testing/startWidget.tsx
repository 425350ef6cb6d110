// Test support (not part of the widget): opens the widget at an address, as main.tsx starts it.
import { render } from '@testing-library/react';
import { createWidget, type Widget } from '../app/createWidget';
import { WidgetApp } from '../app/WidgetApp';
import { TEST_CONFIG } from './setupMockApi';

/**
 * Opens the widget at `path` over the mock's handlers (set up with `setupMockApi`), in a host element
 * appended to the page, with an optional `data-hotel-code` on it.
 *
 * @example
 * ```tsx
 * startWidget('/booking/result?hotel_code=demo-tokyo&locale=en');
 * ```
 */
export function startWidget(path: string, hostHotelCode?: string): Widget {
  window.history.replaceState(null, '', path);
  const hostElement = document.createElement('div');
  if (hostHotelCode) hostElement.dataset['hotelCode'] = hostHotelCode;
  document.body.append(hostElement);
  const widget = createWidget({ window, hostElement, config: TEST_CONFIG });
  render(<WidgetApp widget={widget} />, { container: hostElement });
  return widget;
}

/**
 * A Web Storage stand-in over a map (`data` is open for inspection), for the storage helpers' tests.
 *
 * @example
 * ```ts
 * const storage = memoryWebStorage();
 * storage.setItem('k', 'v');
 * storage.data.get('k'); // 'v'
 * ```
 */
export function memoryWebStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
