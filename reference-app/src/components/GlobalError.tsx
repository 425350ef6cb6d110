import { useEffect, type ReactNode } from 'react';
import { useMessages } from '../i18n/useMessages';

/** Props of `GlobalError`. */
export interface GlobalErrorProps {
  /** The error's title (for example a `StaykitError`'s `title`: "No hotel code", "Hotel not found"). */
  title: string;
  /** A line of help under the title; default: the generic "could not open" text. */
  detail?: string;
  /** What the guest can do about it (a button under the help). */
  children?: ReactNode;
}

/**
 * A start-up failure that replaces the whole widget: the error's title as the page heading, announced as
 * an alert.
 *
 * @example
 * ```tsx
 * if (init.isError) return <GlobalError title={init.error.title} />;
 * ```
 */
export function GlobalError({ title, detail, children }: GlobalErrorProps) {
  const text = useMessages();
  // It replaces every screen, their titles with them: the tab says what went wrong.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="sk-global-error">
      <div role="alert">
        <h1>{title}</h1>
        <p>{detail ?? text.globalErrorHeading}</p>
        {children}
      </div>
    </main>
  );
}
