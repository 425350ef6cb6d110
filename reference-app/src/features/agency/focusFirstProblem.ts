/**
 * The storefront forms' check on submit: focuses the first field, in the form's order, that has a
 * problem (its element id is `${idPrefix}-${field}`) and says whether there was one.
 *
 * @example
 * ```ts
 * if (focusFirstProblem(id, { email: text.fieldRequired, password: undefined })) return;
 * ```
 */
export function focusFirstProblem(
  idPrefix: string,
  problems: Readonly<Record<string, string | undefined>>,
): boolean {
  const first = Object.entries(problems).find(([, problem]) => problem !== undefined)?.[0];
  if (first === undefined) return false;
  document.getElementById(`${idPrefix}-${first}`)?.focus();
  return true;
}
