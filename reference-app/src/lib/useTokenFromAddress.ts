import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * A token an e-mail's link carries in the address (`confirmation_token`, `reset_password_token`): read,
 * then moved out of the address into the history entry's state, so that the address bar, a shared link or
 * the browser's history list never shows it, while a reload of the page still finds it.
 *
 * @param name - the query parameter.
 * @example
 * ```ts
 * const token = useTokenFromAddress('reset_password_token'); // null when the page opened without one
 * ```
 */
export function useTokenFromAddress(name: string): string | null {
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = query.get(name)?.trim() || null;
  const state: unknown = location.state;
  const kept = typeof state === 'object' && state !== null && name in state ? Reflect.get(state, name) : null;
  useEffect(() => {
    if (inAddress === null) return;
    const rest = new URLSearchParams(query);
    rest.delete(name);
    const keptState = typeof state === 'object' && state !== null ? state : {};
    void navigate(
      { pathname: location.pathname, search: rest.toString() },
      { replace: true, state: { ...keptState, [name]: inAddress } },
    );
  }, [inAddress, location.pathname, name, navigate, query, state]);
  return inAddress ?? (typeof kept === 'string' ? kept : null);
}
