import { useMarketingEmailSubscription, useUnsubscribeMarketingEmails } from '@staykit/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import { unsubscribeSuccessPath } from './unsubscribeSuccessPath';
import './unsubscribe.css';

/** Props of `UnsubscribeConfirmationPage`. */
export interface UnsubscribeConfirmationPageProps {
  /** The unsubscribe link's `token`; empty when the address has none. */
  token: string;
  locale: string;
  /** The header's only control (docs/widget.md#screens): the app passes the frame's close button. */
  closeButton?: ReactNode;
}

/**
 * The promotional e-mail unsubscribe confirmation (`/unsubscribe-email/confirmation`, docs/widget.md#screens: no hotel
 * context): the address the link's `token` stands for (masked, as the API gives it) and its brand, then a
 * button that unsubscribes it (`useUnsubscribeMarketingEmails`) and goes on to the success page. An address
 * already unsubscribed says so, with nothing to press; a link that is invalid or expired, or a refusal of
 * the unsubscribe, shows the unsubscribe error (docs/errors.md).
 *
 * @example
 * ```tsx
 * <UnsubscribeConfirmationPage token="ue_hanako_subscribed" locale="en" closeButton={<CloseButton closeable />} />
 * ```
 */
export function UnsubscribeConfirmationPage({
  token,
  locale,
  closeButton,
}: UnsubscribeConfirmationPageProps) {
  const text = useMessages();
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const status = useMarketingEmailSubscription({ params: { query: { token } } });
  const unsubscribe = useUnsubscribeMarketingEmails();
  const refused = unsubscribe.isError;

  // A refused unsubscribe: focus on its reason, next to the button the guest pressed.
  useEffect(() => {
    if (refused) errorRef.current?.focus();
  }, [refused]);

  const confirm = () =>
    unsubscribe.mutate(
      { body: { token } },
      { onSuccess: () => void navigate(unsubscribeSuccessPath(searchParams), { replace: true }) },
    );

  const header = <header className="sk-unsubscribe-header">{closeButton}</header>;
  const heading = (label: string) => <h1 id={`${id}-title`}>{label}</h1>;
  // Without a token there is nothing to ask the API: the link is not one of ours.
  const linkError =
    token.trim() === ''
      ? apiErrorMessage({ code: 'unsubscribe_failed', message: text.unsubscribeErrorTitle }, locale)
      : status.isError
        ? apiErrorMessage(status.error, locale)
        : null;

  if (linkError === null && status.isPending) {
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  }

  const data = status.data?.data;
  return (
    <>
      {header}
      <section className="sk-unsubscribe" aria-labelledby={`${id}-title`}>
        {linkError !== null && (
          <>
            {heading(text.unsubscribeErrorTitle)}
            <p role="alert">{linkError}</p>
          </>
        )}
        {linkError === null && data && !data.subscribed && (
          <>
            {heading(text.unsubscribeTitle)}
            <p role="status">{text.format('unsubscribeAlready', { email: data.email })}</p>
          </>
        )}
        {linkError === null && data?.subscribed && (
          <>
            {heading(text.unsubscribeTitle)}
            <p>
              {data.hotel_brand_name
                ? text.format('unsubscribeQuestion', { email: data.email, brand: data.hotel_brand_name })
                : text.format('unsubscribeQuestionNoBrand', { email: data.email })}
            </p>
            {refused && (
              <p className="sk-unsubscribe-error" role="alert" tabIndex={-1} ref={errorRef}>
                {apiErrorMessage(unsubscribe.error, locale)}
              </p>
            )}
            <button
              type="button"
              onClick={confirm}
              disabled={unsubscribe.isPending}
              aria-busy={unsubscribe.isPending}
            >
              {text.unsubscribeConfirm}
            </button>
          </>
        )}
      </section>
    </>
  );
}
