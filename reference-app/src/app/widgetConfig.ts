/**
 * Where the widget's API is and how it identifies itself.
 *
 * @example
 * ```ts
 * const config: WidgetConfig = { apiUrl: 'http://127.0.0.1:4010', credentials: { key: 'demo-widget', secret: 'demo-secret' } };
 * ```
 */
export interface WidgetConfig {
  apiUrl: string;
  credentials: { key: string; secret: string };
}

/** The environment variables the widget reads (Vite's `import.meta.env`). */
export interface WidgetEnv {
  VITE_STAYKIT_API?: string;
  VITE_STAYKIT_CLIENT_KEY?: string;
  VITE_STAYKIT_CLIENT_SECRET?: string;
}

/**
 * Reads the widget's configuration from the environment, with the local mock's defaults.
 *
 * @example
 * ```ts
 * readWidgetConfig({}).apiUrl; // 'http://127.0.0.1:4010'
 * ```
 */
export function readWidgetConfig(env: WidgetEnv): WidgetConfig {
  return {
    // The SDK wants no trailing slash.
    apiUrl: (env.VITE_STAYKIT_API || 'http://127.0.0.1:4010').replace(/\/+$/, ''),
    credentials: {
      key: env.VITE_STAYKIT_CLIENT_KEY || 'demo-widget',
      secret: env.VITE_STAYKIT_CLIENT_SECRET || 'demo-secret',
    },
  };
}
