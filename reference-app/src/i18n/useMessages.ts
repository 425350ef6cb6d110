import { useStaykitLocale } from '@staykit/react';
import { messagesFor, type Messages } from './messages';

/**
 * The UI text of the guest's current locale (the `StaykitProvider`'s).
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
  return messagesFor(useStaykitLocale().locale);
}
