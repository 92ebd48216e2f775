/** What a dashboard read is: loading (skeleton rows), loaded, or failed (with a retry). */
export type Loadable<T> =
  { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly value: T } | { readonly kind: 'failed' };

/** How long a dashboard's `prefetch` stays for the dashboard's own `load` to adopt, ms. */
export const PREFETCH_ADOPTION_MS = 10_000;
