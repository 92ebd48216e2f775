import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import type { PageNeed } from '../../src-domain/permissions/page-access.rules';
import { useInjection } from '../injection/use-injection';
import { PageAccessStore } from './page-access.store';

/**
 * Shows `children` once the page's `need` is met; otherwise, after the guard's checks,
 * /dashboard. `page` names the page (its route pattern): until the check of this page answers,
 * nothing below is mounted, so a denied page never fires its reads. `SIGNED_IN` needs no check.
 */
export const PageAccessGuard = observer(function PageAccessGuard({
  need,
  page,
  pending,
  children,
}: {
  readonly need: PageNeed;
  readonly page: string;
  /** Shown while the check runs (the signed-in frame's main area); a loader otherwise. */
  readonly pending?: ReactNode;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const guard = useInjection(PageAccessStore);
  const key = `${need} ${page}`;
  useEffect(() => {
    if (need !== 'SIGNED_IN') void guard.check(need, key);
  }, [guard, need, key]);
  if (need === 'SIGNED_IN') return <>{children}</>;
  const access = guard.accessOf(key);
  if (access === 'denied') return <Navigate to={Routes.dashboard} replace />;
  if (access === 'checking') {
    return pending ?? <div className="screen-loading" role="status" aria-label={t('shell.checkingAccess')} />;
  }
  return <>{children}</>;
});
