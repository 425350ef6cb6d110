import { useStaykitLocale } from '@staykit/react';
import { useEffect, useSyncExternalStore } from 'react';
import { loadMessages, messagesFor, subscribeMessages, type Messages } from './messages';

/**
 * The UI text of the guest's current locale (the `StaykitProvider`'s). The hotel layout loads the language
 * before it shows a screen; elsewhere English shows until the language has loaded, then the screen
 * re-renders in it.
 *
 * @example
 * ```tsx
 * function Spinner() {
 *   const text = useMessages();
 *   return <div role="status">{text.loading}</div>;
 * }
 * ```
 */
export function useMessages(): Messages {
  const { locale } = useStaykitLocale();
  useEffect(() => {
    void loadMessages(locale).catch(() => undefined);
  }, [locale]);
  return useSyncExternalStore(subscribeMessages, () => messagesFor(locale));
}
