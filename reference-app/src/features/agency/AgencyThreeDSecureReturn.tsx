import { useCompleteThreeDSecure } from '@staykit/react';
import type { PaymentGateway } from '@staykit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { readPendingPayment } from './agencyPendingPayment';

/**
 * Props of `AgencyThreeDSecureReturn`.
 *
 * @example
 * ```ts
 * const props: AgencyThreeDSecureReturnProps = { gateway, query, storage: sessionStorage, locale: 'en', onPaid: open };
 * ```
 */
export interface AgencyThreeDSecureReturnProps {
  gateway: PaymentGateway;
  /** The address the issuer sent the guest back to, with its outcome. */
  query: URLSearchParams;
  storage: Pick<Storage, 'getItem'>;
  locale: string;
  /** The payment stands: the booking's number and link token. */
  onPaid: (number: string, token: string) => void;
}

// Payment statuses after which the booking stands.
const PAID = new Set(['authorized', 'capturing', 'captured']);

/**
 * Where the card issuer's 3-D Secure page returns the storefront's guest (`/reservation/three-d-secure`):
 * the outcome the gateway put on the address is reported (`completeThreeDSecure`, which the server
 * verifies) while a status says the payment is being confirmed; then the booking's confirmation, or the
 * reason it failed with the way back to search.
 *
 * @example
 * ```tsx
 * <AgencyThreeDSecureReturn gateway={gateway} query={params} storage={sessionStorage} locale="en" onPaid={open} />
 * ```
 */
export function AgencyThreeDSecureReturn({
  gateway,
  query,
  storage,
  locale,
  onPaid,
}: AgencyThreeDSecureReturnProps) {
  const text = useMessages();
  const complete = useCompleteThreeDSecure();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // Once: a second report of the same challenge would be refused (and StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    const pending = readPendingPayment(storage);
    const report = gateway.readThreeDSecureReturn(query);
    if (pending === null || report === null) {
      setFailure(apiErrorMessage({ code: '3006', message: '' }, locale) || text.fieldInvalid);
      return;
    }
    complete.mutate(
      {
        params: {
          path: { hotel_id: pending.hotelId, reservation_id: pending.number },
          ...(pending.token === '' ? {} : { query: { bypass_token: pending.token } }),
        },
        body: report,
      },
      {
        onSuccess: ({ data }) => {
          if (PAID.has(data.status)) onPaid(pending.number, pending.token);
          else
            setFailure(
              apiErrorMessage(
                { code: report.outcome === 'cancelled' ? '3008' : '3006', message: '' },
                locale,
              ),
            );
        },
        onError: (error) => setFailure(apiErrorMessage(error, locale)),
      },
    );
  }, [complete, gateway, locale, onPaid, query, storage, text.fieldInvalid]);

  if (failure !== null) {
    return (
      <div className="sk-page sk-page-medium">
        <h1>{text.agencyCheckoutTitle}</h1>
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
        <p>
          <Link to="/">{text.agencyNewSearch}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="sk-page sk-page-medium" aria-busy="true">
      <h1>{text.confirmingPayment}</h1>
      <p role="status">{text.confirmingPaymentBody}</p>
    </div>
  );
}
