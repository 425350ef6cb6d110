import { createStaykitQueryClient } from '@staykit/react';
import {
  createMockGateway,
  createStaykitClient,
  isLocale,
  webStorage,
  type Locale,
  type StaykitClient,
} from '@staykit/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { reachableStorage } from '../../lib/reachableStorage';
import type { AgencyContextValue } from './AgencyContext';
import { agencyRoutes } from './agencyRoutes';
import { createHistoryRouter, type HistoryRouter } from '../createHistoryRouter';
import type { MapTiles } from '../../features/agency/mapTiles';
import type { WidgetConfig } from '../widgetConfig';

/**
 * Options of `createAgencyApp`.
 *
 * @example
 * ```ts
 * const options: CreateAgencyAppOptions = { window, apiUrl: 'http://127.0.0.1:4010', agency: config.agency };
 * ```
 */
export interface CreateAgencyAppOptions {
  window: Pick<Window, 'location' | 'localStorage' | 'navigator'>;
  apiUrl: string;
  agency: NonNullable<WidgetConfig['agency']>;
  /** The results map's tile source (`mapTilesOf`); none draws a plain background. */
  mapTiles?: MapTiles | null;
}

/**
 * The agency storefront: its client (with the storefront's own session), query cache and router.
 *
 * @example
 * ```ts
 * const app: AgencyApp = createAgencyApp({ window, apiUrl, agency });
 * ```
 */
export interface AgencyApp {
  client: StaykitClient;
  queryClient: QueryClient;
  router: HistoryRouter;
  /** The first locale: the address's `locale`, else the browser's first language the storefront has. */
  locale: Locale;
  context: AgencyContextValue;
}

// A browser language as the product names its locales: `zh-TW` and `zh-Hant` are traditional Chinese.
function productLocale(language: string): Locale | undefined {
  const [base = '', region = ''] = language.split('-');
  if (base === 'zh') return /^(tw|hk|mo|hant)$/i.test(region) ? 'zh_Hant' : 'zh_Hans';
  return isLocale(base) ? base : undefined;
}

/**
 * The storefront's first locale (docs/widget.md#agency-storefront): the `locale` parameter when it is one of
 * the eight, else the first of the browser's languages that is, else English.
 *
 * @example
 * ```ts
 * agencyLocale('?locale=ko', ['ja-JP']); // 'ko'
 * agencyLocale('', ['zh-TW', 'en']); // 'zh_Hant'
 * ```
 */
export function agencyLocale(search: string, languages: readonly string[]): Locale {
  const asked = new URLSearchParams(search).get('locale');
  if (isLocale(asked)) return asked;
  return languages.map(productLocale).find((locale) => locale !== undefined) ?? 'en';
}

/**
 * Makes the agency storefront for this window: its client creates a session of its own
 * (`createAgencySession`) and keeps it apart from a widget's on the same site.
 *
 * @example
 * ```ts
 * const app = createAgencyApp({ window, apiUrl: config.apiUrl, agency: config.agency });
 * ```
 */
export function createAgencyApp({
  window,
  apiUrl,
  agency,
  mapTiles = null,
}: CreateAgencyAppOptions): AgencyApp {
  const locale = agencyLocale(window.location.search, window.navigator.languages);
  const client = createStaykitClient({
    baseUrl: apiUrl,
    locale,
    agency: true,
    credentials: agency.credentials,
    // A storefront framed on another site may be refused localStorage: then memory, for this page.
    storage: webStorage(reachableStorage(() => window.localStorage)),
  });
  const router = createHistoryRouter(agencyRoutes, agency.basename ? { basename: agency.basename } : {});
  return {
    client,
    queryClient: createStaykitQueryClient(),
    router,
    locale,
    context: { gateway: createMockGateway(client), apiUrl, mapTiles },
  };
}
