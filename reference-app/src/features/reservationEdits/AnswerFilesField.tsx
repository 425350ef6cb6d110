import { useStaykitClient } from '@staykit/react';
import {
  ANSWER_FILE_TYPES,
  ANSWER_MAX_FILE_BYTES,
  ANSWER_MAX_FILES,
  isStaykitError,
  validateAnswer,
  type AnswerDraft,
  type AnswerProblem,
  type components,
} from '@staykit/sdk';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { apiErrorMessage } from '../../components/apiErrorMessage';
import { fillMessage } from '../../i18n/fillMessage';
import type { Messages } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { uploadAnswerFile } from './uploadAnswerFile';

type Question = components['schemas']['AdditionalQuestion'];

/**
 * Props of `AnswerFilesField`.
 *
 * @example
 * ```ts
 * const props: AnswerFilesFieldProps = { question, hotelId: 101, locale: 'en', inputId: 'q35', disabled: false, onChange };
 * ```
 */
export interface AnswerFilesFieldProps {
  /** A question answered with files. */
  question: Question;
  hotelId: number;
  locale: string;
  /** The file input's id (the question's label names it). */
  inputId: string;
  /** The id of the question's problem text, when there is one. */
  problemId?: string | undefined;
  disabled: boolean;
  /** Every change of the answer: the URLs kept and uploaded, and the files still uploading. */
  onChange: (answer: AnswerDraft) => void;
}

/** A file chosen now, from its upload to its URL. */
interface Upload {
  readonly key: number;
  readonly file: File;
  readonly state: 'uploading' | 'uploaded' | 'failed';
  /** Share sent, 0 to 1. */
  readonly sent: number;
  readonly url?: string;
  readonly error?: string;
}

const MAX_MB = ANSWER_MAX_FILE_BYTES / (1024 * 1024);
// Some systems give HEIC photos no media type; the extension lets the picker offer them anyway.
const ACCEPT = [...ANSWER_FILE_TYPES, '.heic'].join(',');
// Progress is read out by quarters: a screen reader cannot keep up with every event.
const QUARTER = 25;

