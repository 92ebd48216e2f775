import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { SettingsAccessStore } from './settings-access.store';
import { BoxSkeleton } from '../widgets/skeleton/BoxSkeleton';
import './settings.css';

export interface SettingsGateProps {
  readonly brandId: number;
  readonly requiredPermissions: readonly string[];
  readonly permissionCategory?: string;
  readonly children: ReactNode;
}

/**
 * Opens a settings screen only when the server says the caller holds `requiredPermissions` on
 * the brand (GET /v1/brands/{id}/permissions/is_authorized, spec 001 §6): a skeleton while it
 * asks, a failure panel with a retry when the call fails, a "no access" panel when refused.
 */
export const SettingsGate = observer(function SettingsGate({
  brandId,
  requiredPermissions,
  permissionCategory,
  children,
}: SettingsGateProps) {
  const { t } = useTranslation();
  const store = useInjection(SettingsAccessStore);
  const permissionsKey = requiredPermissions.join(',');
  // Asked again only when what is asked changes, not when the caller passes a new array.
  const question = useMemo(
    () => ({
      brandId,
      requiredPermissions: permissionsKey.split(','),
      ...(permissionCategory === undefined ? {} : { permissionCategory }),
    }),
    [brandId, permissionsKey, permissionCategory],
  );
  useEffect(() => {
    void store.check(question);
  }, [store, question]);

  const answer = store.answerTo(question);
  if (answer.kind === 'loading') {
    return <BoxSkeleton className="settings-gate__skeleton" label={t('settings.gate.checking')} />;
  }
  if (answer.kind === 'failed') {
    return (
      <ReadFailure message={t('settings.gate.failed')} onRetry={() => void store.check(question, true)} />
    );
  }
  if (!answer.value) {
    return (
      <section className="settings-gate__refused" aria-labelledby="settings-gate-refused">
        <h1 id="settings-gate-refused">{t('settings.gate.refusedTitle')}</h1>
        <p>{t('settings.gate.refused')}</p>
        <Link to="/dashboard">{t('settings.gate.home')}</Link>
      </section>
    );
  }
  return <>{children}</>;
});
