import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Ref,
  type RefObject,
} from 'react';
import type { Messages } from '../../i18n/messages';
import { formatFullDate } from '../../lib/calendarMonth';
import { Icon } from '../ui/Icon';
import { problemText, type Problem } from './dateRangeRules';

/**
 * Props of `DateField`.
 *
 * @example
 * ```ts
 * const props: Partial<DateFieldProps> = { label: 'Check-in', value: '2026-12-10', example: '2026-12-01' };
 * ```
 */
export interface DateFieldProps {
  label: string;
  value: string;
  problemOf: (date: string) => Problem | null;
  /** The date an "invalid" error gives as an example. */
  example: string;
  onCommit: (date: string) => void;
  onOpen: () => void;
  /** The pointer or focus reaches the calendar button: a good moment to fetch the calendar. */
  onWarmUp?: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  inputRef?: Ref<HTMLInputElement> | undefined;
  required: boolean;
  text: Messages;
  locale: string;
}

/**
 * One date of the range as a labelled text field that takes a typed `YYYY-MM-DD` (checked, the error under
 * it, the date written out in the locale as its hint) and the button that opens the calendar.
 *
 * @example
 * ```tsx
 * <DateField label="Check-in" value={checkin} problemOf={(date) => checkinProblem(date, limits)} example={min}
 *   onCommit={setCheckin} onOpen={open} buttonRef={button} required={false} text={text} locale="en" />
 * ```
 */
export function DateField(props: DateFieldProps) {
  const { value, problemOf, text, locale } = props;
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  // The field's own text runs ahead of `value` while the guest types; `committed` is what was last handed
  // over (or received), so a new `value` from outside (a calendar pick) replaces the text and the `''` sent
  // for a half-typed date does not.
  const fresh = (date: string) => ({
    text: date,
    committed: date,
    touched: date !== '' && problemOf(date) !== null,
  });
  const [draft, setDraft] = useState(() => fresh(value));
  let current = draft;
  if (value !== draft.committed) {
    current = fresh(value);
    setDraft(current);
  }
  const typed = current.text.trim();
  const problem = typed === '' ? null : problemOf(typed);
  const error = problem === null ? null : problemText(problem, props.example, text, locale);
  const showError = error !== null && current.touched;

  // The message also holds back the enclosing form's submit while the text is not a date it can take.
  useEffect(() => {
    input.current?.setCustomValidity(error ?? '');
  }, [error]);

  // A typed date refused for the other field's sake (a check-out before the check-in) is handed over once
  // that field changes and it becomes acceptable.
  const commitTyped = useEffectEvent(() => props.onCommit(typed));
  useEffect(() => {
    if (typed !== '' && problem === null && current.committed === '') commitTyped();
  }, [typed, problem, current.committed]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const entered = event.target.value.trim();
    const next = entered !== '' && problemOf(entered) === null ? entered : '';
    setDraft({ text: event.target.value, committed: next, touched: current.touched });
    if (next !== value) props.onCommit(next);
  };
  // The input is both the field's (for its validity) and the caller's (`checkinRef`, to focus it).
  const outerRef = props.inputRef;
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof outerRef === 'function') return outerRef(node);
      if (outerRef) outerRef.current = node;
      return () => {
        if (typeof outerRef !== 'function' && outerRef) outerRef.current = null;
      };
    },
    [outerRef],
  );

  const hint = typed !== '' && problem === null ? formatFullDate(typed, locale) : text.datePickerFormatHint;
  return (
    <div className="sk-date-range-field">
      <label id={`${id}-label`} htmlFor={`${id}-input`}>
        {props.label}
      </label>
      <div className="sk-date-range-control">
        <input
          id={`${id}-input`}
          ref={setInput}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="YYYY-MM-DD"
          required={props.required}
          value={current.text}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={change}
          onBlur={() => setDraft((previous) => ({ ...previous, touched: true }))}
        />
        <button
          ref={props.buttonRef}
          type="button"
          className="sk-date-range-open"
          aria-haspopup="dialog"
          aria-labelledby={`${id}-open ${id}-label`}
          onClick={props.onOpen}
          onPointerEnter={props.onWarmUp}
          onFocus={props.onWarmUp}
        >
          <Icon name="calendar" />
          <span id={`${id}-open`} className="sk-visually-hidden">
            {text.datePickerOpen}
          </span>
        </button>
      </div>
      <p id={`${id}-hint`} className="sk-date-range-hint">
        {hint}
      </p>
      <p id={`${id}-error`} className="sk-date-range-error" aria-live="polite">
        {showError ? error : ''}
      </p>
    </div>
  );
}
