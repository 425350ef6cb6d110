import { setMockDelay } from '@staykit/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiClient } from '../../testing/mockApiClient';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { setupPlatformUploads } from '../../testing/setupPlatformUploads';
import { startWidget } from '../../testing/startWidget';

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST), uploads
// as a browser sends them.
setupMockApi();
setupMockNow();
setupPlatformUploads();
// The typed form is kept for a reload (this tab): each test starts with none.
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  setMockDelay(0);
  vi.restoreAllMocks();
});

const SEARCH = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';
const MB = 1024 * 1024;

/** Opens the guest details of the first Room only offer and fills them in, without going on. */
async function openGuestDetails() {
  startWidget(SEARCH);
  const results = await screen.findByRole('region', { name: 'Search results' });
  fireEvent.click(within(results).getAllByRole('link', { name: /^Select Room only/ })[0] as HTMLElement);
  await screen.findByTestId('price-total_price');
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Last name/, 'Yamada');
  type(/^First name/, 'Hanako');
  type(/^E-mail \*/, 'hanako@example.com');
  type(/^Confirm e-mail address/, 'hanako@example.com');
  type(/^Phone/, '+819012345678');
  const arrival = (await screen.findByLabelText(/^Arrival time/)) as HTMLSelectElement;
  fireEvent.change(arrival, { target: { value: arrival.options[1]?.value } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  // demo-tokyo asks guests without a Japanese address for a passport copy.
  return (await screen.findByLabelText(/^Passport copy/)) as HTMLInputElement;
}

const choose = (input: HTMLInputElement, files: readonly File[]) =>
  fireEvent.change(input, { target: { files } });
const file = (name: string, type: string, content = 'scan') => new File([content], name, { type });
const announcer = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('sk-file-announcer'));

describe('file answers', () => {
  it('offers the types and limits of the contract', async () => {
    const input = await openGuestDetails();
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept.split(',')).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/heic',
      'application/pdf',
      '.heic',
    ]);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'PNG, JPEG, GIF, HEIC or PDF, up to 80 MB each; at most 30 files.',
    );
  });

  it('uploads the chosen files with their progress shown and read out, and books with their URLs', async () => {
    const input = await openGuestDetails();
    // The mock answers late, so that the uploads are seen under way.
    setMockDelay(400);
    choose(input, [file('passport.png', 'image/png'), file('visa.pdf', 'application/pdf')]);
    const progress = screen.getByRole('progressbar', { name: 'Uploading passport.png' });
    expect((progress as HTMLProgressElement).value).toBe(0);
    expect(screen.getByRole('progressbar', { name: 'Uploading visa.pdf' })).toBeTruthy();
    expect(announcer()?.textContent).toBe('Uploading visa.pdf: 0%');

    // Going on while the files upload: booking waits for them.
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('form', { name: 'Payment' });
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay at the hotel' }));
    expect(within(payment).getByRole('button', { name: 'Book' })).toHaveProperty('disabled', true);
    expect(within(payment).getByText(/still uploading/).textContent).toBe(
      'Your files are still uploading; you can book once they are done.',
    );

    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(announcer()?.textContent).toMatch(/^(passport\.png|visa\.pdf) uploaded\.$/);
    setMockDelay(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove visa.pdf' }));
    expect(screen.queryByText('visa.pdf')).toBeNull();
    expect(announcer()?.textContent).toBe('visa.pdf removed.');
    expect(document.activeElement).toBe(input);

    const book = within(payment).getByRole('button', { name: 'Book' });
    expect(book).toHaveProperty('disabled', false);
    fireEvent.click(book);
    expect(await screen.findByRole('heading', { name: 'Your reservation is confirmed' })).toBeTruthy();

    // What the hotel received: the reservation as the API gives it back.
    const client = mockApiClient();
    const number = window.location.pathname.split('/').pop() ?? '';
    const { data } = await client.booking.getReservation({
      params: { path: { hotel_id: 101, reservation_id: number }, query: { email: 'hanako@example.com' } },
    });
    const passport = data.additional_questions?.find((question) => question.id === 35);
    expect(passport?.answer?.remote_attachments_urls).toEqual([
      expect.stringMatching(/^http:\/\/api\.test\/.+\/passport\.png$/),
    ]);
  });

  it('refuses a file over 80 MB, or of another type, before sending anything', async () => {
    const input = await openGuestDetails();
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const huge = file('huge.png', 'image/png');
    Object.defineProperty(huge, 'size', { value: 80 * MB + 1 });
    choose(input, [huge, file('notes.docx', 'application/msword')]);
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'huge.png is larger than 80 MB and was not sent.',
      'notes.docx is not a PNG, JPEG, GIF, HEIC or PDF file and was not sent.',
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(opened).not.toHaveBeenCalled();

    // A file of exactly 80 MB is taken (its bytes are few: the widget checks the size the browser gives).
    const largest = file('largest.png', 'image/png');
    Object.defineProperty(largest, 'size', { value: 80 * MB });
    choose(input, [largest]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
