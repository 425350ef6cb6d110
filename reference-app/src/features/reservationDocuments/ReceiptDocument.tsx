import { formatAddress, isLocale, type components } from '@staykit/sdk';
import { useId } from 'react';
import { formatDate } from '../../lib/formatDate';
import { formatPrice } from '../../lib/formatPrice';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';

type Receipt = components['schemas']['ReservationReceipt'];
type PaymentType = components['schemas']['PaymentType'];

/**
 * Props of `ReceiptDocument`.
 *
 * @example
 * ```ts
 * const props: ReceiptDocumentProps = { receipt, cancelled: false, locale: 'ja' };
 * ```
 */
export interface ReceiptDocumentProps {
  receipt: Receipt;
  /** The reservation was cancelled: the receipt is for its cancellation fee. */
  cancelled: boolean;
  /** The UI locale (labels, dates and amounts are written in it). */
  locale: string;
}

// How the guest paid, in a receipt's words (docs/widget.md#checkout).
const PAYMENT_LABELS: Readonly<Record<PaymentType, MessageKey>> = {
  pre_paid: 'receiptPaymentPrePaid',
  on_site: 'receiptPaymentOnSite',
  credit_card: 'receiptPaymentCard',
  on_site_credit_card_required: 'receiptPaymentOnSite',
  deferred_payment: 'receiptPaymentDeferred',
  credit_card_international: 'receiptPaymentCard',
  bank_transfer: 'receiptPaymentBankTransfer',
  twd_credit_card: 'receiptPaymentCard',
  twd_credit_card_deposit: 'receiptPaymentCardDeposit',
};

/** The calendar day of an instant as the API wrote it (in the hotel's offset), `YYYY-MM-DD`. */
const dayOf = (instant: string): string => instant.slice(0, 10);

/**
 * A receipt as a document (docs/widget.md#after-booking; contract: `getReservationReceipt`; the Taiwan receipt, docs/widget.md#validation): to whom it is
 * made out, the hotel and its address, the receipt number and the day it was issued, the reservation and
 * its stay, each line with its date, quantity and amount, the total with the taxes it includes, in the
 * reservation's currency (and what was charged in another currency, when the booking was paid in one),
 * how it was paid, and the Taiwan receipt name and unified number when the booking gave them. A cancelled
 * reservation's receipt says it is for the cancellation fee. Printing shows this element alone (see
 * receipt.css).
 *
 * @example
 * ```tsx
 * <ReceiptDocument receipt={receipt} cancelled={reservation.status === 'cancelled'} locale="ja" />
 * ```
 */
export function ReceiptDocument({ receipt, cancelled, locale }: ReceiptDocumentProps) {
  const text = useMessages();
  const id = useId();
  const money = (amount: number) => formatPrice(amount, receipt.currency, locale);
  const address = receipt.hotel_address
    ? formatAddress(receipt.hotel_address, isLocale(locale) ? locale : 'en')
    : '';
  const facts: [MessageKey, string, string?][] = [
    ['receiptNumber', receipt.receipt_number ?? '', 'receipt-number'],
    ['receiptIssued', formatDate(dayOf(receipt.issued_at), locale), 'receipt-issued'],
    ['reservationNumber', receipt.reservation_number],
    [
      'stay',
      `${formatDate(receipt.checkin_date, locale)} – ${formatDate(receipt.checkout_date, locale)}`,
      'receipt-stay',
    ],
    ['receiptPayment', receipt.payment_type ? text[PAYMENT_LABELS[receipt.payment_type]] : ''],
    ['receiptTaiwanTitle', receipt.receipt_title ?? '', 'receipt-taiwan-title'],
    ['receiptTaiwanUnicode', receipt.receipt_unicode ?? '', 'receipt-taiwan-unicode'],
  ];
  return (
    <Card as="article" className="sk-receipt-document" aria-labelledby={`${id}-title`} data-testid="receipt">
      <header className="sk-receipt-head">
        <h3 id={`${id}-title`}>{cancelled ? text.receiptCancellationTitle : text.receiptDocumentTitle}</h3>
        <p className="sk-receipt-addressee" data-testid="receipt-addressee">
          {text.format('receiptMadeOutTo', { name: receipt.addressee })}
        </p>
      </header>
      {cancelled && (
        <Alert tone="warning" className="sk-receipt-note">
          {text.receiptCancellationNote}
        </Alert>
      )}
      <dl className="sk-receipt-facts">
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value, testId]) => (
            <div key={label}>
              <dt>{text[label]}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
      </dl>
      <table className="sk-receipt-lines">
        <caption>{text.receiptItems}</caption>
        <thead>
          <tr>
            <th scope="col">{text.receiptItem}</th>
            <th scope="col">{text.receiptDate}</th>
            <th scope="col">{text.receiptQuantity}</th>
            <th scope="col">{text.receiptAmount}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>{line.date ? formatDate(line.date, locale) : ''}</td>
              <td>{line.quantity ?? ''}</td>
              <td className="sk-receipt-amount">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="sk-receipt-total">
            <th scope="row" colSpan={3}>
              {text.priceTotal}
            </th>
            <td className="sk-receipt-amount" data-testid="receipt-total">
              {money(receipt.total_price)}
            </td>
          </tr>
          {receipt.tax !== undefined && (
            <tr>
              <th scope="row" colSpan={3}>
                {text.priceTaxIncluded}
              </th>
              <td className="sk-receipt-amount">{money(receipt.tax)}</td>
            </tr>
          )}
          {receipt.accommodation_tax !== undefined && receipt.accommodation_tax > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {text.priceAccommodationTax}
              </th>
              <td className="sk-receipt-amount">{money(receipt.accommodation_tax)}</td>
            </tr>
          )}
          {receipt.mcp_total_price && receipt.mcp_total_price.currency !== receipt.currency && (
            <tr>
              <th scope="row" colSpan={3}>
                {text.format('receiptPaidInCurrency', { currency: receipt.mcp_total_price.currency })}
              </th>
              <td className="sk-receipt-amount">
                {formatPrice(0, receipt.currency, locale, receipt.mcp_total_price)}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
      <footer className="sk-receipt-issuer">
        <p className="sk-receipt-issuer-label">{text.receiptIssuedBy}</p>
        <p className="sk-receipt-hotel" data-testid="receipt-hotel">
          {receipt.hotel.name}
        </p>
        {address !== '' && <p data-testid="receipt-hotel-address">{address}</p>}
      </footer>
    </Card>
  );
}