/** The file name at the end of an upload's URL. */
function fileNameOf(url: string): string {
  const last = url.split('?')[0]?.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function refusalText(text: Messages, problem: AnswerProblem, name: string): string {
  if (problem.reason === 'too_many_files')
    return fillMessage(text.fileTooMany, { name, maxFiles: ANSWER_MAX_FILES });
  if (problem.reason === 'file_too_large') return fillMessage(text.fileTooLarge, { name, maxMb: MAX_MB });
  return fillMessage(text.fileTypeNotAllowed, { name });
}

/**
 * The files answering one of the hotel's questions after booking (B §3 remote_attachments_urls; B §5 at
 * most 30 files, 80 MB per image): the files the reservation holds, each openable and removable, and new
 * files, checked with the SDK's `validateAnswer` before anything is sent and then uploaded at once with
 * `uploadFileAttachment`, their progress shown and read out by quarters; a failed upload can be tried
 * again and any can be removed (an upload under way stops).
 *
 * @example
 * ```tsx
 * <AnswerFilesField question={passport} hotelId={101} locale="en" inputId="q35" disabled={false} onChange={setDraft} />
 * ```
 */
export function AnswerFilesField(props: AnswerFilesFieldProps) {
  const { question, hotelId, locale, inputId, problemId, disabled } = props;
  const text = useMessages();
  const client = useStaykitClient();
  const [kept, setKept] = useState<readonly string[]>(question.answer?.remote_attachments_urls ?? []);
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [refusals, setRefusals] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Uploads end after renders: they read and change the latest lists, never a stale copy.
  const state = useRef({ kept, uploads });
  const controllers = useRef(new Map<number, AbortController>());
  const announced = useRef(new Map<number, number>());
  const nextKey = useRef(1);
  const reported = useRef('');
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const commit = (next: { kept: readonly string[]; uploads: readonly Upload[] }) => {
    state.current = next;
    setKept(next.kept);
    setUploads(next.uploads);
    const draft: AnswerDraft = {
      remote_attachments_urls: [
        ...next.kept,
        ...next.uploads.flatMap((upload) => (upload.state === 'uploaded' && upload.url ? [upload.url] : [])),
      ],
      files: next.uploads.flatMap((upload) => (upload.state === 'uploading' ? [upload.file] : [])),
    };
    // The answer changes when a URL comes or goes or an upload starts or ends, not at each progress event.
    const key = JSON.stringify([draft.remote_attachments_urls, draft.files?.length]);
    if (key !== reported.current) {
      reported.current = key;
      onChange.current(draft);
    }
  };
  const changeUpload = (key: number, changes: Partial<Upload>) =>
    commit({
      ...state.current,
      uploads: state.current.uploads.map((upload) =>
        upload.key === key ? { ...upload, ...changes } : upload,
      ),
    });

  const start = (key: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    announced.current.set(key, 0);
    setAnnouncement(fillMessage(text.fileUploadingPercent, { name: file.name, percent: 0 }));
    uploadAnswerFile(client, {
      hotelId,
      questionId: question.id,
      file,
      signal: controller.signal,
      onProgress: (sent) => {
        changeUpload(key, { sent });
        const quarter = Math.floor((sent * 100) / QUARTER) * QUARTER;
        if (quarter < 100 && quarter > (announced.current.get(key) ?? 0)) {
          announced.current.set(key, quarter);
          setAnnouncement(fillMessage(text.fileUploadingPercent, { name: file.name, percent: quarter }));
        }
      },
    }).then(
      (stored) => {
        controllers.current.delete(key);
        changeUpload(key, { state: 'uploaded', url: stored.url, sent: 1 });
        setAnnouncement(fillMessage(text.fileUploaded, { name: file.name }));
      },
      (error: unknown) => {
        // Removed by the guest, or the page closed: nothing to report.
        if (controller.signal.aborted) return;
        controllers.current.delete(key);
        const reason = apiErrorMessage(
          isStaykitError(error) ? error : { code: 'unknown_error', message: String(error) },
          locale,
        );
        changeUpload(key, { state: 'failed', error: reason });
        setAnnouncement(fillMessage(text.fileUploadFailed, { name: file.name, reason }));
      },
    );
  };

  /** What refuses one more file: one file too many, or the file itself (size, type). */
  const problemWith = (file: File, pending: readonly File[]) =>
    validateAnswer(question, {
      remote_attachments_urls: state.current.kept,
      files: [...pending, file],
    }).find(
      (problem) =>
        problem.reason === 'too_many_files' ||
        ('fileIndex' in problem && problem.fileIndex === pending.length),
    );
  const pendingFiles = () =>
    state.current.uploads.filter((upload) => upload.state !== 'failed').map((upload) => upload.file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied, so a file removed can be chosen again.
    event.target.value = '';
    const pending = pendingFiles();
    const refused: string[] = [];
    const added: Upload[] = [];
    for (const file of chosen) {
      const problem = problemWith(file, pending);
      if (problem) {
        refused.push(refusalText(text, problem, file.name));
        continue;
      }
      pending.push(file);
      added.push({ key: nextKey.current++, file, state: 'uploading', sent: 0 });
    }
    setRefusals(refused);
    if (added.length === 0) return;
    commit({ ...state.current, uploads: [...state.current.uploads, ...added] });
    for (const upload of added) start(upload.key, upload.file);
  };

  const retry = (upload: Upload) => {
    const problem = problemWith(upload.file, pendingFiles());
    setRefusals(problem ? [refusalText(text, problem, upload.file.name)] : []);
    if (problem) return;
    changeUpload(upload.key, { state: 'uploading', sent: 0 });
    start(upload.key, upload.file);
  };

  const removeUpload = (upload: Upload) => {
    controllers.current.get(upload.key)?.abort();
    controllers.current.delete(upload.key);
    commit({ ...state.current, uploads: state.current.uploads.filter((other) => other.key !== upload.key) });
    setAnnouncement(fillMessage(text.fileRemoved, { name: upload.file.name }));
    // The button is gone: the guest goes on from the file input.
    input.current?.focus();
  };
  const removeKept = (url: string) => {
    commit({ ...state.current, kept: state.current.kept.filter((other) => other !== url) });
    setAnnouncement(fillMessage(text.fileRemoved, { name: fileNameOf(url) }));
    input.current?.focus();
  };

  const hintId = `${inputId}-hint`;
  const percent = (upload: Upload) => Math.min(100, Math.round(upload.sent * 100));
  return (
    <>
      <p className="sk-edit-hint" id={hintId}>
        {fillMessage(text.fileAnswerHint, { maxMb: MAX_MB, maxFiles: ANSWER_MAX_FILES })}
      </p>
      {(kept.length > 0 || uploads.length > 0) && (
        <ul className="sk-edit-files">
          {kept.map((url) => {
            const name = fileNameOf(url);
            return (
              <li key={url} className="sk-edit-file">
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
                <span className="sk-edit-file-done">{text.fileUploadedShort}</span>
                {!disabled && (
                  <button
                    type="button"
                    aria-label={fillMessage(text.fileRemoveLabel, { name })}
                    onClick={() => removeKept(url)}
                  >
                    {text.fileRemove}
                  </button>
                )}
              </li>
            );
          })}
          {uploads.map((upload) => {
            const name = upload.file.name;
            const nameId = `${inputId}-file${upload.key}`;
            return (
              <li key={upload.key} className="sk-edit-file">
                <span id={nameId}>{name}</span>
                {upload.state === 'uploading' && (
                  <>
                    <progress
                      max={100}
                      value={percent(upload)}
                      aria-label={fillMessage(text.fileUploadingLabel, { name })}
                    />
                    <span aria-hidden="true">{percent(upload)}%</span>
                  </>
                )}
                {upload.state === 'uploaded' && (
                  <span className="sk-edit-file-done">{text.fileUploadedShort}</span>
                )}
                {upload.state === 'failed' && (
                  <>
                    <span className="sk-edit-file-error">
                      {fillMessage(text.fileUploadFailed, { name, reason: upload.error ?? '' })}
                    </span>
                    <button type="button" aria-describedby={nameId} onClick={() => retry(upload)}>
                      {text.tryAgain}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  aria-label={fillMessage(text.fileRemoveLabel, { name })}
                  onClick={() => removeUpload(upload)}
                >
                  {text.fileRemove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        onChange={choose}
        aria-describedby={problemId ? `${hintId} ${problemId}` : hintId}
        {...(problemId ? { 'aria-invalid': true } : {})}
      />
      {refusals.length > 0 && (
        <div className="sk-edit-field-error" role="alert">
          {refusals.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </div>
      )}
      <p className="sk-edit-announcer" role="status">
        {announcement}
      </p>
    </>
  );
}
