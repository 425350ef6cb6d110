import { describe, expect, it } from 'vitest';
import { sanitizeFooterHtml, sanitizeHeaderHtml } from './sanitizeHotelHtml';

const names = { facilityName: 'Demo Hotel Tokyo', brandName: 'Demo Hotels' };

// Each payload must come out without script, event handlers or javascript: URLs.
const PAYLOADS = [
  '<div>ok</div><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div onclick="alert(1)" onmouseover="alert(2)">hover</div>',
  '<style>body{background:url(https://evil.example)}</style>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
];

const parse = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
};

const unsafe = (holder: HTMLElement) =>
  [...holder.querySelectorAll('*')].flatMap((element) => [
    ...(['SCRIPT', 'IFRAME', 'STYLE'].includes(element.tagName.toUpperCase()) ? [element.tagName] : []),
    ...[...element.attributes]
      .filter((attribute) => attribute.name.startsWith('on') || /javascript:/i.test(attribute.value))
      .map((attribute) => attribute.name),
  ]);

describe('sanitizeHeaderHtml', () => {
  it('strips a <script> and keeps the markup around it', () => {
    expect(sanitizeHeaderHtml('<div class="hdr">Hi</div><script>alert(1)</script>', names)).toBe(
      '<div class="hdr">Hi</div>',
    );
  });

  it('strips an onerror attribute', () => {
    const out = parse(sanitizeHeaderHtml('<img src="logo.png" onerror="alert(1)">', names));
    expect(out.querySelector('img')?.getAttribute('src')).toBe('logo.png');
    expect(out.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it.each(PAYLOADS)('leaves nothing executable in %s', (payload) => {
    expect(unsafe(parse(sanitizeHeaderHtml(payload, names)))).toEqual([]);
  });

  it('fills the facility-name and brand-name placeholders', () => {
    expect(sanitizeHeaderHtml('<div>{{facility_name}} by {{brand_name}}</div>', names)).toBe(
      '<div>Demo Hotel Tokyo by Demo Hotels</div>',
    );
  });

  it('escapes the names it fills in, so a name cannot add markup', () => {
    const out = sanitizeHeaderHtml('<p>{{facility_name}}</p>', {
      facilityName: '<img src=x onerror=alert(1)>',
      brandName: '',
    });
    expect(parse(out).querySelector('img')).toBeNull();
    expect(parse(out).textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('what the hotel markup may not carry', () => {
  it.each([
    [
      'an inline style',
      '<div class="x" style="position:fixed;inset:0">Pay here</div>',
      '<div class="x">Pay here</div>',
    ],
    ['an id and a name', '<img id="staykit-widget" name="staykit-widget" alt="">', '<img alt="">'],
    [
      'a popover and its invoker',
      '<div popover="manual">P</div><a href="#p" interestfor="p">O</a>',
      '<div>P</div><a href="#p">O</a>',
    ],
    ['focus and keys', '<a href="/x" tabindex="1" accesskey="p" autofocus="">x</a>', '<a href="/x">x</a>'],
    // A refused element's text stays, as plain text in the box.
    ['a dialog', '<dialog open="">Pay here</dialog>', 'Pay here'],
    [
      'a fake card field',
      '<label>Card <input autocomplete="cc-number"></label><select><option>1</option></select>',
      'Card 1',
    ],
    ['a video', '<video src="https://h.example/v.mp4" autoplay=""></video>', ''],
  ])('drops %s', (_, html, expected) => {
    expect(sanitizeHeaderHtml(html, names)).toBe(expected);
    expect(sanitizeFooterHtml(html).replace(/ target="_blank" rel="noopener noreferrer"/g, '')).toBe(
      expected,
    );
  });

  it("keeps a logo from the hotel's host and the classes the CSS aims at", () => {
    const logo = '<img class="logo" src="https://cdn.hotel.example/logo.png" alt="Hotel" width="120">';
    expect(sanitizeHeaderHtml(logo, names)).toBe(logo);
  });
});

describe('sanitizeFooterHtml', () => {
  it('opens links in a new tab without giving them the opener', () => {
    const link = parse(sanitizeFooterHtml('<a href="https://h.example/terms">Terms</a>')).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens image-map areas and SVG links in a new tab too', () => {
    const out = parse(
      sanitizeFooterHtml(
        '<map name="m"><area href="https://h.example/a" alt="A"></map>' +
          '<svg><a href="https://h.example/b"><text>B</text></a><a xlink:href="https://h.example/c"><text>C</text></a></svg>',
      ),
    );
    const links = [...out.querySelectorAll('area, a')];
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
        '_blank',
        'noopener noreferrer',
      ]);
    }
  });

  it.each(PAYLOADS)('leaves nothing executable in %s', (payload) => {
    expect(unsafe(parse(sanitizeFooterHtml(payload)))).toEqual([]);
  });
});
