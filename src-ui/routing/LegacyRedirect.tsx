import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { legacyTarget } from '../../src-domain/navigation/legacy-target.rules';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { useInjection } from '../injection/use-injection';

/**
 * Paths that are not ours belong to the legacy application (spec 000 §2): the same path,
 * query and hash are opened there (through the navigation port), in the page's language.
 */
export function LegacyRedirect() {
  const { t, i18n } = useTranslation();
  const config = useInjection(AppConfig);
  const navigation = useInjection(NavigationPort);
  const { pathname, search, hash } = useLocation();
  const target = legacyTarget({
    legacyBase: config.origins.legacyApp,
    publicOrigin: config.origins.public,
    path: `${pathname}${search}${hash}`,
    language: i18n.language,
  });
  useEffect(() => {
    navigation.redirect(target);
  }, [navigation, target]);
  return (
    <p className="legacy-redirect" role="status">
      {t('app.openingLegacy')}
    </p>
  );
}
