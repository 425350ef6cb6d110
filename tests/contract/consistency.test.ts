// The contract agrees with itself: a field that appears in several operations has one shape and one set
// of limits, so a value one operation accepts is never refused by the next step of the same guest's
// journey (searched, then priced, then booked; entered in a lottery; booked through an agency).
import { describe, expect, it } from 'vitest';
import { deref, isObject, listOperations, loadBundle } from './contract';
import type { Json, JsonObject } from './contract';

const doc = loadBundle();
const operations = listOperations(doc);

interface Field {
  /** `Schema.property` or `operationId?parameter`. */
  where: string;
  name: string;
  /** The field's schema as written (a `$ref` stays a `$ref`). */
  schema: JsonObject;
}

/** Every property of every schema (nested ones too) and every parameter, by name. */
function allFields(): Field[] {
  const fields: Field[] = [];
  const visit = (node: Json | undefined, where: string) => {
    if (Array.isArray(node)) node.forEach((item) => visit(item, where));
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      for (const [name, schema] of Object.entries(node.properties)) {
        if (isObject(schema)) fields.push({ where: `${where}.${name}`, name, schema });
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'example') visit(value, where);
  };
  for (const [name, schema] of Object.entries(doc.components as JsonObject)) {
    if (name === 'schemas' && isObject(schema))
      for (const [schemaName, node] of Object.entries(schema)) visit(node, schemaName);
  }
  for (const operation of operations) {
    for (const parameter of operation.parameters) {
      if (isObject(parameter.schema)) {
        fields.push({
          where: `${operation.operationId}?${String(parameter.name)}`,
          name: String(parameter.name),
          schema: parameter.schema,
        });
      }
    }
  }
  return fields;
}

const fields = allFields();
const named = (...names: string[]) => fields.filter((field) => names.includes(field.name));
const resolved = (schema: JsonObject): JsonObject => {
  const target = deref(doc, schema);
  return isObject(target) ? target : {};
};
const refOf = (schema: JsonObject): string | undefined =>
  typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;

