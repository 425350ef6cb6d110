import { useCreatePayLinkTransaction, usePayLink, usePayLinkTransaction } from '@staykit/react';
import type { components, PayLinkViewState, PaymentGateway } from '@staykit/sdk';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { CardFields, type CardFieldsHandle } from '../../components/CardFields';
import { formatPrice } from '../../lib/formatPrice';
import { openThreeDSecure } from '../../lib/openThreeDSecure';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
// The card fields' layout (components/CardFields.tsx draws design-system fields).
import '../../components/ui/field.css';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { cardRefusal } from './cardRefusal';
import { CHALLENGE_RETURN_PARAMS, payLinkReturnUrl } from './payLinkChallenge';
import { payLinkToday } from './payLinkToday';
import { LINK_REFUSALS, payLinkView, type PayLinkView } from './payLinkView';
import './payLink.css';

type PayLink = components['schemas']['PayLink'];
type Shown = Pick<PayLink, 'amount' | 'amount_updated_at'>;

/** Props of `PayLinkPage`. */
export interface PayLinkPageProps {
  paymentNumber: string;
  locale: string;
  /** Where the card goes (tokenised there; the payment takes only the token). */
  gateway: PaymentGateway;
  /** The API's base URL: the one origin whose 3-D Secure page may be plain http (`openThreeDSecure`). */
  apiUrl: string;
  /** /payments/{n}/display: the link's state only, no card form. */
  readOnly: boolean;
  /** The current instant (the page's clock; tests pin it). */
  now?: () => Date;
}

const HEADINGS: Record<PayLinkViewState, MessageKey> = {
  pending: 'payLinkTitle',
  failed: 'payLinkTitle',
  amount_changed: 'payLinkAmountChangedTitle',
  paid: 'payLinkPaidTitle',
  already_paid: 'payLinkAlreadyPaidTitle',
  completed: 'payLinkCompletedTitle',
  refunded: 'payLinkRefundedTitle',
  cancelled: 'payLinkCancelledTitle',
  not_found: 'payLinkNotFoundTitle',
  expired: 'payLinkExpiredTitle',
};

// What a settled link says, under its heading.
const BODIES: Partial<Record<PayLinkViewState, MessageKey>> = {
  already_paid: 'payLinkAlreadyPaidBody',
  completed: 'payLinkCompletedBody',
  refunded: 'payLinkRefundedBody',
  cancelled: 'payLinkCancelledBody',
  expired: 'payLinkExpiredBody',
};

// What the heading takes focus for: a new view, not a failed attempt on the same form (the card fields
// take focus for their refusal then).
const focusKey = (view: PayLinkView) =>
  view.kind !== 'state' ? view.kind : view.state === 'failed' ? 'pending' : view.state;

// Refusals the state's own text already says: no second message for them.
const SAID_BY_STATE: ReadonlySet<string> = new Set([
  'payment_amount_changed',
  'pay_link_expired',
  'pay_link_not_found',
]);

/**
 * The pay-link page (`/payments/{paymentNumber}` and its `/display`, docs/widget.md#screens, #after-booking; the card
 * rules, docs/widget.md#validation; pay link not found, amount changed, 3200/3201: docs/errors.md): the link's
 * hotel, purpose and amount, and by its state (the SDK's `payLinkState`) either a card form — the shared
 * `CardFields`, tokenised by the gateway, paid with `createPayLinkTransaction` and the amount the guest
 * saw — or a plain message: paid, already paid, completed, refunded, cancelled, not found, expired (reload),
 * amount changed (press Update, then pay the new amount). A failed attempt may be tried again. 3-D Secure
 * leaves for the issuer's page and comes back here with the attempt, which is read
 * (`usePayLinkTransaction`) until it is settled. The card itself never leaves `CardFields` except to the
 * gateway. The read-only variant shows the same state without the form.
 *
 * @example
 * ```tsx
 * <PayLinkPage paymentNumber="PL1010001" locale="en" gateway={createMockGateway(client)} apiUrl="https://api.example.com" readOnly={false} />
 * ```
 */
