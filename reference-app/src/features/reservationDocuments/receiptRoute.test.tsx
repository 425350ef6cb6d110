import { CATALOGUES, MESSAGES } from '../../i18n/allCatalogues';
import { BOOKING_BODY, mockClock } from '@staykit/mocks';
import { errorMessage } from '@staykit/sdk/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../lib/formatPrice';
import { bookMockStay, type BookedStay } from '../../testing/bookMockStay';
import { mockApiClient } from '../../testing/mockApiClient';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { startWidget } from '../../testing/startWidget';
import { RECEIPT_RETRIES, RECEIPT_RETRY_DELAY_MS } from './receiptRefusal';

const en = CATALOGUES.en;
const ja = CATALOGUES.ja;

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST).
setupMockApi();
setupMockNow();

const receiptPath = (booked: BookedStay, hotelCode = 'demo-tokyo', locale = 'en', token = booked.token) =>
  `/review-reservation/${booked.number}/receipt?hotel_code=${hotelCode}&hotelId=${booked.hotelId}&bypass_token=${token}&locale=${locale}`;

async function openReceipt(path: string) {
  startWidget(path);
  return screen.findByRole('article');
}

describe('receipt', () => {
  it('shows the receipt of a demo-tokyo booking in English, made out to the booker, with print and download', async () => {
    const booked = await bookMockStay();
    const reservation = await mockApiClient().booking.getReservation({
      params: {
        path: { hotel_id: 101, reservation_id: booked.number },
        query: { bypass_token: booked.token },
      },
    });
    const receipt = await openReceipt(receiptPath(booked));
    expect(screen.getByRole('heading', { level: 2, name: en.receiptPageTitle })).toBeTruthy();
    expect(within(receipt).getByRole('heading', { name: en.receiptDocumentTitle })).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-addressee').textContent).toBe('To: Hanako Yamada');
    expect(within(receipt).getByTestId('receipt-hotel').textContent).toBe('Demo Hotel Tokyo');
    expect(within(receipt).getByTestId('receipt-hotel-address').textContent).not.toBe('');
    expect(within(receipt).getByTestId('receipt-number').textContent).toContain(booked.number);
    expect(within(receipt).getByTestId('receipt-stay').textContent).toBe(
      'December 10, 2026 – December 11, 2026',
    );
    expect(within(receipt).getByText(en.receiptPaymentOnSite)).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe(
      formatPrice(reservation.data.price.total_price, 'JPY', 'en'),
    );
    // A line per room, with its plan.
    const rows = within(receipt).getAllByRole('row');
    expect(rows.some((row) => /Standard/.test(row.textContent ?? ''))).toBe(true);
    expect(within(receipt).getByText(en.priceTaxIncluded)).toBeTruthy();

    // Its name says it opens in a new tab.
    const download = screen.getByRole('link', {
      name: en.receiptDownloadNewTab,
    });
    expect(download.getAttribute('target')).toBe('_blank');
    expect(download.getAttribute('rel')).toContain('noopener');
    expect(download.getAttribute('href')).toContain(`/${booked.number}/`);

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: en.receiptPrint }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();

    expect(screen.getByRole('link', { name: en.receiptBackToReview }).getAttribute('href')).toBe(
      `/review-reservation/${booked.number}?hotel_code=demo-tokyo&hotelId=101&bypass_token=${booked.token}&locale=en`,
    );
  });

  it('shows it in Japanese when the guest reads Japanese', async () => {
    const booked = await bookMockStay();
    const receipt = await openReceipt(receiptPath(booked, 'demo-tokyo', 'ja'));
    expect(screen.getByRole('heading', { level: 2, name: ja.receiptPageTitle })).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-addressee').textContent).toBe('Yamada Hanako 様');
    expect(within(receipt).getByText(ja.receiptPaymentOnSite)).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-stay').textContent).toBe('2026年12月10日 – 2026年12月11日');
  });

  it('makes the receipt out to another name: the API is asked again and the change is announced', async () => {
    const booked = await bookMockStay();
    const receipt = await openReceipt(receiptPath(booked));
    const field = screen.getByLabelText(en.receiptAddressee) as HTMLInputElement;
    expect(field.value).toBe('Hanako Yamada');
    fireEvent.change(field, { target: { value: 'Yamada Trading Co., Ltd.' } });
    fireEvent.click(screen.getByRole('button', { name: en.receiptAddresseeApply }));
    await waitFor(() =>
      expect(within(receipt).getByTestId('receipt-addressee').textContent).toBe(
        'To: Yamada Trading Co., Ltd.',
      ),
    );
    expect(
      screen
        .getByText(MESSAGES.en.format('receiptUpdated', { name: 'Yamada Trading Co., Ltd.' }))
        .getAttribute('role'),
    ).toBe('status');
    // The printable version is made out to the new name too.
    const download = screen.getByRole('link', { name: new RegExp(en.receiptDownload) });
    expect(new URL(download.getAttribute('href') ?? '').searchParams.get('name')).toBe(
      'Yamada Trading Co., Ltd.',
    );
  });

  it('shows the Taiwan receipt name and unified number of a demo-taipei booking, in TWD', async () => {
    const booked = await bookMockStay({
      body: {
        rooms: [{ ...BOOKING_BODY.rooms[0], room_type_code: 'SUP', room_plan_code: 'SUP-RO' }],
        receipt_title: '臺北測試股份有限公司',
        receipt_unicode: '12345675',
        additional_question_answers: [],
      },
      hotelId: 201,
    });
    const receipt = await openReceipt(receiptPath(booked, 'demo-taipei'));
    expect(within(receipt).getByTestId('receipt-taiwan-title').textContent).toBe('臺北測試股份有限公司');
    expect(within(receipt).getByTestId('receipt-taiwan-unicode').textContent).toBe('12345675');
    expect(within(receipt).getByTestId('receipt-hotel').textContent).toBe('Demo Hotel Taipei');
    expect(within(receipt).getByTestId('receipt-total').textContent).toMatch(/NT\$|TWD/);
  });

  it('says a cancelled booking’s receipt is for the cancellation fee', async () => {
    const booked = await bookMockStay();
    const path = { hotel_id: 101, reservation_id: booked.number };
    const query = { bypass_token: booked.token };
    const settings = await mockApiClient().booking.getReservationUpdateSettings({ params: { path, query } });
    await mockApiClient().booking.cancelReservation({
      params: { path, query },
      body: { reason: 'change_of_plans', cancellation_fee_displayed: settings.data.cancellation_fee ?? 0 },
    });
    const receipt = await openReceipt(receiptPath(booked));
    expect(await within(receipt).findByRole('heading', { name: en.receiptCancellationTitle })).toBeTruthy();
    expect(within(receipt).getByText(en.receiptCancellationNote)).toBeTruthy();
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe(
      formatPrice(settings.data.cancellation_fee ?? 0, 'JPY', 'en'),
    );
  });
});

