// A short deterministic hash (FNV-1a, 32 bit) for ids derived from input: search ids, session tokens
// and idempotency fingerprints stay the same for the same input on every run.

/** The FNV-1a hash of a text as 8 hex digits. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
