/**
 * The body of `PATCH /__staykit/hotels/{code}/settings`, checked field by field against the limits of the
 * contract's `BookingWidgetSettings`, so that a patched init still matches the contract. Anything else is
 * one 400 `malformed_request` naming each field, and changes nothing.
 */
import { zPaymentGateway } from '@staykit/sdk/zod';
import type { WidgetSettingsPatch } from '../db/rows';
import { ApiError } from '../http/errors';

const MARKUP_MAX_LENGTH = 50_000;
const WARNING_MAX_LENGTH = 2000;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;
// An origin, or one wildcard level of subdomains, as the contract's `allowed_parent_origins` items.
const PARENT_ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;
const PARENT_ORIGINS_MAX = 20;

/** A value read, or why it was refused. */
type Read<T> = { readonly value: T } | { readonly problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function markup(value: unknown): Read<string | null> {
  if (value === null) return { value };
  if (typeof value !== 'string') return { problem: 'must be a string or null' };
  return value.length > MARKUP_MAX_LENGTH
    ? { problem: `must be at most ${MARKUP_MAX_LENGTH} characters` }
    : { value };
}

function flag(value: unknown): Read<boolean> {
  return typeof value === 'boolean' ? { value } : { problem: 'must be true or false' };
}

function colour(value: unknown): Read<string> {
  return typeof value === 'string' && COLOUR.test(value)
    ? { value }
    : { problem: 'must be a colour #RRGGBB' };
}

function warning(value: unknown): Read<WidgetSettingsPatch['global_warning']> {
  if (value === null) return { value };
  const shape = { problem: 'must be null or { "enabled": boolean, "message": string }' };
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'enabled' && key !== 'message')) {
    return shape;
  }
  const { enabled, message } = value;
  if (typeof enabled !== 'boolean' || typeof message !== 'string') return shape;
  return message.length > WARNING_MAX_LENGTH
    ? { problem: `message must be at most ${WARNING_MAX_LENGTH} characters` }
    : { value: { enabled, message } };
}

function parentOrigins(value: unknown): Read<string[]> {
  const shape = {
    problem: `must be a list of at most ${PARENT_ORIGINS_MAX} origins such as "https://www.hotel.example" or "https://*.hotel.example"`,
  };
  if (!Array.isArray(value) || value.length > PARENT_ORIGINS_MAX) return shape;
  const origins = value.filter(
    (origin): origin is string =>
      typeof origin === 'string' && origin.length <= 255 && PARENT_ORIGIN.test(origin),
  );
  return origins.length === value.length ? { value: origins } : shape;
}

const TAGS_MAX_LENGTH = 20_000;

function analytics(value: unknown): Read<NonNullable<WidgetSettingsPatch['analytics_setting']>> {
  const shape = {
    problem: `must be { "head_tags": string, "body_tags": string, "consent_required": boolean }, each string at most ${TAGS_MAX_LENGTH} characters`,
  };
  if (!isRecord(value)) return shape;
  const { head_tags, body_tags, consent_required, ...rest } = value;
  if (
    Object.keys(rest).length > 0 ||
    typeof head_tags !== 'string' ||
    typeof body_tags !== 'string' ||
    typeof consent_required !== 'boolean' ||
    head_tags.length > TAGS_MAX_LENGTH ||
    body_tags.length > TAGS_MAX_LENGTH
  ) {
    return shape;
  }
  return { value: { head_tags, body_tags, consent_required } };
}

const PAYMENT_GATEWAYS = zPaymentGateway.options;

const WIDGET_TYPES = ['embedded', 'standalone'] as const;

function widgetType(value: unknown): Read<NonNullable<WidgetSettingsPatch['booking_widget_type']>> {
  const type = WIDGET_TYPES.find((known) => known === value);
  return type ? { value: type } : { problem: 'must be "embedded" or "standalone"' };
}

const PROVIDER_KEYS = ['mock', 'sandbox'] as const;

function providerKeys(value: unknown): Read<NonNullable<WidgetSettingsPatch['payment_provider_keys']>> {
  const keys = PROVIDER_KEYS.find((known) => known === value);
  return keys ? { value: keys } : { problem: 'must be "mock" or "sandbox"' };
}

function gateway(value: unknown): Read<NonNullable<WidgetSettingsPatch['payment_gateway']>> {
  const known = PAYMENT_GATEWAYS.find((name) => name === value);
  return known ? { value: known } : { problem: `must be one of ${PAYMENT_GATEWAYS.join(', ')}` };
}

/** The reader of each setting the control changes. */
const READERS = {
  custom_header_html: markup,
  custom_header_css: markup,
  custom_footer_html: markup,
  custom_footer_css: markup,
  closeable: flag,
  header_enabled: flag,
  button_colour: colour,
  header_colour: colour,
  global_warning: warning,
  allowed_parent_origins: parentOrigins,
  show_guest_currency: flag,
  analytics_setting: analytics,
  booking_widget_type: widgetType,
  payment_gateway: gateway,
  payment_provider_keys: providerKeys,
} satisfies { [Name in keyof WidgetSettingsPatch]-?: (value: unknown) => Read<WidgetSettingsPatch[Name]> };

const isSetting = (name: string): name is keyof typeof READERS => Object.hasOwn(READERS, name);

/**
 * Reads a settings patch: every field one of the settings the control changes, with a value the contract
 * allows; otherwise one 400 `malformed_request` naming each field.
 *
 * @example
 * ```ts
 * readSettingsPatch({ closeable: false, button_colour: '#000000' }); // the same, typed
 * readSettingsPatch({ logo_url: 'x' }); // throws 400 naming logo_url
 * ```
 */
export function readSettingsPatch(body: unknown): WidgetSettingsPatch {
  if (!isRecord(body)) {
    throw new ApiError('malformed_request', {
      message: 'The body must be a JSON object of booking widget settings',
    });
  }
  const patch: WidgetSettingsPatch = {};
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of Object.entries(body)) {
    if (!isSetting(name)) {
      fields[name] = [`is not a setting this control changes (${Object.keys(READERS).join(', ')})`];
      continue;
    }
    const read = READERS[name](value);
    if ('problem' in read) fields[name] = [read.problem];
    // Each reader gives its own field's type.
    else Object.assign(patch, { [name]: read.value });
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError('malformed_request', {
      message: `Invalid settings: ${Object.keys(fields).join(', ')}`,
      fields,
    });
  }
  return patch;
}
