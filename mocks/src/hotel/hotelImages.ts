/**
 * The pictures of the seed, drawn by the mock itself so that nothing is fetched from another host: a
 * facade for each hotel, a room for each room type and a mark for each hotel and brand, as SVG in the
 * hotel's colours, with no text in them to translate. The same hotel and room type always give the same
 * picture, and they come from the scenario data, not the db: a colour changed by the settings control
 * leaves them alone, so a browser may keep them a day.
 */
import { fingerprint } from '../lib/fingerprint';
import { BRANDS, HOTELS } from '../seed/scenarios';
import type { HotelScenario, RoomTypeScenario } from '../seed/scenarios';

/** Where the pictures are served, under the mock's reserved prefix. */
export const IMAGE_PREFIX = '/__staykit/images';

/**
 * The path of a hotel's picture: `main` (the facade), `logo`, or a room type's code.
 *
 * @example
 * ```ts
 * hotelImagePath('demo-tokyo', 'STD'); // '/__staykit/images/demo-tokyo/STD.svg'
 * ```
 */
export function hotelImagePath(hotelCode: string, name: string): string {
  return `${IMAGE_PREFIX}/${encodeURIComponent(hotelCode)}/${encodeURIComponent(name)}.svg`;
}

/**
 * The path of a brand's mark.
 *
 * @example
 * ```ts
 * brandLogoPath('demo-brand'); // '/__staykit/images/brands/demo-brand/logo.svg'
 * ```
 */
export function brandLogoPath(brandCode: string): string {
  return `${IMAGE_PREFIX}/brands/${encodeURIComponent(brandCode)}/logo.svg`;
}

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved `amount` (0 to 1) of the way towards `b`. */
function mix(a: string, b: string, amount: number): string {
  const [r1, g1, b1] = rgbOf(a);
  const [r2, g2, b2] = rgbOf(b);
  return hexOf([r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount]);
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The colours of a picture, from the hotel's button and header colours. */
interface Palette {
  /** The hotel's main colour, kept dark enough to carry shapes on a light ground. */
  readonly accent: string;
  readonly deep: string;
  readonly soft: string;
  readonly wall: string;
  /** The header colour (linen, lit windows, the mark), or white when it is too close to the accent. */
  readonly linen: string;
}

function paletteOf([button, header]: readonly [string, string]): Palette {
  const accent = luminance(button) > 0.6 ? mix(button, '#000000', 0.45) : button;
  const linen = Math.abs(luminance(header) - luminance(accent)) < 0.35 ? '#ffffff' : header;
  return {
    accent,
    deep: mix(accent, '#000000', 0.45),
    soft: mix(accent, '#ffffff', 0.6),
    wall: mix(accent, '#ffffff', 0.9),
    linen,
  };
}

/** A number from 0 to `count - 1` drawn from a code, the same every time. */
function pick(seed: string, salt: string, count: number): number {
  return Number.parseInt(fingerprint(`${seed}/${salt}`), 16) % count;
}

function svg(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `${body}</svg>`
  );
}

/** One bed seen from its foot: headboard, pillows, duvet with a band, frame. */
function bed(x: number, width: number, colours: Palette): string {
  const pillows = width > 220 ? 2 : 1;
  const pillowWidth = (width - 40 - (pillows - 1) * 12) / pillows;
  return (
    `<rect x="${x}" y="262" width="${width}" height="110" rx="14" fill="${colours.accent}"/>` +
    Array.from(
      { length: pillows },
      (_, index) =>
        `<rect x="${x + 20 + index * (pillowWidth + 12)}" y="318" width="${pillowWidth}" height="34" rx="12" fill="${colours.linen}" stroke="${colours.soft}" stroke-width="2"/>`,
    ).join('') +
    `<rect x="${x - 8}" y="350" width="${width + 16}" height="82" rx="10" fill="${colours.linen}" stroke="${colours.soft}" stroke-width="2"/>` +
    `<rect x="${x - 8}" y="384" width="${width + 16}" height="20" fill="${colours.soft}"/>` +
    `<rect x="${x - 4}" y="432" width="${width + 8}" height="18" rx="4" fill="${colours.deep}"/>`
  );
}

/** A lamp or a plant in the corner, by the room type. */
function cornerPiece(kind: number, colours: Palette): string {
  if (kind === 0) {
    return (
      `<rect x="748" y="300" width="6" height="150" fill="${colours.deep}"/>` +
      `<path d="M722 300 L780 300 L768 252 L734 252 Z" fill="${colours.linen}" stroke="${colours.soft}" stroke-width="2"/>` +
      `<ellipse cx="751" cy="452" rx="22" ry="6" fill="${colours.deep}"/>`
    );
  }
  const leaf = mix(colours.accent, '#3f7d5a', 0.65);
  return (
    `<path d="M730 402 L772 402 L766 450 L736 450 Z" fill="${colours.deep}"/>` +
    `<ellipse cx="740" cy="360" rx="14" ry="40" fill="${leaf}" transform="rotate(-20 740 360)"/>` +
    `<ellipse cx="762" cy="356" rx="14" ry="44" fill="${mix(leaf, '#ffffff', 0.2)}" transform="rotate(18 762 356)"/>` +
    `<ellipse cx="751" cy="346" rx="12" ry="50" fill="${leaf}"/>`
  );
}

