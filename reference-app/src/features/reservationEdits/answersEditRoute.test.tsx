import { File as PlatformFile } from 'node:buffer';
import { BOOKING_BODY, DEMO_CLIENT, setMockDelay } from '@staykit/mocks';
import { createStaykitClient, memoryStorage, type components } from '@staykit/sdk';
import { errorMessage } from '@staykit/sdk/messages';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/catalogues/en';
import { fillMessage } from '../../i18n/fillMessage';
import { TEST_CONFIG, setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';

type Booking = components['schemas']['CreateReservationRequest'];

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST).
setupMockApi();
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') });
  // jsdom's FormData and File are not the platform's, whose Request carries the upload here; a browser
  // has one of each.
  const platformForm = await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', platformForm.constructor);
  vi.stubGlobal('File', PlatformFile);
});
afterEach(() => setMockDelay(0));
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const api = () =>
  createStaykitClient({
    baseUrl: TEST_CONFIG.apiUrl,
    locale: 'en',
    credentials: DEMO_CLIENT,
    storage: memoryStorage(),
  });

interface Booked {
  number: string;
  token: string;
}

/**
 * Books the mock's standard stay (demo-tokyo STD-RO, 2026-12-10, one night) as `lastName`; the booking
 * answers the arrival time (question 31) with 17:00-19:00.
 */
async function book(lastName = 'Yamada'): Promise<Booked> {
  const body = {
    ...BOOKING_BODY,
    rooms: BOOKING_BODY.rooms.map((room) => ({ ...room, guest: { ...room.guest, last_name: lastName } })),
    guest: { ...BOOKING_BODY.guest, last_name: lastName },
    payment: { type: 'on_site', save_card: false },
  } as unknown as Booking;
  const created = await api().booking.createReservation({ params: { path: { hotel_id: 101 } }, body });
  return { number: created.data.reservation.reservation_number, token: created.data.reservation.token ?? '' };
}

const answersPath = (booked: Booked, token = booked.token) =>
  `/review-reservation/${booked.number}/answers?hotel_code=demo-tokyo&hotelId=101&bypass_token=${token}&locale=en`;

const reservationOf = (booked: Booked) => ({
  path: { hotel_id: 101, reservation_id: booked.number },
  query: { bypass_token: booked.token },
});

/** The answers the API holds now, by question id. */
async function answersNow(booked: Booked) {
  const { data } = await api().booking.listReservationAdditionalQuestions({ params: reservationOf(booked) });
  return Object.fromEntries(data.map((question) => [question.id, question.answer ?? null]));
}

async function openAnswers(path: string) {
  startWidget(path);
  await screen.findByRole('group', { name: en.questionsTitle });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: en.answersEditSave }));
const problemOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('sk-edit-field-error'))?.textContent;

