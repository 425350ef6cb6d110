/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Staykit API (default: the local mock, http://127.0.0.1:4010). */
  readonly VITE_STAYKIT_API?: string;
  /** The widget's client-session key (default demo-widget). */
  readonly VITE_STAYKIT_CLIENT_KEY?: string;
  /** The widget's client-session secret (default demo-secret). */
  readonly VITE_STAYKIT_CLIENT_SECRET?: string;
}
