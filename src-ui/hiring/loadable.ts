/** A read as a screen shows it: loading (skeleton), loaded, or failed (error panel with retry). */
export type Loadable<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'failed'; readonly code: string | undefined };

/** The server's error code of a failed call, when it carried one. */
export function failureCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'serverCode' in error) {
    const code = (error as { serverCode?: unknown }).serverCode;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
