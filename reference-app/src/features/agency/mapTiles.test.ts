import { describe, expect, it } from 'vitest';
import { mapTilesOf, readMapTiles } from './mapTiles';

describe('the storefront map’s tile source', () => {
  it('comes from the host page, else the build, and is only an https template with {z}, {x} and {y}', () => {
    const host = {
      mapTiles: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© Example <b>maps</b>',
    };
    // The attribution is kept as written: the map shows it as text.
    expect(mapTilesOf(host, {})).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example <b>maps</b>',
    });
    expect(mapTilesOf({}, { VITE_STAYKIT_MAP_TILES: 'https://a.example/{z}/{x}/{y}' })?.url).toBe(
      'https://a.example/{z}/{x}/{y}',
    );
    expect(mapTilesOf({}, {})).toBeNull();
  });

  it.each([
    ['http://tiles.example/{z}/{x}/{y}.png', ''],
    ['javascript:alert(1)//{z}/{x}/{y}', ''],
    ['https://tiles.example/{z}/{x}.png', ''],
    ['https://tiles.example/{z}/{x}/{y}.png?key={apikey}', ''],
    ['https://tiles.example/{z}/{x}/{y}.png"onerror=x', ''],
    ['https://tiles.example/{z}/{x}/{y}.png', 'x'.repeat(301)],
  ])('refuses %s', (url, attribution) => {
    expect(readMapTiles(url, attribution)).toBeNull();
  });

  it('takes http on this machine, for a local tile server', () => {
    expect(readMapTiles('http://127.0.0.1:8080/{z}/{x}/{y}.png', '')).not.toBeNull();
  });
});