/**
 * A room of a room type: a window on the city, as many beds as its guests need (one, two or three), a
 * framed print and a lamp or a plant; which side the window is on and the print follow the room type's
 * code, so the rooms of a hotel differ.
 *
 * @example
 * ```ts
 * const picture = roomTypeSvg(HOTELS[0], HOTELS[0].roomTypes[0]); // '<svg xmlns=...'
 * ```
 */
export function roomTypeSvg(hotel: HotelScenario, roomType: RoomTypeScenario): string {
  const colours = paletteOf(hotel.colours);
  const seed = `${hotel.code}/${roomType.code}`;
  const beds = Math.min(3, Math.max(1, Math.ceil(roomType.maxGuests / 2)));
  const span = { left: 280, right: 712 };
  const gap = 24;
  const width = (span.right - span.left - (beds - 1) * gap) / beds;
  const bedWidth = beds === 1 ? 300 : width;
  const firstBed = beds === 1 ? (span.left + span.right - bedWidth) / 2 : span.left;
  const sun = 40 + pick(seed, 'sun', 3) * 40;
  const print = pick(seed, 'print', 3);
  const printShape = [
    `<circle cx="${520 + print * 10}" cy="170" r="26" fill="${colours.accent}"/>`,
    `<path d="M440 210 Q500 130 560 210 Z" fill="${colours.accent}"/>`,
    `<rect x="470" y="140" width="40" height="60" fill="${colours.accent}"/><rect x="520" y="160" width="40" height="40" fill="${colours.soft}"/>`,
  ][print];
  const scene =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.soft}"/><stop offset="1" stop-color="${colours.wall}"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="${colours.wall}"/>` +
    `<rect y="400" width="800" height="40" fill="${mix(colours.wall, colours.accent, 0.12)}"/>` +
    `<rect y="440" width="800" height="160" fill="${mix(colours.deep, '#ffffff', 0.55)}"/>` +
    [480, 530, 580]
      .map((y) => `<rect y="${y}" width="800" height="2" fill="${mix(colours.deep, '#ffffff', 0.45)}"/>`)
      .join('') +
    `<rect x="60" y="90" width="180" height="240" rx="6" fill="#ffffff"/>` +
    `<rect x="72" y="102" width="156" height="216" fill="url(#sky)"/>` +
    `<circle cx="${72 + sun}" cy="150" r="18" fill="#ffffff" opacity="0.85"/>` +
    `<path d="M72 318 L72 250 L104 250 L104 226 L136 226 L136 262 L170 262 L170 210 L200 210 L200 244 L228 244 L228 318 Z" fill="${colours.soft}"/>` +
    `<rect x="146" y="102" width="8" height="216" fill="#ffffff"/>` +
    `<path d="M40 80 L80 80 Q70 220 92 340 L40 340 Z" fill="${colours.accent}" opacity="0.85"/>` +
    `<rect x="420" y="120" width="160" height="110" fill="#ffffff" stroke="${colours.deep}" stroke-width="6"/>` +
    printShape +
    Array.from({ length: beds }, (_, index) =>
      bed(firstBed + index * (bedWidth + gap), bedWidth, colours),
    ).join('') +
    `<ellipse cx="${(span.left + span.right) / 2}" cy="530" rx="260" ry="34" fill="${colours.soft}" opacity="0.6"/>` +
    cornerPiece(pick(seed, 'corner', 2), colours);
  // The window is on the left or the right: the whole room is mirrored, since it holds no text.
  return svg(
    800,
    600,
    pick(seed, 'side', 2) === 0 ? scene : `<g transform="translate(800 0) scale(-1 1)">${scene}</g>`,
  );
}

/**
 * A hotel's facade: a building of five to eight floors with lit windows, an awning over the door, trees
 * and the city behind, in the hotel's colours.
 *
 * @example
 * ```ts
 * const picture = hotelMainSvg(HOTELS[0]);
 * ```
 */
