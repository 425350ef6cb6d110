import type { components } from '@staykit/sdk';
import { lazy, Suspense, useId, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/useMessages';
import { formatPrice } from '../../lib/formatPrice';
import type { AgencyTileMapProps } from './AgencyTileMap';
import type { MapTiles } from './mapTiles';

// Leaflet and its styles load with the tile map only, when a tile source is configured.
const AgencyTileMap = lazy(() =>
  import('./AgencyTileMap').then(
    (module): { default: ComponentType<AgencyTileMapProps> } => ({ default: module.AgencyTileMap }),
    // Its code did not load (the network): no map rather than a broken results page; the list has them all.
    (): { default: ComponentType<AgencyTileMapProps> } => ({ default: () => null }),
  ),
);

type AgencyHotel = components['schemas']['AgencyHotel'];

/**
 * Props of `AgencyMap`.
 *
 * @example
 * ```ts
 * const props: AgencyMapProps = { hotels: answer.data, pathOf: (hotel) => `/hotels/${hotel.hotel_code}`, locale: 'en' };
 * ```
 */
export interface AgencyMapProps {
  hotels: readonly AgencyHotel[];
  /** A hotel's rooms in the storefront. */
  pathOf: (hotel: AgencyHotel) => string;
  locale: string;
  /** A tile source: the markers go on its tiles. None: on a plain background, and no tile server is asked. */
  tiles?: MapTiles | null;
}

interface Point {
  readonly hotel: AgencyHotel & { latitude: number; longitude: number };
  readonly left: number;
  readonly top: number;
}

// The share of the box kept free around the outermost markers, in percent.
const MARGIN = 8;

/**
 * Places hotels in a box by their coordinates, to scale: longitudes shrink with the cosine of the middle
 * latitude (an equirectangular view, true enough over a region), and the wider of the two spans fills
 * the box. Hotels without coordinates are left out.
 */
function placed(hotels: readonly AgencyHotel[]): Point[] {
  const located = hotels.filter(
    (hotel): hotel is AgencyHotel & { latitude: number; longitude: number } =>
      hotel.latitude !== undefined && hotel.longitude !== undefined,
  );
  if (located.length === 0) return [];
  const lats = located.map((hotel) => hotel.latitude);
  const lngs = located.map((hotel) => hotel.longitude);
  const [north, south] = [Math.max(...lats), Math.min(...lats)];
  const [east, west] = [Math.max(...lngs), Math.min(...lngs)];
  const squeeze = Math.cos((((north + south) / 2) * Math.PI) / 180);
  // The box is 4:3; a span of 0 (one hotel, or one town) is centred.
  const span = Math.max(((east - west) * squeeze) / 4, (north - south) / 3, 1e-6);
  const usable = 100 - 2 * MARGIN;
  return located.map((hotel) => ({
    hotel,
    left: 50 + (((hotel.longitude - (east + west) / 2) * squeeze) / (4 * span)) * usable,
    // A marker stands above its point: a little more room at the top keeps the northmost one whole.
    top: 55 - ((hotel.latitude - (north + south) / 2) / (3 * span)) * (usable - 10),
  }));
}

/**
 * The results on a map: one marker per hotel, each leading to the hotel's rooms, named by the hotel and
 * its price. On the configured tiles (`AgencyTileMap`) when there are any; otherwise placed from the
 * coordinates on a plain background, each a link, and no tile server is asked. The list beside it holds
 * the same hotels in order.
 *
 * @example
 * ```tsx
 * <AgencyMap hotels={results.data} pathOf={(hotel) => hotelRoomsPath(hotel.hotel_code, undefined)} locale="en" />
 * ```
 */
export function AgencyMap({ hotels, pathOf, locale, tiles = null }: AgencyMapProps) {
  const text = useMessages();
  const id = useId();
  const points = placed(hotels);
  if (points.length === 0) return null;
  const priceOf = (hotel: AgencyHotel) =>
    hotel.lowest_price !== undefined
      ? formatPrice(hotel.lowest_price, hotel.currency, locale, hotel.mcp_lowest_price)
      : undefined;
  const plain = (
    <ol className="sk-agency-map-area">
      {points.map(({ hotel, left, top }, index) => {
        const price = priceOf(hotel);
        return (
          <li key={hotel.hotel_id} className="sk-agency-pin" style={{ left: `${left}%`, top: `${top}%` }}>
            <Link to={pathOf(hotel)} className="sk-agency-pin-link">
              <span aria-hidden="true">{price ?? index + 1}</span>
              <span className="sk-visually-hidden">
                {price !== undefined ? `${hotel.name}, ${price}` : hotel.name}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
  return (
    <figure className="sk-agency-map" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sk-agency-map-title">
        {text.agencyMapTitle}
      </h2>
      {tiles ? (
        <Suspense fallback={plain}>
          <AgencyTileMap
            tiles={tiles}
            label={text.agencyMapTitle}
            pins={points.map(({ hotel }, index) => {
              const price = priceOf(hotel);
              return {
                hotel,
                text: price ?? String(index + 1),
                name: price !== undefined ? `${hotel.name}, ${price}` : hotel.name,
                path: pathOf(hotel),
              };
            })}
          />
        </Suspense>
      ) : (
        <>
          {plain}
          <figcaption className="sk-note">{text.agencyMapNote}</figcaption>
        </>
      )}
    </figure>
  );
}
