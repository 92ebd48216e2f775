import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BrandContextStore } from '../../brands/brand-context.store';
import { useInjection } from '../../injection/use-injection';
import { SettingsGate } from '../../settings/SettingsGate';
import { TagManager } from './TagManager';
import './tags.css';

/** The permission the tag manager needs on the brand (asked through the settings gate). */
export const MANAGE_TAGS = 'MANAGE_TAGS';

/**
 * settings/{path?}/tags: the tag manager of the brand `path` (a brand id), or of the context
 * brand without one, behind the per-brand authorisation check for MANAGE_TAGS.
 */
const TagManagerScreen = observer(function TagManagerScreen() {
  const { t } = useTranslation();
  const { path } = useParams();
  const brands = useInjection(BrandContextStore);
  const fromPath = path !== undefined && /^[1-9][0-9]{0,14}$/.test(path) ? Number(path) : undefined;
  const brandId = fromPath ?? brands.activeBrand?.id;
  return (
    <div className="tags-screen">
      <h1 id="tag-manager-title">{t('tags.manager.title')}</h1>
      {brandId === undefined ? (
        <p>{t('tags.manager.noBrand')}</p>
      ) : (
        <SettingsGate brandId={brandId} requiredPermissions={[MANAGE_TAGS]}>
          <TagManager brandId={brandId} />
        </SettingsGate>
      )}
    </div>
  );
});

export default TagManagerScreen;
