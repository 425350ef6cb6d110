import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages, openMessageArea } from '../../i18n/messages';
import { AgencyApp } from './AgencyApp';
import { createAgencyApp } from './createAgencyApp';
import { mapTilesOf } from '../../features/agency/mapTiles';
import type { WidgetConfig } from '../widgetConfig';
import '../../features/agency/agency.css';

/**
 * Starts the agency storefront in `hostElement` once its words have loaded (the agency area, in the
 * guest's language): a chunk of its own, which the booking widget never loads.
 *
 * @example
 * ```ts
 * if (config.agency) void import('./app/agency/startAgency').then((module) => module.startAgency(hostElement, config.apiUrl, config.agency));
 * ```
 */
export async function startAgency(
  hostElement: HTMLElement,
  apiUrl: string,
  agency: NonNullable<WidgetConfig['agency']>,
): Promise<void> {
  // Read here, in the storefront's own chunk: the booking widget's first screen does not carry it.
  const mapTiles = mapTilesOf(hostElement.dataset, import.meta.env);
  const app = createAgencyApp({ window, apiUrl, agency, mapTiles });
  // The checkout shares the booking area's words (names, card fields) with the widget's.
  await Promise.all([openMessageArea('agency'), openMessageArea('booking'), loadMessages(app.locale)]).catch(
    () => undefined,
  );
  createRoot(hostElement).render(
    <StrictMode>
      <AgencyApp app={app} />
    </StrictMode>,
  );
}
