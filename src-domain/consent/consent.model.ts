/** Cookie-consent categories (spec 001 §4); `necessary` is always on. */
export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Which categories are enabled; `necessary` is always true. */
export type ConsentState = Readonly<Record<ConsentCategory, boolean>>;

/** The stored storage policy (spec 001 §3): entries with a category code and an enabled flag. */
export interface StoragePolicyEntry {
  readonly code: string;
  readonly enabled: boolean;
}

/** The user's choice on the banner. */
export type ConsentChoice =
  | { readonly kind: 'allow-all' }
  | { readonly kind: 'deny' }
  | { readonly kind: 'allow-chosen'; readonly categories: readonly ConsentCategory[] };
