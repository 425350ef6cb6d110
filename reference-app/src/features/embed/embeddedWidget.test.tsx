import { StaykitProvider, createStaykitQueryClient } from '@staykit/react';
import { createStaykitClient } from '@staykit/sdk';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createWidget } from '../../app/createWidget';
import { WidgetApp } from '../../app/WidgetApp';
import { setHotelSettings } from '../../testing/setHotelSettings';
import { TEST_CONFIG, setupMockApi } from '../../testing/setupMockApi';
import { CloseButton } from './CloseButton';
import { OBSOLETE_BROWSER_DISMISSED_KEY, ObsoleteBrowserWarning } from './ObsoleteBrowserWarning';
import { ParentMessagesProvider } from '../../lib/parentMessenger/ParentMessagesProvider';
import { createParentMessenger, type ParentMessageEvent } from '../../lib/parentMessenger/parentMessenger';

// The widget as main.tsx starts it, but inside a frame: its window's parent is a stand-in that records
// what it is sent, and messages "from the parent" are delivered by the test. The screen is /facilities:
// what matters here is the page shell around it (header, language). Each seeded hotel allows its own site
// and its subdomains as parents (`allowed_parent_origins`); the parent here is a subdomain of Tokyo's.
setupMockApi();

const HOTEL = 'https://www.demo-tokyo.example.com';
const hotelUrl = encodeURIComponent(`${HOTEL}/stay/tokyo`);
const EVIL = 'https://evil.example';

function framedWindow() {
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  const handlers = new Set<(event: ParentMessageEvent) => void>();
  const frame = {
    location: window.location,
    history: window.history,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    parent,
    addEventListener: (_type: 'message', handler: (event: ParentMessageEvent) => void) =>
      handlers.add(handler),
    removeEventListener: (_type: 'message', handler: (event: ParentMessageEvent) => void) =>
      handlers.delete(handler),
  };
  const fromParent = (data: unknown, origin = HOTEL, source: unknown = parent) =>
    act(() => {
      for (const handler of handlers) handler({ data, origin, source } as ParentMessageEvent);
    });
  return { frame, parent, fromParent };
}

/** Opens the widget at `path` in a frame; `parentOrigin` is the host element's `data-parent-origin`. */
function startFramed(path: string, parentOrigin?: string) {
  window.history.replaceState(null, '', path);
  const framed = framedWindow();
  const hostElement = document.createElement('div');
  if (parentOrigin !== undefined) hostElement.dataset['parentOrigin'] = parentOrigin;
  document.body.append(hostElement);
  render(<WidgetApp widget={createWidget({ window: framed.frame, hostElement, config: TEST_CONFIG })} />, {
    container: hostElement,
  });
  return framed;
}

const hotelName = (name = 'Demo Hotel Tokyo') => screen.findByRole('heading', { level: 1, name });
const sent = (parent: ReturnType<typeof framedWindow>['parent']) => parent.postMessage.mock.calls;

