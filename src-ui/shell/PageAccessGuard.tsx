import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import type { Feature } from '../../src-domain/permissions/feature-access.rules';
import { useInjection } from '../injection/use-injection';
import { PageAccessStore } from './page-access.store';

/** Shows `children` once the context brand opens `feature`; otherwise, after 3 checks, /dashboard. */
export const PageAccessGuard = observer(function PageAccessGuard({
  feature,
  children,
}: {
  readonly feature: Feature | undefined;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const guard = useInjection(PageAccessStore);
  useEffect(() => {
    if (feature) void guard.check(feature);
  }, [guard, feature]);
  if (!feature) return <>{children}</>;
  if (guard.access === 'denied') return <Navigate to={Routes.dashboard} replace />;
  if (guard.access === 'checking') {
    return <div className="screen-loading" role="status" aria-label={t('shell.checkingAccess')} />;
  }
  return <>{children}</>;
});
