import { CATALOGUES, MESSAGES } from '../../i18n/allCatalogues';
import { setMockDelay } from '@staykit/mocks';
import { errorMessage } from '@staykit/sdk/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookMockStay, type BookedStay } from '../../testing/bookMockStay';
import { mockApiClient } from '../../testing/mockApiClient';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { setupPlatformUploads } from '../../testing/setupPlatformUploads';
import { startWidget } from '../../testing/startWidget';

const en = CATALOGUES.en;

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST), uploads
// as a browser sends them. The mock's standard booking answers the arrival time (question 31) with
// 17:00-19:00.
setupMockApi();
setupMockNow();
setupPlatformUploads();
afterEach(() => setMockDelay(0));

const answersPath = (booked: BookedStay, token = booked.token) =>
  `/review-reservation/${booked.number}/answers?hotel_code=demo-tokyo&hotelId=101&bypass_token=${token}&locale=en`;

const reservationOf = (booked: BookedStay) => ({
  path: { hotel_id: 101, reservation_id: booked.number },
  query: { bypass_token: booked.token },
});

/** The answers the API holds now, by question id. */
async function answersNow(booked: BookedStay) {
  const { data } = await mockApiClient().booking.listReservationAdditionalQuestions({
    params: reservationOf(booked),
  });
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
    .find((element) => element?.classList.contains('sk-field-error'))?.textContent;

describe('answers after booking', () => {
  it('shows the questions with the answers given at booking, and saves a first answer and a change', async () => {
    const booked = await bookMockStay();
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
    const booked = await bookMockStay();
    await openAnswers(answersPath(booked));
    const arrival = screen.getByLabelText(/^Arrival time/) as HTMLSelectElement;
    fireEvent.change(arrival, { target: { value: '' } });
    const heard = screen.getByLabelText(/^How did you hear about us\?/);
    fireEvent.change(heard, { target: { value: 'x'.repeat(256) } });
    save();
    // The summary at the top says how many, takes focus, and links to each question.
    const title = await screen.findByText(MESSAGES.en.format('formHasProblems', { count: 2 }));
    const summary = title.closest<HTMLElement>('[role="alert"]');
    if (!summary) throw new Error('The count is not in an alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links).toHaveLength(2);
    fireEvent.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(arrival);
    expect(arrival.getAttribute('aria-invalid')).toBe('true');
    expect(problemOf(arrival)).toBe(en.fieldRequired);
    expect(problemOf(heard)).toBe(MESSAGES.en.format('answersEditTooLong', { max: 255 }));
    // Nothing was sent: the booking's answer stands.
    expect((await answersNow(booked))[31]).toEqual({ option_ids: [2] });
  });

  it('uploads a file with its progress and saves it as the answer', async () => {
    const booked = await bookMockStay();
    await openAnswers(answersPath(booked));
    const input = screen.getByLabelText(/^Passport copy/) as HTMLInputElement;
    // Slow answers, so the upload is seen under way.
    setMockDelay(300);
    fireEvent.change(input, {
      target: { files: [new File(['scan'], 'passport.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByRole('progressbar', {
        name: MESSAGES.en.format('fileUploadingLabel', { name: 'passport.png' }),
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
      screen.getByRole('button', { name: MESSAGES.en.format('fileRemoveLabel', { name: 'passport.png' }) }),
    );
    save();
    await waitFor(async () => expect((await answersNow(booked))[35]).toBeNull());
    expect(screen.queryByRole('link', { name: 'passport.png' })).toBeNull();
  });

  it('says nothing changed when nothing did', async () => {
    const booked = await bookMockStay();
    await openAnswers(answersPath(booked));
    save();
    expect((await screen.findByText(en.answersEditNoChanges)).getAttribute('role')).toBe('status');
  });
});

describe('answers refused', () => {
  it('edited_by_staff: the answers show without a way to change them', async () => {
    const booked = await bookMockStay({ lastName: 'STAFFEDITED' });
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
    const booked = await bookMockStay();
    const settings = await mockApiClient().booking.getReservationUpdateSettings({
      params: reservationOf(booked),
    });
    await mockApiClient().booking.cancelReservation({
      params: reservationOf(booked),
      body: { reason: 'change_of_plans', cancellation_fee_displayed: settings.data.cancellation_fee ?? 0 },
    });
    await openAnswers(answersPath(booked));
    expect(await screen.findByText(en.answersEditCancelled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.answersEditSave })).toBeNull();
  });

  it('reservation_access_denied: a link of another booking opens nothing', async () => {
    const booked = await bookMockStay();
    startWidget(answersPath(booked, 'bp_someone_else'));
    expect(await screen.findByRole('heading', { name: en.reservationNotOpened })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(errorMessage('reservation_access_denied', 'en'));
  });

  it('1000: a question answered meanwhile elsewhere is refused and marked under it', async () => {
    const booked = await bookMockStay();
    await openAnswers(answersPath(booked));
    // Another tab answers the question first.
    await mockApiClient().booking.answerReservationAdditionalQuestions({
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
