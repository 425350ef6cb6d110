import { useStaykitClient, useStaykitLocale } from '@staykit/react';
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
import type { Messages } from '../i18n/messages';
import { useMessages } from '../i18n/useMessages';
import { apiErrorMessage } from '../lib/apiErrorMessage';
import './fileAnswer.css';
import { uploadAttachment } from '../lib/uploadAttachment';

type AdditionalQuestion = components['schemas']['AdditionalQuestion'];

/**
 * Props of `FileAnswer`.
 *
 * @example
 * ```ts
 * const props: FileAnswerProps = { question, hotelId: 101, inputId: 'q35', onChange };
 * ```
 */
export interface FileAnswerProps {
  /** A question answered with files (`answer_type` `file`). */
  question: AdditionalQuestion;
  hotelId: number;
  /** The file input's id, which the question's label names. */
  inputId: string;
  /** The id of the question's problem text, when there is one: it describes the input and marks it invalid. */
  problemId?: string | undefined;
  /**
   * The URLs the answer already holds (after booking). Given, the list of files (these, each openable and
   * removable, then the new ones) stands above the file input: the answer as it is, then what to add.
   * Without it (at booking) the files chosen list under the input. Read when the field mounts.
   */
  stored?: readonly string[] | undefined;
  /** No file can be chosen, and no stored file removed (the answer cannot change). */
  disabled?: boolean | undefined;
  /** The classes of the surrounding form's hints and errors, which the field's hint and refusals take. */
  classNames?: { readonly hint: string; readonly error: string } | undefined;
  /**
   * Called whenever the answer changes: the URLs of the stored and uploaded files
   * (`remote_attachments_urls`) and the files still uploading (`files`).
   */
  onChange: (answer: AnswerDraft) => void;
}

/** One chosen file, from its upload to its URL. */
interface Upload {
  readonly key: number;
  readonly file: File;
  readonly state: 'uploading' | 'uploaded' | 'failed';
  readonly loaded: number;
  readonly total: number;
  readonly url?: string;
  /** Why the upload failed, in the guest's language. */
  readonly error?: string;
}

const MAX_MB = ANSWER_MAX_FILE_BYTES / (1024 * 1024);
// Some systems give HEIC photos no media type; the extension lets the file picker offer them anyway.
const ACCEPT = [...ANSWER_FILE_TYPES, '.heic'].join(',');
// Progress is read out at each quarter, not at each event: a screen reader cannot keep up with more.
const ANNOUNCED_STEP = 25;

const FORM_CLASSES = { hint: 'sk-hint', error: 'sk-field-error' };
const NO_URLS: readonly string[] = [];

const percentOf = (upload: Upload): number =>
  upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;

/** The answer's files: the stored ones kept, then the ones uploaded now. */
interface Files {
  readonly stored: readonly string[];
  readonly uploads: readonly Upload[];
}

function draftOf({ stored, uploads }: Files): AnswerDraft {
  return {
    remote_attachments_urls: [
      ...stored,
      ...uploads.flatMap((upload) =>
        upload.state === 'uploaded' && upload.url !== undefined ? [upload.url] : [],
      ),
    ],
    files: uploads.flatMap((upload) => (upload.state === 'uploading' ? [upload.file] : [])),
  };
}

