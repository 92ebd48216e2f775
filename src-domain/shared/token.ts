/**
 * A typed token: a plain Symbol that carries the type it stands for, so an interface and its
 * token can share one name (`export interface ClockPort …; export const ClockPort = token<ClockPort>(…)`).
 * The domain never imports the container; the composition root binds these symbols.
 */
export type Token<T> = symbol & { readonly __type?: T };

export function token<T>(description: string): Token<T> {
  return Symbol.for(description) as Token<T>;
}
