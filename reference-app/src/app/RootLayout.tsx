import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';

/**
 * The root of every screen: a screen the guest moves to opens at its top (a guest who picked an offer far
 * down the results lands at the start of the checkout, not half-way down it). Going back or forward is
 * left to the browser, and a change of the same screen's query (a sort, a filter) keeps the place.
 *
 * @example
 * ```ts
 * const routes = [{ Component: RootLayout, children: [...] }];
 * ```
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation === 'POP') return;
    // The scrolling element itself, not window.scrollTo: the same on every browser, and nothing to stub in tests.
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname, navigation]);
  return <Outlet />;
}
