import { useId, useState, type ChangeEvent } from 'react';
import type { FormProblem } from '../../components/ui/ErrorSummary';
import { useMessages } from '../../i18n/useMessages';
import type { MemberFormProblems } from './memberFormProblems';

/**
 * A member form's state: its values, its problems (shown from the first submit on, and checked again as
 * the guest mends them), the error summary's lines and each field's props.
 *
 * @example
 * ```tsx
 * const form = useMemberForm({ email: '', password: '' }, signInProblems);
 * <TextField label={text.memberEmail} type="email" {...form.text('email')} />;
 * <MemberFormPage problems={form.summary({ email: text.memberEmail, password: text.memberPassword })}
 *   attempt={form.attempt} onSubmit={form.submit((values) => signIn.mutate(…))} … />;
 * ```
 */
export function useMemberForm<Values extends Record<keyof Values, string | boolean>>(
  initial: Values,
  check: (values: Values) => MemberFormProblems<keyof Values & string>,
) {
  const text = useMessages();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const problems: MemberFormProblems<keyof Values & string> = attempt === 0 ? {} : check(values);
  const fieldId = (name: keyof Values & string) => `${id}-${name}`;
  const errorOf = (name: keyof Values & string) => {
    const key = problems[name];
    return key === undefined ? undefined : text[key];
  };

  return {
    values,
    attempt,
    /** Checks the form; sends its values when nothing is wrong, else shows the problems. */
    submit: (send: (values: Values) => void) => () => {
      setAttempt((count) => count + 1);
      if (Object.keys(check(values)).length === 0) send(values);
    },
    /** The error summary's lines, each naming its field by its label. */
    summary: (labels: Readonly<Record<keyof Values & string, string>>): FormProblem[] => {
      // In the labels' order, which is the form's: the summary reads top to bottom like the fields.
      const fields = Object.keys(labels) as (keyof Values & string)[];
      return fields.flatMap((name) => {
        const key = problems[name];
        if (key === undefined) return [];
        const message = text.format('memberErrorSummaryItem', { field: labels[name], problem: text[key] });
        return [{ fieldId: fieldId(name), message }];
      });
    },
    /** The props of a text field bound to `name`. */
    text: (name: keyof Values & string) => ({
      id: fieldId(name),
      name,
      value: String(values[name]),
      error: errorOf(name),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    /** The props of a checkbox bound to `name`. */
    checkbox: (name: keyof Values & string) => ({
      id: fieldId(name),
      name,
      checked: values[name] === true,
      error: errorOf(name),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.checked })),
    }),
  };
}
