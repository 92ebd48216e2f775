import type { RgbText } from '../theme/theme.rules';
import type { EmploymentType, PayPeriod } from './position-draft.rules';

/** The brand a careers page belongs to, with its profile scheme's colours ('r,g,b'). */
export interface CareersBrand {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  /** ISO 4217 code of the pay ranges. */
  readonly currency: string;
  readonly headerColor: RgbText;
  readonly accentColor: RgbText;
}

/** A pay range in minor units of the brand's currency. */
export interface PayRange {
  readonly min: number;
  readonly max: number;
  readonly period: PayPeriod;
}

export interface CareersPositionSummary {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  readonly employmentType: EmploymentType | undefined;
  /** Undefined when the position names no pay. */
  readonly pay: PayRange | undefined;
  /** ISO 8601 instant the position was opened. */
  readonly postedAt: string;
}

export interface CareersPlace {
  readonly id: number;
  readonly name: string;
  readonly address: string | undefined;
  /** Degrees (WGS 84); undefined when the location has no coordinates. */
  readonly latitude: number | undefined;
  readonly longitude: number | undefined;
}

export interface CareersLocation extends CareersPlace {
  readonly positions: readonly CareersPositionSummary[];
}

export interface CareersPositionDetail extends CareersPositionSummary {
  /** PAUSED: the page is shown, applications are refused. */
  readonly status: 'OPEN' | 'PAUSED';
  /** Plain text; line breaks are the only formatting. */
  readonly description: string;
  readonly location: CareersPlace;
  readonly questions: readonly { readonly id: string; readonly text: string }[];
  /** What to text where to apply by SMS (issue #38); undefined when the position has no code. */
  readonly textToApply?: { readonly code: string; readonly phone: string };
}

/** What one server-rendered careers page shows (issue #38). */
export type CareersPageData =
  | {
      readonly kind: 'list';
      readonly brand: CareersBrand;
      readonly locations: readonly CareersLocation[];
    }
  | { readonly kind: 'position'; readonly brand: CareersBrand; readonly position: CareersPositionDetail }
  | { readonly kind: 'not-found' };
