import { useReservation, useReservationReceipt } from '@staykit/react';
import { isLocale } from '@staykit/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import type { ReviewAccess } from '../../lib/readReviewAccess';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LiveAlert } from '../../components/ui/LiveAlert';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import './receipt.css';
import { ReceiptDocument } from './ReceiptDocument';
import { RECEIPT_RETRIES, RECEIPT_RETRY_DELAY_MS, receiptRefusalKey, retryReceipt } from './receiptRefusal';

/**
 * Props of `ReceiptPage`.
 *
 * @example
 * ```ts
 * const props: ReceiptPageProps = { reservationNumber: 'SK2612010001', access, locale: 'en' };
 * ```
 */
export interface ReceiptPageProps {
  reservationNumber: string;
  access: ReviewAccess;
  /** The UI locale: the receipt is asked for in it. */
  locale: string;
}

// The contract's limit of the addressee (`name`).
const ADDRESSEE_MAX_LENGTH = 100;

/**
 * The receipt of a reservation (docs/widget.md#after-booking; contract: `getReservationReceipt` with name, e-mail, bypass_token and
 * locale; the Taiwan receipt, docs/widget.md#validation): opened like the review, with the confirmation link's `bypass_token` or
 * the member's sign-in. The addressee defaults to the booker; the guest may make it out to another name
 * (a company), which asks the API again. The document prints alone ("Print / save as PDF") and its
 * printable version opens in a new tab ("Download"). While the document is being prepared (1200) the page
 * shows its progress and asks again on its own a few times; an expired link (1250), a receipt no longer
 * kept (1252) and a reservation of someone else say so.
 *
 * @example
 * ```tsx
 * <ReceiptPage reservationNumber="SK2612010001" access={readReviewAccess(number, query, hotel)} locale="en" />
 * ```
 */
export function ReceiptPage({ reservationNumber, access, locale }: ReceiptPageProps) {
  const text = useMessages();
  const id = useId();
  // The name asked for (null: the booker's, the API's default) and the field as typed (null: untouched).
  const [addressee, setAddressee] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const path = { hotel_id: access.hotelId, reservation_id: reservationNumber };
  const proof = access.bypassToken ? { bypass_token: access.bypassToken } : {};
  // Read for its status only: a cancelled reservation's receipt is for the cancellation fee.
  const reservation = useReservation({ params: { path, query: proof } });
  const receipt = useReservationReceipt(
    {
      params: {
        path,
        query: {
          ...proof,
          ...(addressee === null ? {} : { name: addressee }),
          ...(isLocale(locale) ? { locale } : {}),
        },
      },
    },
    // The document shown stays while another addressee's or language's is fetched.
    { retry: retryReceipt, retryDelay: RECEIPT_RETRY_DELAY_MS, placeholderData: keepPreviousData },
  );
  const data = receipt.data?.data;
  const preparing = receipt.isFetching && receipt.failureReason?.code === '1200';
  const refusal = receipt.isError && !receipt.isFetching ? receipt.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = (draft ?? data?.addressee ?? '').trim();
    // A blank name goes back to the booker's.
    setAddressee(name === '' ? null : name);
    setDraft(name === '' ? null : name);
    setChanged(true);
  };

  let status = '';
  if (receipt.isPlaceholderData) status = text.receiptUpdating;
  else if (changed && data) status = text.format('receiptUpdated', { name: data.addressee });

  const refusalKey = refusal ? receiptRefusalKey(refusal.code) : null;
  return (
    <section className="sk-page sk-page-medium sk-receipt-page" aria-labelledby={`${id}-title`}>
      <Link className="sk-back-link" to={access.reviewPath}>
        {text.receiptBackToReview}
      </Link>
      <h2 id={`${id}-title`}>{text.receiptPageTitle}</h2>
      {preparing && (
        <Card className="sk-receipt-progress" role="status">
          <span className="sk-spinner-wheel" aria-hidden="true" />
          <span>
            {text.format('receiptPreparingRetry', {
              attempt: Math.min(receipt.failureCount, RECEIPT_RETRIES),
              attempts: RECEIPT_RETRIES,
            })}
          </span>
        </Card>
      )}
      {!data && !refusal && !preparing && <Spinner />}
      {refusal && (
        <Card as="section" className="sk-stack" aria-labelledby={`${id}-refusal`}>
          <h3 id={`${id}-refusal`}>{text.receiptNotShown}</h3>
          <Alert tone="danger" role="alert">
            {refusalKey ? text[refusalKey] : apiErrorMessage(refusal, locale)}
          </Alert>
          {refusal.code === '1200' && (
            <Button variant="secondary" className="sk-receipt-retry" onClick={() => void receipt.refetch()}>
              {text.tryAgain}
            </Button>
          )}
          {refusal.code === '1250' && (
            <Link className={`${buttonClass('secondary')} sk-receipt-find`} to={access.findPath}>
              {text.receiptFindReservation}
            </Link>
          )}
        </Card>
      )}
      {data && !refusal && (
        <>
          <Card className="sk-stack">
            <form className="sk-receipt-addressee-form" onSubmit={submit}>
              <TextField
                id={`${id}-addressee`}
                className="sk-receipt-addressee-field"
                label={text.receiptAddressee}
                hint={text.receiptAddresseeHint}
                type="text"
                autoComplete="organization"
                maxLength={ADDRESSEE_MAX_LENGTH}
                value={draft ?? data.addressee}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button
                type="submit"
                variant="secondary"
                disabled={receipt.isFetching}
                aria-busy={receipt.isFetching}
              >
                {text.receiptAddresseeApply}
              </Button>
            </form>
            <LiveAlert tone="info" role="status" message={status === '' ? null : status} />
          </Card>
          <ReceiptDocument
            receipt={data}
            cancelled={reservation.data?.data.status === 'cancelled'}
            locale={locale}
          />
          <div className="sk-actions sk-receipt-actions">
            <Button onClick={() => window.print()}>{text.receiptPrint}</Button>
            {data.download_url && (
              <a
                className={buttonClass('secondary')}
                href={data.download_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span aria-hidden="true">{text.receiptDownload}</span>
                <span className="sk-visually-hidden">{text.receiptDownloadNewTab}</span>
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}
