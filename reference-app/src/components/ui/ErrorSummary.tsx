import { useEffect, useRef, type MouseEvent } from 'react';
import './errorSummary.css';

/**
 * One problem of a form: its text, and the id of the field it is about (the summary links to it).
 *
 * @example
 * ```ts
 * const problem: FormProblem = { fieldId: 'guest-email', message: 'Fill in this field.' };
 * ```
 */
export interface FormProblem {
  fieldId: string;
  message: string;
}

/**
 * Props of `ErrorSummary`.
 *
 * @example
 * ```ts
 * const props: ErrorSummaryProps = { title: '2 fields need your attention.', problems: [] };
 * ```
 */
export interface ErrorSummaryProps {
  title: string;
  problems: readonly FormProblem[];
  /** Take focus when it appears (after a submit), so the guest hears it and starts from the list. */
  focusOnShow?: boolean;
  /** Changes on every submit, so a second failed submit focuses the summary again. */
  attempt?: number;
}

/**
 * The problems of a form at its top, each a link that moves focus to its field (the way GOV.UK's error
 * summary works); announced as an alert. Each problem is also shown next to its field.
 *
 * @example
 * ```tsx
 * {problems.length > 0 && <ErrorSummary title={text.format('formHasProblems', { count })} problems={problems} attempt={tries} />}
 * ```
 */
export function ErrorSummary({ title, problems, focusOnShow = true, attempt = 0 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow, attempt]);
  const go = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = ref.current?.ownerDocument.getElementById(fieldId);
    if (!field) return;
    // The field itself, not the address's fragment: the widget's routes own the URL.
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };
  return (
    <div className="sk-error-summary" role="alert" tabIndex={-1} ref={ref}>
      <p className="sk-error-summary-title">{title}</p>
      {problems.length > 0 && (
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.fieldId}-${problem.message}`}>
              <a href={`#${problem.fieldId}`} onClick={(event) => go(event, problem.fieldId)}>
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
