/**
 * `getReservationReceipt`, and the printable page of a receipt (`/__staykit/receipts/<number>/<key>`,
 * plain HTML, opened by the key in its URL alone). The receipt itself is `receipts.ts`.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import { ApiError } from '../http/errors';
import { ParamReader } from '../http/params';
import { pathParam, route } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { escapeHtml } from '../lib/html';
import { settlePayments } from '../payment/reservationPayments';
import { readGuestProof, reservationFor } from './access';
import { answerReceipt, PAGE_PREFIX, pageKey, readAsked } from './receipts';
import type { ReceiptAsked } from './receipts';

type Schemas = components['schemas'];
type Receipt = Schemas['ReservationReceipt'];

/** The printable page of a receipt (plain HTML; labels in English, values as the receipt gives them). */
function receiptPage(receipt: Receipt): Response {
  const money = (amount: number): string => `${amount.toLocaleString('en')} ${receipt.currency}`;
  const cell = (text: string): string => `<td>${escapeHtml(text)}</td>`;
  const rows = receipt.lines
    .map(
      (line) =>
        `<tr>${cell(line.description)}${cell(line.date ?? '')}${cell(String(line.quantity ?? ''))}${cell(money(line.amount))}</tr>`,
    )
    .join('');
  const facts: [string, string | undefined][] = [
    ['Receipt number', receipt.receipt_number],
    ['Reservation', receipt.reservation_number],
    ['Issued', receipt.issued_at],
    ['Stay', `${receipt.checkin_date} – ${receipt.checkout_date}`],
    ['Hotel', [receipt.hotel.name, receipt.hotel_address?.full_address].filter(Boolean).join(', ')],
    ['Receipt title', receipt.receipt_title],
    ['Unified number', receipt.receipt_unicode],
    ['Tax included', receipt.tax === undefined ? undefined : money(receipt.tax)],
    [
      'Accommodation tax',
      receipt.accommodation_tax === undefined ? undefined : money(receipt.accommodation_tax),
    ],
  ];
  const list = facts
    .filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1] !== '')
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return HttpResponse.html(
    `<!doctype html><html lang="${receipt.locale?.replace('_', '-') ?? 'en'}"${receipt.locale === 'ar' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Receipt ${escapeHtml(receipt.receipt_number ?? '')}</title>` +
      '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.25rem;text-align:start}dt{font-weight:600}</style>' +
      `</head><body><main><h1>Receipt</h1><p>${escapeHtml(receipt.addressee)}</p><dl>${list}</dl>` +
      `<table><thead><tr><th>Item</th><th>Date</th><th>Quantity</th><th>Amount</th></tr></thead><tbody>${rows}</tbody>` +
      `<tfoot><tr><th colspan="3">Total</th><td>${escapeHtml(money(receipt.total_price))}</td></tr></tfoot></table></main></body></html>`,
  );
}

/** Handlers of the receipt operation and of the printable receipt page. */
export const receiptHandlers = [
  http.get(
    '*/hotels/:hotel_id/reservations/:reservation_id/receipt',
    route(({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      let asked: ReceiptAsked = { name: undefined, locale: undefined };
      const proof = readGuestProof(query, (reader) => {
        asked = readAsked(reader);
      });
      settlePayments();
      const row = reservationFor(request, hotel, pathParam(params, 'reservation_id'), proof, 'read');
      const response: Schemas['ReservationReceiptResponse'] = {
        data: answerReceipt(request, row, hotel, asked),
      };
      return HttpResponse.json(response);
    }),
  ),
  http.get(
    `*${PAGE_PREFIX}/:reservation_number/:key`,
    route(
      ({ request, params, query }) => {
        const row = db.reservation.get(pathParam(params, 'reservation_number'));
        const hotel = row ? db.hotel.get(row.hotel_id) : undefined;
        if (!row || !hotel || pathParam(params, 'key') !== pageKey(row)) {
          throw new ApiError('not_found', { message: `No receipt is at ${new URL(request.url).pathname}` });
        }
        const reader = ParamReader.ofQuery(query);
        const asked = readAsked(reader);
        reader.finish();
        settlePayments();
        return receiptPage(answerReceipt(request, row, hotel, asked));
      },
      { session: false },
    ),
  ),
];