describe('the widget in a frame', () => {
  it("tells the parent it opened, once, and closes on the header's close button, all to parentUrl's origin", async () => {
    const { parent } = startFramed(`/facilities?hotel_code=demo-tokyo&locale=en&parentUrl=${hotelUrl}`);
    await hotelName();
    expect(sent(parent)).toEqual([
      [{ type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' }, HOTEL],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sent(parent)).toEqual([
      [{ type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' }, HOTEL],
      [{ type: 'close' }, HOTEL],
    ]);
  });

  it('switches the language when the parent asks, but not for a hostile origin or an unbooked locale', async () => {
    const kyoto = 'https://demo-kyoto.example.com';
    const { fromParent } = startFramed(
      `/facilities?hotel_code=demo-kyoto&locale=en&parentUrl=${encodeURIComponent(`${kyoto}/`)}`,
    );
    await hotelName('Demo Ryokan Kyoto');
    const language = () => (screen.getByRole('combobox') as HTMLSelectElement).value;

    fromParent({ type: 'change-locale', locale: 'ja' }, EVIL);
    // Listed by the hotel, but not the parent the address names.
    fromParent({ type: 'change-locale', locale: 'ja' }, 'https://www.demo-kyoto.example.com');
    fromParent({ type: 'change-locale', locale: 'ar' }, kyoto);
    fromParent({ type: 'change-locale', locale: 'ja' }, kyoto, null);
    fromParent({ type: 'change-locale' }, kyoto);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(language()).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    fromParent({ type: 'change-locale', locale: 'ja' }, kyoto);
    expect(await screen.findByRole('combobox', { name: '言語' })).toBeTruthy();
    expect(language()).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('talks with no page the hotel does not list, even one that names itself as the parent', async () => {
    const { parent, fromParent } = startFramed(
      `/facilities?hotel_code=demo-tokyo&locale=en&parentUrl=${encodeURIComponent(`${EVIL}/frame`)}`,
    );
    await hotelName();
    fromParent({ type: 'change-locale', locale: 'ja' }, EVIL);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("talks with nobody when the hotel's list is empty, whatever the host element says", async () => {
    await setHotelSettings('demo-tokyo', { allowed_parent_origins: [] });
    // `data-parent-origin` once widened the accepted origins; a host page cannot widen the hotel's list.
    const { parent, fromParent } = startFramed(
      `/facilities?hotel_code=demo-tokyo&locale=en&parentUrl=${hotelUrl}`,
      '*',
    );
    await hotelName();
    fromParent({ type: 'change-locale', locale: 'ko' }, HOTEL);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('talks with a parent the hotel lists exactly, on its port', async () => {
    const local = 'http://127.0.0.1:8080';
    await setHotelSettings('demo-tokyo', { allowed_parent_origins: [local] });
    const { parent } = startFramed(
      `/facilities?hotel_code=demo-tokyo&locale=en&parentUrl=${encodeURIComponent(`${local}/page`)}`,
    );
    await hotelName();
    expect(sent(parent)).toEqual([
      [{ type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' }, local],
    ]);
  });

  it('posts nothing and shows no close button without a usable parentUrl', async () => {
    const { parent } = startFramed(
      `/facilities?hotel_code=demo-tokyo&locale=en&parentUrl=${encodeURIComponent('javascript:x')}`,
    );
    await hotelName();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('shows no close button outside a frame', async () => {
    window.history.replaceState(
      null,
      '',
      `/facilities?hotel_code=demo-tokyo&locale=en&parentUrl=${hotelUrl}`,
    );
    const hostElement = document.createElement('div');
    document.body.append(hostElement);
    render(<WidgetApp widget={createWidget({ window, hostElement, config: TEST_CONFIG })} />, {
      container: hostElement,
    });
    await hotelName();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

/** Renders `ui` with the Staykit provider (English) and, when given, a messenger in a frame. */
function renderWith(ui: ReactNode, inFrame = false) {
  const client = createStaykitClient({ baseUrl: TEST_CONFIG.apiUrl, locale: 'en' });
  const { frame, parent } = framedWindow();
  const messenger = createParentMessenger({ window: frame, parentUrl: inFrame ? HOTEL : null });
  messenger.allowOrigins([HOTEL]);
  render(
    <StaykitProvider client={client} queryClient={createStaykitQueryClient()}>
      <ParentMessagesProvider messenger={messenger}>{ui}</ParentMessagesProvider>
    </StaykitProvider>,
  );
  return parent;
}

describe('CloseButton', () => {
  it('is hidden when the hotel does not allow closing', () => {
    renderWith(<CloseButton closeable={false} />, true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a labelled button that posts close', () => {
    const parent = renderWith(<CloseButton closeable />, true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'close' }, HOTEL);
  });
});

describe('ObsoleteBrowserWarning', () => {
  it('warns an obsolete browser until dismissed, and stays dismissed for the rest of the tab’s life', () => {
    renderWith(<ObsoleteBrowserWarning obsolete storage={sessionStorage} />);
    const warning = screen.getByRole('region', { name: 'Browser notice' });
    expect(warning.textContent).toContain('This browser is out of date');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Browser notice' })).toBeNull();
    expect(sessionStorage.getItem(OBSOLETE_BROWSER_DISMISSED_KEY)).toBe('1');

    // Another screen (or a reload) of the same tab.
    renderWith(<ObsoleteBrowserWarning obsolete storage={sessionStorage} />);
    expect(screen.queryByRole('region', { name: 'Browser notice' })).toBeNull();
    sessionStorage.clear();
  });

  it('shows nothing in a browser that has what the widget needs', () => {
    renderWith(<ObsoleteBrowserWarning obsolete={false} />);
    expect(screen.queryByRole('region', { name: 'Browser notice' })).toBeNull();
  });

  it('still dismisses where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    renderWith(<ObsoleteBrowserWarning obsolete storage={blocked} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Browser notice' })).toBeNull();
  });
});
