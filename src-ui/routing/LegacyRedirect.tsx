import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { useInjection } from '../injection/use-injection';

/**
 * Paths that are not ours belong to the legacy application (spec 000 §2): the same path,
 * query and hash are opened there, replacing this history entry.
 */
export function LegacyRedirect() {
  const { t } = useTranslation();
  const config = useInjection(AppConfig);
  const { pathname, search, hash } = useLocation();
  const target = `${config.origins.legacyApp.replace(/\/$/, '')}${pathname}${search}${hash}`;
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <p className="legacy-redirect" role="status">
      {t('app.openingLegacy')}
    </p>
  );
}
