import type { components } from '@staykit/sdk';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { MapTiles } from './mapTiles';

type AgencyHotel = components['schemas']['AgencyHotel'];

/**
 * Props of `AgencyTileMap`.
 *
 * @example
 * ```ts
 * const props: AgencyTileMapProps = { pins, tiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' }, label: 'Where they are' };
 * ```
 */
export interface AgencyTileMapProps {
  /** Each located hotel: where it is, what its marker says and where it leads. */
  pins: readonly {
    hotel: AgencyHotel & { latitude: number; longitude: number };
    text: string;
    name: string;
    path: string;
  }[];
  tiles: MapTiles;
  /** The map's accessible name. */
  label: string;
}

// The attribution control writes HTML: the configured text goes in as text.
const asText = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The results on map tiles from the configured source (Leaflet, loaded with this module only when tiles
 * are configured): one marker per hotel showing its price, focusable, named by the hotel and its price,
 * and opening its rooms on a click or Enter. The view fits every marker.
 *
 * @example
 * ```tsx
 * <AgencyTileMap pins={pins} tiles={tiles} label="Where they are" />
 * ```
 */
export function AgencyTileMap({ pins, tiles, label }: AgencyTileMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // The map is made again only when what it shows changes, not on every render of the results.
  const shown = pins.map((pin) => `${pin.hotel.hotel_id}:${pin.text}:${pin.path}`).join('|');
  const latest = useRef(pins);
  latest.current = pins;
  useEffect(() => {
    const pins = latest.current;
    if (!element.current || pins.length === 0) return;
    const map = L.map(element.current, { scrollWheelZoom: false });
    L.tileLayer(tiles.url, { attribution: asText(tiles.attribution), maxZoom: 18 }).addTo(map);
    // The view first: Leaflet makes a marker's element only on a map that has one.
    map.fitBounds(L.latLngBounds(pins.map((pin) => [pin.hotel.latitude, pin.hotel.longitude])), {
      padding: [40, 40],
      maxZoom: 14,
    });
    for (const pin of pins) {
      // Built as elements: a hotel's name is text, never markup.
      const icon = document.createElement('span');
      icon.className = 'sk-agency-pin-link';
      icon.textContent = pin.text;
      L.marker([pin.hotel.latitude, pin.hotel.longitude], {
        // No size of Leaflet's: the label sizes the marker, and CSS stands it above its point.
        icon: L.divIcon({
          html: icon,
          className: 'sk-agency-tile-pin',
          iconSize: [0, 0],
          iconAnchor: [0, 0],
        }),
        title: pin.name,
        keyboard: true,
      })
        .on('click', () => void navigate(pin.path))
        // A button opens on Enter or Space; Leaflet's marker only passes the key on.
        .on('keypress', (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') void navigate(pin.path);
        })
        .addTo(map)
        // Leaflet makes it a focusable button; its name is the hotel and price, not the label alone.
        .getElement()
        ?.setAttribute('aria-label', pin.name);
    }
    return () => {
      map.remove();
    };
  }, [shown, tiles.url, tiles.attribution, navigate]);
  return <div ref={element} className="sk-agency-tile-map" role="region" aria-label={label} />;
}
