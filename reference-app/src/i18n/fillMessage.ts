/**
 * A catalogue text with its `{name}` placeholders filled in. A placeholder without a value stays as it is,
 * so a missing value shows up in review instead of vanishing.
 *
 * @example
 * ```ts
 * fillMessage('Room {n}', { n: 2 }); // 'Room 2'
 * ```
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
