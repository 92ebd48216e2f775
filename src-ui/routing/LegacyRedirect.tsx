import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { useInjection } from '../injection/use-injection';

/**
 * Paths that are not ours belong to the legacy application (spec 000 §2): the same path,
 * query and hash are opened there (through the navigation port).
 */
export function LegacyRedirect() {
  const { t } = useTranslation();
  const config = useInjection(AppConfig);
  const navigation = useInjection(NavigationPort);
  const { pathname, search, hash } = useLocation();
  const target = `${config.origins.legacyApp.replace(/\/$/, '')}${pathname}${search}${hash}`;
  useEffect(() => {
    navigation.redirect(target);
  }, [navigation, target]);
  return (
    <p className="legacy-redirect" role="status">
      {t('app.openingLegacy')}
    </p>
  );
}
