import { createStaykitQueryClient, StaykitProvider } from '@staykit/react';
import { createStaykitClient, memoryStorage } from '@staykit/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteHandles } from '../lib/routeHandles';
import { createHistoryRouter } from './createHistoryRouter';
import { HistoryRoutes } from './HistoryRoutes';
import { lazyScreen } from './lazyScreen';

// Nothing here calls the API: the provider is there for the UI text's locale.
function withProviders(children: ReactNode) {
  const client = createStaykitClient({
    baseUrl: 'http://api.invalid',
    locale: 'en',
    storage: memoryStorage(),
  });
  return (
    <StaykitProvider client={client} queryClient={createStaykitQueryClient()}>
      {children}
    </StaykitProvider>
  );
}

/** A screen's code that arrives when the test says so. */
function deferredScreen(text: string) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<() => ReactNode>((resolve, reject) => {
        arrive = () => resolve(() => <h1>{text}</h1>);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

function Titles() {
  const titles = useRouteHandles().map((handle) => String(Reflect.get(Object(handle), 'title')));
  return <p data-testid="titles">{titles.join(' > ')}</p>;
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <Titles />
      <p data-testid="path">{pathname}</p>
      <Link to="/later">Later</Link>
      <Outlet />
    </>
  );
}

/** `/first`, shown at once, and `/later`, a screen loaded on demand, in `Layout`. */
function firstAndLater(load: () => Promise<() => ReactNode>): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      children: [
        { path: 'first', element: <h1>First</h1> },
        { path: 'later', Component: lazyScreen(load) },
      ],
    },
  ];
}

describe('HistoryRoutes', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('shows the screen at the address, with the handles of the routes that match it, and follows moves made outside React', async () => {
    window.history.replaceState(null, '', '/first');
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: Layout,
        handle: { title: 'layout' },
        children: [
          { path: 'first', handle: { title: 'first' }, element: <h1>First</h1> },
          { path: 'second', handle: { title: 'second' }, element: <h1>Second</h1> },
        ],
      },
    ];
    const router = createHistoryRouter(routes);
    render(withProviders(<HistoryRoutes router={router} />));
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();
    expect(screen.getByTestId('titles').textContent).toBe('layout > first');

    act(() => router.navigate('/second', { state: { from: '/first' } }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(screen.getByTestId('titles').textContent).toBe('layout > second');
    expect(router.location()).toEqual({ pathname: '/second', search: '' });
    expect(window.history.state).toMatchObject({ usr: { from: '/first' } });

    // The browser's back button.
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
  });

  it('keeps the screen the guest is on until the next one has loaded, and opens a page on a screen still loading with the spinner', async () => {
    window.history.replaceState(null, '', '/first');
    const later = deferredScreen('Later screen');
    render(withProviders(<HistoryRoutes router={createHistoryRouter(firstAndLater(later.load))} />));
    expect(later.load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Later' }));
    await vi.waitFor(() => expect(later.load).toHaveBeenCalledTimes(1));
    // The move waits for the code: the first screen stays, no spinner replaces it.
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => later.arrive());
    expect(await screen.findByRole('heading', { name: 'Later screen' })).toBeTruthy();
    cleanup();

    // A page opened on a screen whose code is not there yet: it starts loading with the router, and the
    // spinner shows until it arrives.
    window.history.replaceState(null, '', '/later');
    const direct = deferredScreen('Direct screen');
    const router = createHistoryRouter([{ path: '/later', Component: lazyScreen(direct.load) }]);
    expect(direct.load).toHaveBeenCalledTimes(1);
    render(withProviders(<HistoryRoutes router={router} />));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => direct.arrive());
    expect(await screen.findByRole('heading', { name: 'Direct screen' })).toBeTruthy();
    expect(direct.load).toHaveBeenCalledTimes(1);
  });

  it('says a screen could not be shown, with a way to try again, when its code does not load; a move elsewhere shows that screen', async () => {
    window.history.replaceState(null, '', '/first');
    const later = deferredScreen('Later screen');
    const router = createHistoryRouter(firstAndLater(later.load));
    // React reports the caught error on the console; the test expects it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(withProviders(<HistoryRoutes router={router} />));
      fireEvent.click(screen.getByRole('link', { name: 'Later' }));
      await act(async () => later.fail(new Error('Failed to fetch dynamically imported module')));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('This page could not be shown');
      expect(alert.textContent).toContain('Check your connection, then try again.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(document.title).toBe('This page could not be shown');
    } finally {
      consoleError.mockRestore();
    }
    act(() => router.navigate('/first'));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the screen shown while the next one loads, and a move made meanwhile takes the loading one’s place in the history', async () => {
    window.history.replaceState(null, '', '/first');
    const later = deferredScreen('Later screen');
    const router = createHistoryRouter(firstAndLater(later.load));
    render(withProviders(<HistoryRoutes router={router} />));
    const entries = window.history.length;
    // Two answers of 401 in a row, each sending the guest to the same screen.
    act(() => router.navigate('/later?from=first', { state: { from: '/first' } }));
    expect(router.location()).toEqual({ pathname: '/first', search: '' });
    act(() => router.navigate('/later?from=first', { state: { from: '/first' } }));
    expect(router.location()).toEqual({ pathname: '/first', search: '' });
    expect(window.history.length).toBe(entries + 1);
    await act(async () => later.arrive());
    expect(await screen.findByRole('heading', { name: 'Later screen' })).toBeTruthy();
    expect(router.location()).toEqual({ pathname: '/later', search: '?from=first' });

    // Once it shows, a move is a new entry again; back returns to the screen before.
    act(() => router.navigate('/first'));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    expect(window.history.length).toBe(entries + 2);
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Later screen' })).toBeTruthy();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
  });

  it('lives under a base path: it reads and moves addresses inside it', async () => {
    window.history.replaceState(null, '', '/agency/hotels');
    const router = createHistoryRouter(
      [
        {
          path: '/',
          children: [
            { path: 'hotels', element: <h1>Hotels</h1> },
            { path: 'sign-in', element: <h1>Sign in</h1> },
          ],
        },
      ],
      { basename: '/agency/' },
    );
    render(withProviders(<HistoryRoutes router={router} />));
    expect(screen.getByRole('heading', { name: 'Hotels' })).toBeTruthy();
    expect(router.location().pathname).toBe('/hotels');
    act(() => router.navigate('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/agency/sign-in');
  });
});
