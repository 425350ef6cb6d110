/**
 * LINE's side of a LIFF ID token, played by the mock: LINE's LIFF SDK hands the page an ID token (a JWT
 * whose payload names the LINE user in `sub`, and its `name`, `picture` and expiry `exp`), and the server
 * verifies it with LINE before trusting the user. The mock cannot check a signature LINE made, so it
 * reads the payload as LINE's verify endpoint would answer it: a token of three base64url parts whose
 * payload is JSON with a `sub` of letters and digits, and, when it has one, an `exp` (seconds) still to
 * come on the mock clock. Anything else is refused as LINE refuses it. The audience (`aud`, the LIFF
 * channel) and the issuer (`iss`) are not checked, nor the signature. The contract's own example token
 * passes, so a developer can try the operation with it.
 */
import { nowMillis } from '../clock';
import { ApiError } from '../http/errors';
import { parseJsonBody, type JsonRecord, type JsonValue } from '../http/jsonBody';

/** What LINE vouches for in a verified ID token. */
export interface LiffIdentity {
  /** The LINE user id (`sub`). */
  readonly lineUserId: string;
  /** The LINE profile's display name (`name`), if the token carries one. */
  readonly name: string | null;
}

const PART = /^[A-Za-z0-9_-]+$/;
const SUB = /^[A-Za-z0-9]{1,64}$/;

function refused(reason: string): ApiError {
  return new ApiError('1000', {
    message: `The LIFF ID token is not valid: ${reason}`,
    fields: { id_token: ['is not a valid LIFF ID token'] },
  });
}

/** The text of a base64url part, or null when it is not base64url UTF-8. */
function decodePart(part: string): string | null {
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isRecord(value: JsonValue | undefined): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(payload: JsonValue | undefined, name: string): JsonValue | undefined {
  return isRecord(payload) && Object.hasOwn(payload, name) ? payload[name] : undefined;
}

/**
 * The LINE user of a LIFF ID token; throws `1000` (on `id_token`) for a token LINE would refuse.
 *
 * @example
 * ```ts
 * verifyLiffIdToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMTIzNDU2In0.c2lnbmF0dXJl'); // { lineUserId: 'U123456', name: null }
 * verifyLiffIdToken('not-a-liff-id-token'); // throws 1000
 * ```
 */
export function verifyLiffIdToken(token: string): LiffIdentity {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => PART.test(part))) {
    throw refused('it is not three base64url parts');
  }
  const text = decodePart(parts[1] ?? '');
  if (text === null) throw refused('its payload is not base64url UTF-8');
  let payload: JsonValue | undefined;
  try {
    // The mock's own JSON reading: no prototype, bounded depth.
    payload = parseJsonBody(text);
  } catch {
    throw refused('its payload is not JSON');
  }
  const sub = field(payload, 'sub');
  if (typeof sub !== 'string' || !SUB.test(sub)) throw refused('it names no LINE user (`sub`)');
  const exp = field(payload, 'exp');
  if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= nowMillis())) {
    throw refused('it has expired');
  }
  const name = field(payload, 'name');
  return { lineUserId: sub, name: typeof name === 'string' && name.length <= 255 ? name : null };
}