describe('answers after booking', () => {
  it('shows the questions with the answers given at booking, and saves a first answer and a change', async () => {
    const booked = await book();
    await openAnswers(answersPath(booked));
    const arrival = screen.getByLabelText(/^Arrival time/) as HTMLSelectElement;
    expect(arrival.selectedOptions[0]?.textContent).toBe('17:00-19:00');
    // The brand's notice for this hotel shows as a note, without a field.
    expect(
      screen.getAllByRole('note').some((note) => /Tokyo Station works/.test(note.textContent ?? '')),
    ).toBe(true);
    const heard = screen.getByLabelText(/^How did you hear about us\?/) as HTMLTextAreaElement;
    expect(heard.value).toBe('');
    expect(heard.maxLength).toBe(255);

    fireEvent.change(arrival, { target: { value: '3' } });
    fireEvent.change(heard, { target: { value: 'From a friend' } });
    save();
    const saved = await screen.findByText(en.answersEditSaved);
    expect(saved.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    const answers = await answersNow(booked);
    expect(answers[31]).toEqual({ option_ids: [3] });
    expect(answers[53]).toEqual({ text: 'From a friend' });
    // Beside the one at the top, a way back to the review under the message.
    expect(screen.getAllByRole('link', { name: en.answersEditBackToReview })).toHaveLength(2);
  });

  it('checks required questions and lengths before sending, under each question', async () => {
    const booked = await book();
    await openAnswers(answersPath(booked));
    const arrival = screen.getByLabelText(/^Arrival time/) as HTMLSelectElement;
    fireEvent.change(arrival, { target: { value: '' } });
    const heard = screen.getByLabelText(/^How did you hear about us\?/);
    fireEvent.change(heard, { target: { value: 'x'.repeat(256) } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      fillMessage(en.formHasProblems, { count: 2 }),
    );
    await waitFor(() => expect(document.activeElement).toBe(arrival));
    expect(arrival.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(arrival)).toBe(en.fieldRequired);
    expect(problemOf(heard)).toBe(fillMessage(en.answersEditTooLong, { max: 255 }));
    // Nothing was sent: the booking's answer stands.
    expect((await answersNow(booked))[31]).toEqual({ option_ids: [2] });
  });

  it('uploads a file with its progress and saves it as the answer', async () => {
    const booked = await book();
    await openAnswers(answersPath(booked));
    const input = screen.getByLabelText(/^Passport copy/) as HTMLInputElement;
    // Slow answers, so the upload is seen under way.
    setMockDelay(300);
    fireEvent.change(input, {
      target: { files: [new File(['scan'], 'passport.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByRole('progressbar', {
        name: fillMessage(en.fileUploadingLabel, { name: 'passport.png' }),
      }),
    ).toBeTruthy();
    // Saving while it uploads waits for it.
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(en.answersEditUploading);
    await screen.findByText(en.fileUploadedShort);
    setMockDelay(0);
    save();
    expect(await screen.findByText(en.answersEditSaved)).toBeTruthy();
    const urls = (await answersNow(booked))[35]?.remote_attachments_urls ?? [];
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/passport\.png$/);
    // The saved file is listed, openable and removable.
    const list = screen.getByRole('link', { name: 'passport.png' });
    expect(list.getAttribute('target')).toBe('_blank');

    // Removing it and saving clears the answer (the question is optional).
    fireEvent.click(
      screen.getByRole('button', { name: fillMessage(en.fileRemoveLabel, { name: 'passport.png' }) }),
    );
    save();
    await waitFor(async () => expect((await answersNow(booked))[35]).toBeNull());
    expect(screen.queryByRole('link', { name: 'passport.png' })).toBeNull();
  });

  it('says nothing changed when nothing did', async () => {
    const booked = await book();
    await openAnswers(answersPath(booked));
    save();
    expect((await screen.findByText(en.answersEditNoChanges)).getAttribute('role')).toBe('status');
  });
});

describe('answers refused', () => {
  it('edited_by_staff: the answers show without a way to change them', async () => {
    const booked = await book('STAFFEDITED');
    await openAnswers(answersPath(booked));
    await waitFor(() =>
      expect(
        screen.getByText(`${en.answersEditCannotChange} ${errorMessage('edited_by_staff', 'en')}`),
      ).toBeTruthy(),
    );
    expect(screen.getByLabelText(/^Arrival time/).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: en.answersEditSave })).toBeNull();
  });

  it('a cancelled booking: its answers cannot change', async () => {
    const booked = await book();
    const settings = await api().booking.getReservationUpdateSettings({ params: reservationOf(booked) });
    await api().booking.cancelReservation({
      params: reservationOf(booked),
      body: { reason: 'change_of_plans', cancellation_fee_displayed: settings.data.cancellation_fee ?? 0 },
    });
    await openAnswers(answersPath(booked));
    expect(await screen.findByText(en.answersEditCancelled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.answersEditSave })).toBeNull();
  });

  it('reservation_access_denied: a link of another booking opens nothing', async () => {
    const booked = await book();
    startWidget(answersPath(booked, 'bp_someone_else'));
    expect(await screen.findByRole('heading', { name: en.reservationNotOpened })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(errorMessage('reservation_access_denied', 'en'));
  });

  it('1000: a question answered meanwhile elsewhere is refused and marked under it', async () => {
    const booked = await book();
    await openAnswers(answersPath(booked));
    // Another tab answers the question first.
    await api().booking.answerReservationAdditionalQuestions({
      params: reservationOf(booked),
      body: { answers: [{ additional_question_id: 53, answer: { text: 'A search engine' } }] },
    });
    const heard = screen.getByLabelText(/^How did you hear about us\?/);
    fireEvent.change(heard, { target: { value: 'From a friend' } });
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${en.answersEditNotSaved} ${errorMessage('1000', 'en')}`,
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(heard));
    expect(heard.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(heard)).toBe(en.fieldInvalid);
    expect((await answersNow(booked))[53]).toEqual({ text: 'A search engine' });
    expect(within(document.body).queryByText(en.answersEditSaved)).toBeNull();
  });
});
