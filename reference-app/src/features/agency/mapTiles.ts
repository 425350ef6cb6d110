/**
 * A tile source for the storefront's map: an address template with `{z}`, `{x}` and `{y}` (and
 * optionally `{s}`), and the attribution its provider asks for, shown as text.
 *
 * @example
 * ```ts
 * const tiles: MapTiles = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };
 * ```
 */
export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * A configured tile source, or `null` when there is none or it is not one: an https template (http only
 * on this machine) with `{z}`, `{x}` and `{y}`, and an attribution of at most 300 characters.
 *
 * @example
 * ```ts
 * readMapTiles('https://tiles.example/{z}/{x}/{y}.png', '© Example'); // { url, attribution }
 * readMapTiles('javascript:alert(1)//{z}{x}{y}', ''); // null
 * ```
 */
export function readMapTiles(url: string | undefined, attribution: string | undefined): MapTiles | null {
  const template = url?.trim() ?? '';
  if (!/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])[^\s"'<>]+$/.test(template)) return null;
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  // Only the placeholders Leaflet fills: another would fail every tile.
  if (
    (template.match(/\{[^}]*\}/g) ?? []).some((part) => !['{z}', '{x}', '{y}', '{s}', '{r}'].includes(part))
  )
    return null;
  const text = attribution?.trim() ?? '';
  return text.length <= 300 ? { url: template, attribution: text } : null;
}

/**
 * The storefront's tile source: the host element's `data-map-tiles` and `data-map-attribution` when it
 * has the first, else the build's `VITE_STAYKIT_MAP_TILES` and `VITE_STAYKIT_MAP_ATTRIBUTION`, read by
 * `readMapTiles`.
 *
 * @example
 * ```ts
 * mapTilesOf(hostElement.dataset, import.meta.env); // null unless one is configured
 * ```
 */
export function mapTilesOf(
  dataset: Readonly<Record<string, string | undefined>>,
  env: Readonly<Record<string, unknown>>,
): MapTiles | null {
  if (dataset['mapTiles']) return readMapTiles(dataset['mapTiles'], dataset['mapAttribution']);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return readMapTiles(text(env['VITE_STAYKIT_MAP_TILES']), text(env['VITE_STAYKIT_MAP_ATTRIBUTION']));
}