describe('the contract agrees with itself', () => {
  it('caps guests per room at one limit wherever a room is searched, priced, booked, changed or entered', () => {
    // Inputs carry a maximum; what the API reports back (a reservation's guests) has none to compare.
    const adults = named('adults').filter((field) => resolved(field.schema).maximum !== undefined);
    const others = named(
      'children',
      'adult_companion',
      'kid_tier_A_companion',
      'men_count',
      'women_count',
    ).filter((field) => resolved(field.schema).maximum !== undefined);
    expect(adults.length).toBeGreaterThan(10);
    expect(others.length).toBeGreaterThan(10);
    const limits = (list: Field[]) =>
      list.map(
        (field) =>
          `${field.where}: ${String(resolved(field.schema).minimum)}..${String(resolved(field.schema).maximum)}`,
      );
    expect(limits(adults).filter((line) => !line.endsWith(': 1..99'))).toEqual([]);
    expect(limits(others).filter((line) => !line.endsWith(': 0..99'))).toEqual([]);
  });

  it("gives a room's kids tiers one shape, one code per child, with one code limit", () => {
    // The hotel's own list of tiers (`BookingWidgetInit.kids_tiers`) describes tiers; every other
    // `kids_tiers` says which tier each child of a room is in.
    const rooms = named('kids_tiers').filter((field) => field.where !== 'BookingWidgetInit.kids_tiers');
    expect(rooms.length).toBeGreaterThan(8);
    expect(
      rooms.filter((field) => refOf(field.schema) !== 'KidsTierCodes').map((field) => field.where),
    ).toEqual([]);
    const hotelTier = resolved({ $ref: '#/components/schemas/HotelKidsTier' });
    expect(isObject(hotelTier.properties) && refOf(hotelTier.properties.code as JsonObject)).toBe(
      'KidsTierCode',
    );
  });

  it('has one customer segment, whose ids the init and the tracking data read alike', () => {
    const segments = named('customer_segment').map((field) => {
      const schema = field.schema;
      const options = Array.isArray(schema.oneOf) ? schema.oneOf : [schema];
      return options.filter(isObject).map((option) => refOf(option) ?? option.type);
    });
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const options of segments) expect(options).toContain('CustomerSegment');
    const ids = [
      ...named('segment_ids').map((field) => refOf(resolved(field.schema).items as JsonObject)),
      ...named('icon_message_id').map((field) => refOf(field.schema)),
    ];
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids)).toEqual(new Set(['CustomerSegmentId']));
  });

  it('gives every chatbot user id the same pattern', () => {
    const patterns = named('user_id')
      .map((field) => resolved(field.schema).pattern)
      .filter((pattern) => pattern !== undefined);
    expect(patterns.length).toBeGreaterThanOrEqual(4);
    expect(new Set(patterns).size).toBe(1);
  });

  it('anchors every pattern at both ends, so a valid prefix cannot carry anything after it', () => {
    const loose: string[] = [];
    const visit = (node: Json | undefined, path: string) => {
      if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${path}[${index}]`));
      if (!isObject(node)) return;
      // A URL's pattern checks its scheme and host only: the rest of it is the URL's own syntax.
      const prefixOfUrl = node.format === 'uri' && String(node.pattern).startsWith('^');
      if (typeof node.pattern === 'string' && !prefixOfUrl && !/^\^.*\$$/s.test(node.pattern)) {
        loose.push(`${path}: ${node.pattern}`);
      }
      for (const [key, value] of Object.entries(node)) {
        if (key !== 'example' && key !== 'examples') visit(value, `${path}/${key}`);
      }
    };
    visit(doc, '#');
    expect(loose).toEqual([]);
  });

  describe('the calendar and the price check agree with the search', () => {
    const parameters = (operationId: string) =>
      new Set(
        operations
          .find((operation) => operation.operationId === operationId)
          ?.parameters.map((p) => String(p.name)),
      );
    const search = parameters('searchRooms');
    // How a search lists its results, not which plans it finds or what they cost.
    const listing = [
      'order',
      'type',
      'room_search_filters',
      'bookable',
      'search_next_available_date_if_no_result',
      'retry',
      'search_id',
      'price_displayed_total',
    ];
    const tracking = [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'campaignid',
      'adgroupid',
      'keyword',
      'gclid',
      'yclid',
      'medium',
      'source',
      'email_id',
      'google_site',
      'user_id',
    ];

    it('has the search parameters to compare', () => {
      expect(search.size).toBeGreaterThan(40);
      for (const name of [...listing, ...tracking]) expect(search).toContain(name);
    });

    it('lets the calendar take every search parameter that changes what is found or its price', () => {
      const calendar = parameters('getRoomAvailability');
      // The calendar's range and nights stand for the search's stay.
      const stay = ['checkin_date', 'checkout_date', 'search_type', 'nights'];
      const missing = [...search].filter(
        (name) => ![...listing, ...tracking, ...stay].includes(name) && !calendar.has(name),
      );
      expect(missing).toEqual([]);
    });

    it('lets the price check take every search parameter but how the results are listed', () => {
      const price = parameters('getRoomPrice');
      const missing = [...search].filter((name) => !listing.includes(name) && !price.has(name));
      expect(missing).toEqual([]);
    });
  });

  it('says where the currency is detected and in which order the client picks the currency in effect', () => {
    const init = resolved({ $ref: '#/components/schemas/BookingWidgetInit' });
    const detected = isObject(init.properties) ? init.properties.detected_currency : undefined;
    expect(isObject(detected) && String(detected.description)).toMatch(
      /temporary.*choice.*detected.*guesses.*hotel's/s,
    );
    const defaults = String(init.description);
    expect(defaults).toMatch(/JPY when a hotel names\s+none/);
    expect(defaults).toMatch(/1 hour/);
    expect(defaults).toMatch(/10 minutes/);
    expect(defaults).toMatch(/500 ms/);
  });
});