export function hotelMainSvg(hotel: HotelScenario): string {
  const colours = paletteOf(hotel.colours);
  const floors = 5 + pick(hotel.code, 'floors', 4);
  const columns = 5 + pick(hotel.code, 'columns', 3);
  const floorHeight = 40;
  const top = 500 - floors * floorHeight - 30;
  const left = 240;
  const width = 320;
  const cell = width / columns;
  const windows: string[] = [];
  for (let floor = 1; floor < floors; floor += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lit = pick(hotel.code, `${floor}:${column}`, 4) === 0;
      windows.push(
        `<rect x="${left + column * cell + cell * 0.2}" y="${top + 30 + (floor - 1) * floorHeight + 8}" width="${cell * 0.6}" height="${floorHeight - 16}" rx="2" fill="${lit ? '#fff4cf' : colours.deep}"/>`,
      );
    }
  }
  const skyline = [
    [40, 300, 90],
    [140, 340, 70],
    [600, 280, 80],
    [690, 330, 80],
  ]
    .map(
      ([x, y, w]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${500 - (y ?? 0)}" fill="${colours.soft}" opacity="0.7"/>`,
    )
    .join('');
  const tree = (x: number): string =>
    `<rect x="${x - 4}" y="470" width="8" height="34" fill="${colours.deep}"/>` +
    `<circle cx="${x}" cy="458" r="26" fill="${mix(colours.accent, '#3f7d5a', 0.65)}"/>`;
  return svg(
    800,
    600,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.soft}"/><stop offset="1" stop-color="${colours.wall}"/></linearGradient></defs>` +
      `<rect width="800" height="600" fill="url(#sky)"/>` +
      `<circle cx="${120 + pick(hotel.code, 'sun', 5) * 130}" cy="110" r="40" fill="#ffffff" opacity="0.8"/>` +
      skyline +
      `<rect x="${left}" y="${top}" width="${width}" height="${500 - top}" fill="${colours.wall}" stroke="${colours.deep}" stroke-width="4"/>` +
      `<rect x="${left - 10}" y="${top - 16}" width="${width + 20}" height="28" fill="${colours.accent}"/>` +
      windows.join('') +
      `<rect x="${left + width / 2 - 36}" y="430" width="72" height="70" fill="${colours.deep}"/>` +
      `<path d="M${left + width / 2 - 70} 420 L${left + width / 2 + 70} 420 L${left + width / 2 + 56} 440 L${left + width / 2 - 56} 440 Z" fill="${colours.accent}"/>` +
      `<rect y="500" width="800" height="100" fill="${mix(colours.deep, '#ffffff', 0.7)}"/>` +
      `<rect y="540" width="800" height="6" fill="${mix(colours.deep, '#ffffff', 0.55)}"/>` +
      tree(190) +
      tree(610),
  );
}

/**
 * A square mark in a hotel's or brand's colours: an arch, three towers or a wave, by its code.
 *
 * @example
 * ```ts
 * const mark = logoSvg('demo-tokyo', ['#1a73e8', '#ffffff']);
 * ```
 */
export function logoSvg(code: string, colours: readonly [string, string]): string {
  const { accent, linen } = paletteOf(colours);
  const marks = [
    `<path d="M28 72 V46 A20 20 0 0 1 68 46 V72" fill="none" stroke="${linen}" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="24" y="44" width="12" height="30" fill="${linen}"/><rect x="42" y="26" width="12" height="48" fill="${linen}"/><rect x="60" y="38" width="12" height="36" fill="${linen}"/>`,
    `<path d="M20 56 Q34 36 48 56 T76 56" fill="none" stroke="${linen}" stroke-width="8" stroke-linecap="round"/><circle cx="48" cy="30" r="7" fill="${linen}"/>`,
  ];
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="20" fill="${accent}"/>${marks[pick(code, 'mark', marks.length)] ?? ''}`,
  );
}

/**
 * The picture at a path under {@link IMAGE_PREFIX} (`<hotel code>/<main|logo|room type code>.svg` or
 * `brands/<brand code>/logo.svg`), or null when the seed has none there.
 *
 * @example
 * ```ts
 * seedImage(['demo-tokyo', 'STD.svg']); // '<svg ...'
 * seedImage(['demo-tokyo', 'XXX.svg']); // null
 * ```
 */
export function seedImage(segments: readonly string[]): string | null {
  if (segments.length === 3 && segments[0] === 'brands' && segments[2] === 'logo.svg') {
    const brand = BRANDS.find((candidate) => candidate.code === segments[1]);
    // A brand's mark takes the colours of its first hotel.
    const hotel = brand && HOTELS.find((candidate) => candidate.brandId === brand.id);
    return brand && hotel ? logoSvg(brand.code, hotel.colours) : null;
  }
  const [hotelCode, file] = segments;
  if (segments.length !== 2 || file === undefined || !file.endsWith('.svg')) return null;
  const hotel = HOTELS.find((candidate) => candidate.code === hotelCode);
  if (!hotel) return null;
  const name = file.slice(0, -'.svg'.length);
  if (name === 'main') return hotelMainSvg(hotel);
  if (name === 'logo') return logoSvg(hotel.code, hotel.colours);
  const roomType = hotel.roomTypes.find((candidate) => candidate.code === name);
  return roomType ? roomTypeSvg(hotel, roomType) : null;
}
