/** What a dashboard read is: loading (skeleton rows), loaded, or failed (with a retry). */
export type Loadable<T> =
  { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly value: T } | { readonly kind: 'failed' };
