import { useContext } from 'react';
import type { Token } from '../../src-domain/shared/token';
import { InjectionContext } from './injection-context';

/**
 * The one way a view gets a store or service: `useInjection(LanguageStore)`.
 * Throws when no container is provided or nothing is bound to the token (a wiring bug).
 */
export function useInjection<T>(identifier: Token<T> | (abstract new (...args: never[]) => T)): T {
  const resolver = useContext(InjectionContext);
  if (!resolver) throw new Error('useInjection: no InjectionContext provider above this component');
  return resolver.get<T>(identifier as symbol);
}
