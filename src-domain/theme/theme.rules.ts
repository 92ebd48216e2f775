import type { Brand } from '../brands/brand.model';
import { brandHasService } from '../brands/brand-type.rules';

/** An sRGB colour as 'r,g,b' (each 0–255), the form CSS variables use: `rgb(var(--accent))`. */
export type RgbText = string;

export const DEFAULT_HEADER_COLOR: RgbText = '255,255,255';
export const DEFAULT_ACCENT_COLOR: RgbText = '0,136,221';

/**
 * The profile scheme of a brand (wire shape of GET /v1/employers/profile_scheme and
 * GET /v1/js_dashboard/profile_scheme); `brand_id` is the brand it belongs to, null for none.
 */
export interface ProfileScheme {
  readonly brand_id?: number | null;
  readonly scheme_settings?: {
    readonly background_color?: string | null;
    readonly accent_color?: string | null;
  } | null;
  readonly profile_image?: { readonly uuid?: string; readonly path?: string } | null;
  readonly rectangle_profile_image?: { readonly uuid?: string; readonly path?: string } | null;
}

/** The header theme: light on white, the dark 'tent' theme on any other colour. */
export type HeaderTheme = 'light' | 'tent';

/** The resolved colours ('r,g,b') and header theme. */
export interface Theme {
  readonly headerColor: RgbText;
  readonly accentColor: RgbText;
  readonly headerTheme: HeaderTheme;
}

/**
 * A colour as 'r,g,b', from 'r,g,b', 'rgb(r, g, b)', '#rgb' or '#rrggbb'; `undefined` when
 * unreadable or out of range. Never throws.
 */
export function toRgbText(value: string | null | undefined): RgbText | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!;
    return digits.map((pair) => parseInt(pair, 16)).join(',');
  }
  const rgb = /^(?:rgb\()?\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)?$/.exec(text);
  if (!rgb) return undefined;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  return channels.every((channel) => channel <= 255) ? channels.join(',') : undefined;
}

/** 'light' for a white header, 'tent' (dark) otherwise. */
export function headerThemeOf(headerColor: RgbText): HeaderTheme {
  return headerColor === DEFAULT_HEADER_COLOR ? 'light' : 'tent';
}

/**
 * The theme (spec 000 §4, 001 §3): defaults (white header, accent 0,136,221), unless the user is an
 * employer whose brand has the MICE service, who gets the scheme's readable colours.
 */
export function resolveTheme(input: {
  readonly isEmployer: boolean;
  readonly brand: Pick<Brand, 'services'> | undefined;
  readonly scheme: ProfileScheme | undefined;
}): Theme {
  const themed = input.isEmployer && brandHasService(input.brand, 'MICE');
  const settings = themed ? input.scheme?.scheme_settings : undefined;
  const headerColor = toRgbText(settings?.background_color) ?? DEFAULT_HEADER_COLOR;
  const accentColor = toRgbText(settings?.accent_color) ?? DEFAULT_ACCENT_COLOR;
  return { headerColor, accentColor, headerTheme: headerThemeOf(headerColor) };
}

/**
 * The colours of the brand a job seeker entered through (GET /v1/js_dashboard/profile_scheme):
 * `brandId` undefined when the user has no entry brand, and then the default colours.
 */
export interface EntryBrandScheme {
  readonly brandId: number | undefined;
  readonly headerColor: RgbText;
  readonly accentColor: RgbText;
}

/** The entry brand's readable colours, each falling back to its default. Never throws. */
export function entryBrandScheme(scheme: ProfileScheme): EntryBrandScheme {
  const settings = scheme.scheme_settings;
  return {
    brandId: typeof scheme.brand_id === 'number' && scheme.brand_id > 0 ? scheme.brand_id : undefined,
    headerColor: toRgbText(settings?.background_color) ?? DEFAULT_HEADER_COLOR,
    accentColor: toRgbText(settings?.accent_color) ?? DEFAULT_ACCENT_COLOR,
  };
}