/** The file name at the end of a stored file's URL. */
function fileNameOf(url: string): string {
  const last = url.split('?')[0]?.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Why a chosen file is not sent, in the guest's words. */
function refusal(text: Messages, problem: AnswerProblem, name: string): string {
  switch (problem.reason) {
    case 'too_many_files':
      return text.format('fileTooMany', { name, maxFiles: ANSWER_MAX_FILES });
    case 'file_too_large':
      return text.format('fileTooLarge', { name, maxMb: MAX_MB });
    default:
      return text.format('fileTypeNotAllowed', { name });
  }
}

/**
 * The answer to a hotel's question asked with files (contract: `AdditionalQuestion`: answer_type `file`,
 * remote_attachments_urls; docs/widget.md#checkout: at most 30 files, 80 MB per image), at booking and after it. The guest
 * chooses files (several at once); each is checked with the SDK's `validateAnswer` first, counting the
 * files the answer already holds, so a file too large, of another type, or one too many is refused before
 * anything is sent. The others upload at once, one request each, with their progress shown and read out
 * by quarters; an uploaded file gives its URL to the answer, a failed one can be tried again, and any can
 * be removed (an upload under way stops). Files the answer already holds (`stored`) open in a new tab.
 *
 * @example
 * ```tsx
 * <label htmlFor="passport">Passport copy</label>
 * <FileAnswer
 *   question={passportQuestion}
 *   hotelId={101}
 *   inputId="passport"
 *   onChange={(answer) => setAnswer(passportQuestion.id, answer)}
 * />
 * ```
 */
export function FileAnswer(props: FileAnswerProps) {
  const { question, hotelId, inputId, problemId, disabled = false, classNames = FORM_CLASSES } = props;
  const text = useMessages();
  const client = useStaykitClient();
  const { locale } = useStaykitLocale();
  const [files, setFiles] = useState<Files>({ stored: props.stored ?? NO_URLS, uploads: [] });
  const [refusals, setRefusals] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish after renders: they change the lists through `current`, never a stale copy of them.
  const current = useRef(files);
  const controllers = useRef(new Map<number, AbortController>());
  const announced = useRef(new Map<number, number>());
  const nextKey = useRef(1);
  const reported = useRef('');
  const onChangeRef = useRef(props.onChange);
  useEffect(() => {
    onChangeRef.current = props.onChange;
  });
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const update = (change: (files: Files) => Files) => {
    const next = change(current.current);
    current.current = next;
    setFiles(next);
    // The answer changes when a URL comes or goes or an upload starts or ends, not at each progress event.
    const draft = draftOf(next);
    const key = JSON.stringify([draft.remote_attachments_urls, draft.files?.length]);
    if (key !== reported.current) {
      reported.current = key;
      onChangeRef.current(draft);
    }
  };
  const updateUploads = (change: (uploads: readonly Upload[]) => readonly Upload[]) =>
    update((list) => ({ ...list, uploads: change(list.uploads) }));
  const change = (key: number, changes: Partial<Upload>) =>
    updateUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)));

  const start = (key: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    announced.current.set(key, 0);
    setAnnouncement(text.format('fileUploadingPercent', { name: file.name, percent: 0 }));
    uploadAttachment(client, {
      hotelId,
      questionId: question.id,
      file,
      signal: controller.signal,
      onProgress: ({ loaded, total }) => {
        change(key, { loaded, total });
        const step = Math.floor((loaded / total) * (100 / ANNOUNCED_STEP)) * ANNOUNCED_STEP;
        if (step < 100 && step > (announced.current.get(key) ?? 0)) {
          announced.current.set(key, step);
          setAnnouncement(text.format('fileUploadingPercent', { name: file.name, percent: step }));
        }
      },
    }).then(
      (stored) => {
        controllers.current.delete(key);
        change(key, { state: 'uploaded', url: stored.url, loaded: file.size, total: file.size });
        setAnnouncement(text.format('fileUploaded', { name: file.name }));
      },
      (error: unknown) => {
        // Removed by the guest (or the form closed): nothing to report.
        if (controller.signal.aborted) return;
        controllers.current.delete(key);
        const reason = apiErrorMessage(
          isStaykitError(error) ? error : { code: 'unknown_error', message: String(error) },
          locale,
        );
        change(key, { state: 'failed', error: reason });
        setAnnouncement(text.format('fileUploadFailed', { name: file.name, reason }));
      },
    );
  };

  /** What refuses `file` after the files kept: one file too many, or the file itself (size, type). */
  const problemWith = (file: File, kept: readonly File[]) =>
    validateAnswer(question, {
      remote_attachments_urls: current.current.stored,
      files: [...kept, file],
    }).find(
      (problem) =>
        problem.reason === 'too_many_files' || ('fileIndex' in problem && problem.fileIndex === kept.length),
    );
  const keptFiles = () =>
    current.current.uploads.filter((upload) => upload.state !== 'failed').map((upload) => upload.file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied, so that a file removed can be chosen again.
    event.target.value = '';
    const kept = keptFiles();
    const refused: string[] = [];
    const added: Upload[] = [];
    for (const file of chosen) {
      const problem = problemWith(file, kept);
      if (problem) {
        refused.push(refusal(text, problem, file.name));
        continue;
      }
      kept.push(file);
      added.push({ key: nextKey.current++, file, state: 'uploading', loaded: 0, total: file.size });
    }
    setRefusals(refused);
    if (added.length === 0) return;
    updateUploads((list) => [...list, ...added]);
    for (const upload of added) start(upload.key, upload.file);
  };

  const retry = (upload: Upload) => {
    const problem = problemWith(upload.file, keptFiles());
    setRefusals(problem ? [refusal(text, problem, upload.file.name)] : []);
    if (problem) return;
    change(upload.key, { state: 'uploading', loaded: 0, total: upload.file.size });
    start(upload.key, upload.file);
  };

  const removed = (name: string) => {
    setAnnouncement(text.format('fileRemoved', { name }));
    // The button is gone: the guest goes on from the file input.
    input.current?.focus();
  };
  const remove = (upload: Upload) => {
    controllers.current.get(upload.key)?.abort();
    controllers.current.delete(upload.key);
    updateUploads((list) => list.filter((other) => other.key !== upload.key));
    removed(upload.file.name);
  };
  const removeStored = (url: string) => {
    update((list) => ({ ...list, stored: list.stored.filter((other) => other !== url) }));
    removed(fileNameOf(url));
  };

  const hintId = `${inputId}-hint`;
  const { stored, uploads } = files;
  const list = (stored.length > 0 || uploads.length > 0) && (
    <ul className="sk-file-list">
      {stored.map((url) => {
        const name = fileNameOf(url);
        return (
          <li key={url} className="sk-file">
            <a className="sk-file-name" href={url} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
            <span className="sk-file-done">{text.fileUploadedShort}</span>
            {!disabled && (
              <button
                type="button"
                aria-label={text.format('fileRemoveLabel', { name })}
                onClick={() => removeStored(url)}
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
          <li key={upload.key} className="sk-file">
            <span className="sk-file-name" id={nameId}>
              {name}
            </span>
            {upload.state === 'uploading' && (
              <>
                <progress
                  max={100}
                  value={percentOf(upload)}
                  aria-label={text.format('fileUploadingLabel', { name })}
                />
                <span aria-hidden="true">{percentOf(upload)}%</span>
              </>
            )}
            {upload.state === 'uploaded' && <span className="sk-file-done">{text.fileUploadedShort}</span>}
            {upload.state === 'failed' && (
              <>
                <span className="sk-file-error">
                  {text.format('fileUploadFailed', { name, reason: upload.error ?? '' })}
                </span>
                <button type="button" aria-describedby={nameId} onClick={() => retry(upload)}>
                  {text.tryAgain}
                </button>
              </>
            )}
            <button
              type="button"
              aria-label={text.format('fileRemoveLabel', { name })}
              onClick={() => remove(upload)}
            >
              {text.fileRemove}
            </button>
          </li>
        );
      })}
    </ul>
  );
  return (
    <>
      <p className={classNames.hint} id={hintId}>
        {text.format('fileAnswerHint', { maxMb: MAX_MB, maxFiles: ANSWER_MAX_FILES })}
      </p>
      {props.stored !== undefined && list}
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
        <div className={classNames.error} role="alert">
          {refusals.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </div>
      )}
      {props.stored === undefined && list}
      <p className="sk-file-announcer sk-visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
