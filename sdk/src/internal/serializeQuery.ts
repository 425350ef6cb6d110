/**
 * Serialises query parameters as the contract expects them: a list of values repeats the key
 * (`kids_tiers=A&kids_tiers=B`), and lists of objects or objects use bracket notation with indices
 * (`rooms[0][adults]=2&rooms[0][kids_tiers][0]=A`), which openapi-fetch's default serializer cannot write.
 * `undefined` and `null` are left out.
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) append(search, name, value, true);
  return search.toString();
}

function append(search: URLSearchParams, key: string, value: unknown, topLevel: boolean): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    const flat = topLevel && value.every((item) => typeof item !== 'object' || item === null);
    value.forEach((item, index) => append(search, flat ? key : `${key}[${index}]`, item, false));
    return;
  }
  if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) append(search, `${key}[${name}]`, item, false);
    return;
  }
  search.append(key, String(value));
}