export function PayLinkPage({
  paymentNumber,
  locale,
  gateway,
  apiUrl,
  readOnly,
  now = () => new Date(),
}: PayLinkPageProps) {
  const text = useMessages();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardFields = useRef<CardFieldsHandle>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedId =
    searchParams.get('payment_number') === paymentNumber ? searchParams.get('transaction_id') : null;
  const linkQuery = usePayLink({ params: { path: { payment_number: paymentNumber } } });
  const link = linkQuery.data?.data;
  const pay = useCreatePayLinkTransaction();
  const [shown, setShown] = useState<Shown | null>(null);
  const [tokenising, setTokenising] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The payment answered with a 3-D Secure page the widget does not follow (`openThreeDSecure`).
  const [challengeRefused, setChallengeRefused] = useState(false);

  // The amount the guest first sees is the one a payment promises (`expected_amount`); a later read that
  // differs asks for Update instead of paying silently more or less.
  useEffect(() => {
    if (link && shown === null) setShown({ amount: link.amount, amount_updated_at: link.amount_updated_at });
  }, [link, shown]);

  const attemptId = returnedId ?? (link?.state === 'failed' ? link.last_transaction_id : undefined) ?? '';
  const attemptQuery = usePayLinkTransaction(
    { params: { path: { payment_number: paymentNumber, transaction_id: attemptId } } },
    // Until the issuer's answer is in (the contract: read it until it leaves pre_3d_secure).
    { refetchInterval: (query) => (query.state.data?.data.status === 'pre_3d_secure' ? 2000 : false) },
  );
  const attempt = attemptQuery.data?.data ?? null;

  const view = payLinkView({
    link,
    linkError: linkQuery.error?.code ?? null,
    returnedAttempt: returnedId !== null && attempt?.id === returnedId ? attempt : null,
    awaitingReturnedAttempt: returnedId !== null && attemptQuery.isPending,
    now: now(),
    displayed: readOnly ? null : (shown ?? link ?? null),
  });

  // After the first screen, each change of what the page shows moves focus to its heading.
  const key = focusKey(view);
  const keyShown = useRef<string | null>(null);
  useEffect(() => {
    if (key === 'loading') return;
    const before = keyShown.current;
    keyShown.current = key;
    if (before !== null && before !== key) headingRef.current?.focus();
  }, [key]);

  const payment = useMemo(
    () =>
      link && shown
        ? {
            totalPayable: shown.amount,
            currency: link.currency,
            today: payLinkToday(link.expires_at, now()),
            // A card paying a Korean hotel is a Korean card: birth date and PIN digits too.
            koreanCard: link.currency === 'KRW',
          }
        : null,
    // `now` is read when the link or the amount shown changes, which is when the check is set up again.
    [link?.currency, link?.expires_at, shown],
  );
  const tokenContext = useMemo(
    () => (link ? { hotelId: link.hotel_id, currency: link.currency } : null),
    [link?.hotel_id, link?.currency],
  );

  const payError = pay.error;
  const linkRefusal = payError && LINK_REFUSALS.has(payError.code) ? payError : null;
  const refusal = useMemo(
    () =>
      payError && !LINK_REFUSALS.has(payError.code)
        ? cardRefusal(payError.code, attempt?.id === link?.last_transaction_id ? attempt : null)
        : null,
    [payError, attempt, link?.last_transaction_id],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!link || !shown || pay.isPending || tokenising) return;
    pay.reset();
    setChallengeRefused(false);
    setTokenising(true);
    let token;
    try {
      token = await cardFields.current?.tokenize();
    } finally {
      setTokenising(false);
    }
    if (!token) return;
    // A new attempt: the earlier challenge's answer no longer speaks for the page.
    if (returnedId !== null) {
      const next = new URLSearchParams(searchParams);
      for (const name of CHALLENGE_RETURN_PARAMS) next.delete(name);
      setSearchParams(next, { replace: true });
    }
    pay.mutate(
      {
        params: { path: { payment_number: paymentNumber } },
        body: {
          card_token: token.token,
          expected_amount: shown.amount,
          three_d_secure_return_url: payLinkReturnUrl(window.location.href, paymentNumber),
        },
      },
      {
        onSuccess: ({ data }) => {
          if (data.status === 'pre_3d_secure' && data.three_d_secure) {
            // The guest leaves for the card issuer's page; it returns here with the attempt. A page the
            // widget does not follow leaves the attempt unpaid (it lapses at its deadline) and says so.
            const leaves = openThreeDSecure(
              gateway.threeDSecureNavigation(data.three_d_secure),
              window,
              apiUrl,
            );
            setLeaving(leaves);
            setChallengeRefused(!leaves);
          }
        },
      },
    );
  };

  const update = () => {
    if (link) setShown({ amount: link.amount, amount_updated_at: link.amount_updated_at });
    pay.reset();
  };
  const reload = () => {
    pay.reset();
    void linkQuery.refetch();
  };

  if (view.kind === 'loading') return <Spinner />;

  const heading = (label: string) => (
    <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
      {label}
    </h2>
  );
  const amount = (value: number) => (link ? formatPrice(value, link.currency, locale) : '');

  if (view.kind === 'error') {
    return (
      <Card as="section" className="sk-stack sk-pay-link" aria-labelledby={`${id}-title`}>
        {heading(text.payLinkErrorTitle)}
        <Alert tone="danger" role="alert">
          {apiErrorMessage({ code: view.code, message: text.payLinkErrorTitle }, locale)}
        </Alert>
        <Button variant="secondary" className="sk-pay-link-action" onClick={reload}>
          {text.tryAgain}
        </Button>
      </Card>
    );
  }

  if (view.kind === 'confirming') {
    return (
      <Card as="section" className="sk-stack sk-pay-link" aria-labelledby={`${id}-title`} aria-busy="true">
        {heading(text.payLinkConfirmingTitle)}
        <div className="sk-pay-link-progress">
          <span className="sk-spinner-wheel" aria-hidden="true" />
          <p role="status">{text.confirmingPaymentBody}</p>
        </div>
      </Card>
    );
  }

  const state = view.state;
  const summary = link && (
    <dl className="sk-facts sk-pay-link-summary">
      {link.title && (
        <div>
          <dt>{text.payLinkFor}</dt>
          <dd>{link.title}</dd>
        </div>
      )}
      {link.reservation_number && (
        <div>
          <dt>{text.reservationNumber}</dt>
          <dd>{link.reservation_number}</dd>
        </div>
      )}
      <div className="sk-pay-link-amount">
        <dt>{text.payLinkAmount}</dt>
        <dd data-testid="pay-link-amount">{amount(link.amount)}</dd>
      </div>
    </dl>
  );
  const title =
    state === 'pending' || state === 'failed'
      ? text.format('payLinkTitle', { hotel: link?.hotel_name ?? '' })
      : text[HEADINGS[state]];
  const body = BODIES[state];
  const payable = (state === 'pending' || state === 'failed') && !readOnly && payment && tokenContext;
  const busy = pay.isPending || tokenising || leaving;
  // The card of the payment made in this visit, or of the attempt 3-D Secure returned with.
  const paidCard = pay.data?.data.card ?? attempt?.card;

  return (
    <Card as="section" className="sk-stack sk-pay-link" aria-labelledby={`${id}-title`}>
      {heading(title)}
      {state !== 'not_found' && summary}
      {state === 'not_found' && (
        <Alert tone="warning">{apiErrorMessage({ code: 'pay_link_not_found', message: '' }, locale)}</Alert>
      )}
      {body && <p>{text[body]}</p>}
      {linkRefusal && !SAID_BY_STATE.has(linkRefusal.code) && (
        <Alert tone="danger" role="alert">
          {apiErrorMessage(linkRefusal, locale)}
        </Alert>
      )}
      {challengeRefused && (
        <Alert tone="danger">
          <p role="alert">
            {apiErrorMessage({ code: 'invalid_response', message: text.payLinkErrorTitle }, locale)}
          </p>
        </Alert>
      )}
      {state === 'paid' && (
        <Alert tone="success">
          {paidCard
            ? text.format('payLinkPaidBodyCard', { amount: amount(link?.amount ?? 0), last4: paidCard.last4 })
            : text.format('payLinkPaidBody', { amount: amount(link?.amount ?? 0) })}
        </Alert>
      )}
      {state === 'expired' && (
        <Button
          className="sk-pay-link-action"
          onClick={reload}
          disabled={linkQuery.isFetching}
          aria-busy={linkQuery.isFetching}
        >
          {text.payLinkReload}
        </Button>
      )}
      {state === 'amount_changed' && link && (
        <>
          <Alert tone="warning">
            {text.format('payLinkAmountChangedBody', {
              old: amount(shown?.amount ?? link.amount),
              new: amount(link.amount),
            })}
          </Alert>
          <Button className="sk-pay-link-action" onClick={update}>
            {text.payLinkUpdate}
          </Button>
        </>
      )}
      {state === 'pending' && readOnly && <p>{text.payLinkAwaiting}</p>}
      {state === 'failed' && (
        <Alert tone="warning" role={payError ? undefined : 'status'}>
          <p>{text.payLinkFailedNotice}</p>
          {!payError && attempt?.error_code && (
            <p>{apiErrorMessage({ code: attempt.error_code, message: '' }, locale)}</p>
          )}
        </Alert>
      )}
      {payable && (
        <form
          className="sk-stack sk-pay-link-form"
          aria-label={text.payLinkCardForm}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <CardFields
            ref={cardFields}
            gateway={gateway}
            payment={payment}
            tokenContext={tokenContext}
            allowedBrands={link?.allowed_card_brands}
            refusal={refusal}
            locale={locale}
          />
          <p className="sk-note">{text.payLinkCardNotStored}</p>
          <Button type="submit" className="sk-pay-link-submit" disabled={busy} aria-busy={busy}>
            {text.format('payLinkPay', { amount: amount(shown?.amount ?? 0) })}
          </Button>
          {busy && (
            <p className="sk-note" role="status">
              {leaving ? text.payLinkRedirecting : text.payLinkProcessing}
            </p>
          )}
        </form>
      )}
    </Card>
  );
}
