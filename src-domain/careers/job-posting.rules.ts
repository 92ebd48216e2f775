import type { EmploymentType, PayPeriod } from './position-draft.rules';

/** What a public position page says about one position (the careers read model). */
export interface PublicPosition {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  readonly employmentType: EmploymentType | undefined;
  /** Minor units of `currency`; undefined when no pay range is given. */
  readonly pay: { readonly min: number; readonly max: number; readonly period: PayPeriod } | undefined;
  readonly description: string;
  /** ISO 8601 instant the position was opened. */
  readonly postedAt: string;
  readonly location: {
    readonly id: number;
    readonly name: string;
    readonly address: string | undefined;
  };
}

/**
 * The schema.org JobPosting of a position (structured data for job search engines), as a plain
 * object; `url` is the absolute address of its page, `currency` an ISO 4217 code and
 * `minorUnits` its decimals (2 for USD).
 */
export function jobPostingData(
  position: PublicPosition,
  brand: { readonly name: string },
  url: string,
  currency: string,
  minorUnits = 2,
): Record<string, unknown> {
  const scale = 10 ** minorUnits;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.title,
    description: position.description === '' ? position.title : position.description,
    datePosted: position.postedAt.slice(0, 10),
    url,
    identifier: { '@type': 'PropertyValue', name: brand.name, value: String(position.id) },
    hiringOrganization: { '@type': 'Organization', name: brand.name },
    jobLocation: {
      '@type': 'Place',
      name: position.location.name,
      address: position.location.address ?? position.location.name,
    },
    ...(position.employmentType ? { employmentType: position.employmentType } : {}),
    ...(position.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: position.pay.min / scale,
              maxValue: position.pay.max / scale,
              unitText: position.pay.period,
            },
          },
        }
      : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>`, `&` and the line and
 * paragraph separators are written as \u escapes, so no stored text (a title with
 * `</script>`) can end the element or open markup. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * The slug of a brand's careers page from its name: lower-case ASCII letters and digits in
 * words joined by `-` ("Harbor Grill" → "harbor-grill"); empty when nothing is left.
 */
export function careersSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