describe('receipt refusals', () => {
  async function refusal(path: string) {
    startWidget(path);
    expect(await screen.findByRole('heading', { name: en.receiptNotShown })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    return screen.getByRole('alert');
  }

  it('1250: an expired confirmation link, with a way to find the reservation', async () => {
    const booked = await bookMockStay();
    const alert = await refusal(receiptPath(booked, 'demo-tokyo', 'en', 'bp_expired_link'));
    expect(alert.textContent).toBe(en.receiptLinkExpired);
    expect(screen.getByRole('link', { name: en.receiptFindReservation }).getAttribute('href')).toBe(
      '/search?hotel_code=demo-tokyo',
    );
  });

  it('1252: a receipt no longer kept, a year after check-out', async () => {
    const booked = await bookMockStay();
    // From 2026-12-01 09:00 to 00:00 on 2027-12-12: 365 days after the 2026-12-11 check-out.
    mockClock.advanceMinutes((375 * 24 + 15) * 60);
    const alert = await refusal(receiptPath(booked));
    expect(alert.textContent).toBe(en.receiptGone);
  });

  it('reservation_access_denied: a link of another booking', async () => {
    const booked = await bookMockStay();
    const alert = await refusal(receiptPath(booked, 'demo-tokyo', 'en', 'bp_someone_else'));
    expect(alert.textContent).toBe(errorMessage('reservation_access_denied', 'en'));
  });

  it(
    '1200: while 3-D Secure is unanswered the page shows its progress, asks again on its own, then offers to try again',
    async () => {
      const booked = await bookMockStay({
        body: {
          payment: {
            type: 'credit_card',
            card_token: 'tok_test_3220',
            three_d_secure_return_url: 'https://book.example.com/reservation/three-d-secure',
          },
        },
      });
      startWidget(receiptPath(booked));
      const progress = await screen.findByText(
        MESSAGES.en.format('receiptPreparingRetry', { attempt: 1, attempts: RECEIPT_RETRIES }),
      );
      expect(progress.closest('[role="status"]')).toBeTruthy();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(en.receiptPreparing);
      expect(screen.getByRole('button', { name: en.tryAgain })).toBeTruthy();
    },
    RECEIPT_RETRIES * RECEIPT_RETRY_DELAY_MS + 10_000,
  );
});
