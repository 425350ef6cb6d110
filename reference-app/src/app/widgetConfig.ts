/**
 * Where the widget's API is and how it identifies itself.
 *
 * @example
 * ```ts
 * const config: WidgetConfig = {
 *   apiUrl: 'http://127.0.0.1:4010',
 *   credentials: { key: 'demo-widget', secret: 'demo-secret' },
 *   agency: null,
 * };
 * ```
 */
export interface WidgetConfig {
  apiUrl: string;
  credentials: { key: string; secret: string };
  /**
   * Set when the page runs the agency storefront instead of the booking widget: its own routes under
   * `basename` ('' at the site's root; `/agency` beside the widget, as `npm start` serves it) and its own
   * client credentials (docs/widget.md#agency-storefront).
   */
  agency: {
    basename: string;
    credentials: { key: string; secret: string };
  } | null;
}

/** The environment variables the widget reads (Vite's `import.meta.env`). */
export interface WidgetEnv {
  VITE_STAYKIT_API?: string;
  VITE_STAYKIT_CLIENT_KEY?: string;
  VITE_STAYKIT_CLIENT_SECRET?: string;
  /** `agency` builds the storefront at the site's root instead of the widget. */
  VITE_STAYKIT_MODE?: string;
  VITE_STAYKIT_AGENCY_KEY?: string;
  VITE_STAYKIT_AGENCY_SECRET?: string;
}

// Beside the widget, the storefront answers under this path (one build serves both).
const AGENCY_PATH = /^\/agency(?:\/|$)/;

/**
 * Reads the widget's configuration: the API URL from the host element's `data-api-url` when it has one,
 * else from the environment, else the local mock; the credentials from the environment.
 *
 * @example
 * ```ts
 * readWidgetConfig({}).apiUrl; // 'http://127.0.0.1:4010'
 * readWidgetConfig({}, document.getElementById('staykit-widget')).apiUrl; // its data-api-url, if set
 * readWidgetConfig({}, null, '/agency/search-hotels').agency?.basename; // '/agency'
 * ```
 */
export function readWidgetConfig(
  env: WidgetEnv,
  hostElement?: Pick<HTMLElement, 'dataset'> | null,
  pathname = '/',
): WidgetConfig {
  // The mode is the build's or the host page's. The /agency path is the storefront beside the widget, on
  // the widget's own page only: a hotel page that names its hotel or a mode is never taken for it.
  const hostMode = hostElement?.dataset['mode'];
  const atRoot = env.VITE_STAYKIT_MODE === 'agency' || hostMode === 'agency';
  const besideWidget =
    AGENCY_PATH.test(pathname) && hostMode === undefined && hostElement?.dataset['hotelCode'] === undefined;
  const agency =
    atRoot || besideWidget
      ? {
          basename: atRoot ? '' : '/agency',
          credentials: {
            key: env.VITE_STAYKIT_AGENCY_KEY || 'demo-agency',
            secret: env.VITE_STAYKIT_AGENCY_SECRET || 'demo-agency-secret',
          },
        }
      : null;
  // Read at run time, so one build serves any API: the page that embeds the widget says where it is.
  const hostApiUrl = hostElement?.dataset['apiUrl']?.trim();
  return {
    // The SDK wants no trailing slash.
    apiUrl: (hostApiUrl || env.VITE_STAYKIT_API || 'http://127.0.0.1:4010').replace(/\/+$/, ''),
    credentials: {
      key: env.VITE_STAYKIT_CLIENT_KEY || 'demo-widget',
      secret: env.VITE_STAYKIT_CLIENT_SECRET || 'demo-secret',
    },
    agency,
  };
}
