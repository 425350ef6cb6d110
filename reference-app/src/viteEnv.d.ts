/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Staykit API (default: the local mock, http://127.0.0.1:4010). */
  readonly VITE_STAYKIT_API?: string;
  /** The widget's client-session key (default demo-widget). */
  readonly VITE_STAYKIT_CLIENT_KEY?: string;
  /** The widget's client-session secret (default demo-secret). */
  readonly VITE_STAYKIT_CLIENT_SECRET?: string;
  /**
   * LINE's LIFF SDK script for `/iframe-liff-token` (default: LINE's own,
   * https://static.line-scdn.net/liff/edge/2/sdk.js; on the development server, the mock's stand-in on
   * the API, `<api>/__staykit/line/liff-sdk.js`).
   */
  readonly VITE_STAYKIT_LIFF_SDK?: string;
}
