import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import './unsubscribe.css';

/** Props of `UnsubscribeSuccessPage`. */
export interface UnsubscribeSuccessPageProps {
  /** The header's only control (docs/widget.md#screens): the app passes the frame's close button. */
  closeButton?: ReactNode;
}

/**
 * The promotional e-mail unsubscribe's success page (`/unsubscribe-email/success`, docs/widget.md#screens): says it is done.
 * The guest arrives here from the confirm button, so focus starts on the heading.
 *
 * @example
 * ```tsx
 * <UnsubscribeSuccessPage closeButton={<CloseButton closeable />} />
 * ```
 */
export function UnsubscribeSuccessPage({ closeButton }: UnsubscribeSuccessPageProps) {
  const text = useMessages();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <header className="sk-unsubscribe-header">{closeButton}</header>
      <section className="sk-unsubscribe" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {text.unsubscribeSuccessTitle}
        </h1>
        <p role="status">{text.unsubscribeSuccessBody}</p>
      </section>
    </>
  );
}
