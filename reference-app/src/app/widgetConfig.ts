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
 * Reads the widget's configuration: the API URL from the host element's `data-api-url` when it has one,
 * else from the environment, else the local mock; the credentials from the environment.
 *
 * @example
 * ```ts
 * readWidgetConfig({}).apiUrl; // 'http://127.0.0.1:4010'
 * readWidgetConfig({}, document.getElementById('staykit-widget')).apiUrl; // its data-api-url, if set
 * ```
 */
export function readWidgetConfig(
  env: WidgetEnv,
  hostElement?: Pick<HTMLElement, 'dataset'> | null,
): WidgetConfig {
  // Read at run time, so one build serves any API: the page that embeds the widget says where it is.
  const hostApiUrl = hostElement?.dataset['apiUrl']?.trim();
  return {
    // The SDK wants no trailing slash.
    apiUrl: (hostApiUrl || env.VITE_STAYKIT_API || 'http://127.0.0.1:4010').replace(/\/+$/, ''),
    credentials: {
      key: env.VITE_STAYKIT_CLIENT_KEY || 'demo-widget',
      secret: env.VITE_STAYKIT_CLIENT_SECRET || 'demo-secret',
    },
  };
}
