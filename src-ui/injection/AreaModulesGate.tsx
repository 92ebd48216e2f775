import { use, type ReactNode } from 'react';
import { AreaModulesPort } from './area-modules.port';
import { useInjection } from './use-injection';

/**
 * Renders its children once the signed-in areas are bound in the container (suspends until
 * then; needs a Suspense boundary above, and an error boundary for a chunk that fails to load).
 */
export function AreaModulesGate({ children }: { children: ReactNode }) {
  const areas = useInjection(AreaModulesPort);
  if (!areas.loaded) use(areas.load());
  return <>{children}</>;
}
