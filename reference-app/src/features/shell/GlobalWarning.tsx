import { useState } from 'react';
import { useMessages } from '../../i18n/useMessages';

/** Props of `GlobalWarning`. */
export interface GlobalWarningProps {
  /** The hotel's warning text (plain text, never HTML). */
  message: string;
}

/** The hotel's dismissible warning above every screen; once dismissed it stays closed for the page's life. */
export function GlobalWarning({ message }: GlobalWarningProps) {
  const text = useMessages();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || message.trim() === '') return null;
  return (
    <section className="sk-global-warning" aria-label={text.notice}>
      <p>{message}</p>
      <button type="button" onClick={() => setDismissed(true)}>
        {text.dismiss}
      </button>
    </section>
  );
}
