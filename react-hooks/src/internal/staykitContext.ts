import type { StaykitClient } from '@staykit/sdk';
import { createContext, useContext } from 'react';

/** What `StaykitProvider` shares with the hooks below it. */
export interface StaykitContextValue {
  client: StaykitClient;
  /** The locale the tree last rendered with; a new value re-renders every hook, so their keys change. */
  locale: string;
  setLocale: (next: string) => void;
  /** Who is signed in, as the app names them (`StaykitProvider`'s `user`); null for a guest. */
  user: string | null;
}

/** Null outside a `StaykitProvider`, so the hooks can say what is missing. */
export const StaykitContext = createContext<StaykitContextValue | null>(null);

/** The provider's value, or a clear error naming the missing provider. */
export function useStaykitContext(): StaykitContextValue {
  const value = useContext(StaykitContext);
  if (!value) {
    throw new Error(
      'Staykit hooks need a <StaykitProvider client={...} queryClient={...}> above them in the tree.',
    );
  }
  return value;
}
