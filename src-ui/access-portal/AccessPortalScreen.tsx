import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Brand } from '../../src-domain/brands/brand.model';
import {
  ACCESS_PORTAL_ROOT,
  accessPortalPathOf,
  accessPortalPlaceOf,
} from '../../src-domain/permissions/access-portal-path.rules';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { accessPortalViews, type AccessPortalView } from '../../src-domain/permissions/access-portal.rules';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { FavouriteStar } from '../brands/FavouriteStar';
import { brandProfilePath } from '../brand-profile/brand-profile.path';
import { useInjection } from '../injection/use-injection';
import { useBrandSwitch } from '../brands/use-brand-switch';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

/** Brands listed per page of a view ("Show more" adds as many again). */
const VIEW_PAGE = 60;

/** Every brand below `entry`, depth first. */
function below(entry: Brand): Brand[] {
  return (entry.brands ?? []).flatMap((child) => [child, ...below(child)]);
}

/**
 * The brands a view lists (ours; spec 000 §6 names the views only): All, the entry brand's direct
 * children; Ownership's View, the group levels below the entry (the owning brands); Starred,
 * the user's favourites anywhere in the tree.
 */
function brandsOf(view: AccessPortalView, entry: Brand | undefined, all: readonly Brand[]): readonly Brand[] {
  if (view === 'STARRED') return all.filter((brand) => brand.is_favourite === true);
  if (!entry) return [];
  if (view === 'ALL') return entry.brands ?? [];
  return below(entry).filter((brand) => brand.type.toUpperCase().startsWith('GP-'));
}

/**
 * /access-portal/main/{path?} (spec 000 §4 step 4, §6): the top-level user's starting point. Its
 * views follow `accessPortalViews`; `{path}` opens a view and / or a brand of the tree as the
 * entry (accessPortalPlaceOf), an unknown one leads to the plain portal. A view lists 60 brands,
 * says how many of how many, and shows more on request. Choosing a brand makes it the context
 * and lands on /dashboard.
 */
const AccessPortalScreen = observer(function AccessPortalScreen() {
  const { t } = useTranslation();
  const brands = useInjection(BrandContextStore);
  const switchBrand = useBrandSwitch();
  const navigate = useNavigate();
  const place = accessPortalPlaceOf(useParams()['*'] ?? '');
  const placed = place?.brandId === undefined ? undefined : brands.tree?.find(place.brandId);
  const active = place?.brandId === undefined ? brands.activeBrand : placed;
  const storage = useInjection(KeyValueStoragePort);
  const views = accessPortalViews(active);
  // The last view chosen is kept under h_brands_list_active_tab (spec 001 §3) for the next visit.
  const [selected, setSelectedState] = useState<AccessPortalView | undefined>(
    () => storage.get(StorageKey.brandsListActiveTab) as AccessPortalView | undefined,
  );
  const setSelected = (next: AccessPortalView) => {
    setSelectedState(next);
    storage.set(StorageKey.brandsListActiveTab, next);
    navigate(accessPortalPathOf({ brandId: place?.brandId, view: next }), { replace: true });
  };
  const wanted = place?.view ?? selected;
  const view = wanted && views.includes(wanted) ? wanted : views[0]!;
  useEffect(() => {
    brands.ensureLoaded().catch(() => undefined);
  }, [brands]);
  const [shown, setShown] = useState(VIEW_PAGE);
  useEffect(() => setShown(VIEW_PAGE), [view, active]);
  const viewed = useMemo(() => brandsOf(view, active, brands.brands), [view, active, brands.brands]);
  const listed = viewed.slice(0, shown);
  if (!place || (place.brandId !== undefined && brands.tree && !placed)) {
    return <Navigate to={ACCESS_PORTAL_ROOT} replace />;
  }

  const choose = (brand: Brand) => void switchBrand(brand.id, brand.name);
  /** The chosen view's brands (every tab panel shows the same list, of the view chosen). */
  const renderPanel = (): ReactNode =>
    brands.status === 'failed' ? (
      <ReadFailure onRetry={() => void brands.load().catch(() => undefined)} />
    ) : brands.status !== 'ready' ? (
      <div className="screen-loading" role="status" aria-label={t('dashboard.loading')} />
    ) : listed.length === 0 ? (
      <p>{t('shell.accessPortal.empty')}</p>
    ) : (
      <>
        <ul className="access-portal__list">
          {listed.map((brand) => (
            <li key={brand.id} className="access-portal__card">
              <button type="button" className="access-portal__brand" onClick={() => choose(brand)}>
                <strong>{brand.name}</strong>
                <br />
                <span className="brand-switcher__option-type">
                  {t('shell.accessPortal.locations', { count: brand.brands?.length ?? 0 })}
                </span>
              </button>
              <div className="access-portal__card-actions">
                <FavouriteStar brand={brand} />
                {brand.brands?.length ? (
                  <Link
                    className="access-portal__profile-link"
                    to={accessPortalPathOf({ brandId: brand.id })}
                    aria-label={t('shell.accessPortal.browseOf', { name: brand.name })}
                  >
                    {t('shell.accessPortal.browse')}
                  </Link>
                ) : null}
                <Link
                  className="access-portal__profile-link"
                  to={brandProfilePath(brand.id)}
                  aria-label={t('brandData.profile.open', { name: brand.name })}
                >
                  {t('brandData.profile.link')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="access-portal__count">
          {t('shell.accessPortal.shown', { shown: listed.length, total: viewed.length })}
        </p>
        {viewed.length > listed.length ? (
          <Button variant="secondary" onClick={() => setShown(shown + VIEW_PAGE)}>
            {t('shell.accessPortal.more', { count: Math.min(VIEW_PAGE, viewed.length - listed.length) })}
          </Button>
        ) : null}
      </>
    );

  return (
    <section className="access-portal" aria-labelledby="access-portal-title">
      <h1 id="access-portal-title" className="dashboard__title">
        <IsolatedSentence
          sentence={(standIns) => t('shell.accessPortal.title', standIns)}
          values={{ name: active?.name ?? '' }}
        />
      </h1>
      {place.brandId === undefined ? null : (
        <p>
          <Link to={ACCESS_PORTAL_ROOT}>{t('shell.accessPortal.top')}</Link>
        </p>
      )}
      {/* Tabs on react-aria-components (WAI-ARIA tabs, automatic activation): the arrows follow
          the page's reading direction (AriaProviders), Home and End go to the ends. */}
      <Tabs
        selectedKey={view}
        onSelectionChange={(key) => setSelected(key as AccessPortalView)}
        className="access-portal__views"
      >
        <TabList className="access-portal__tabs" aria-label={t('shell.accessPortal.views')}>
          {views.map((candidate) => (
            <Tab key={candidate} id={candidate} className="access-portal__tab">
              {t(`shell.accessPortal.view.${candidate}`)}
            </Tab>
          ))}
        </TabList>
        {views.map((candidate) => (
          <TabPanel key={candidate} id={candidate} className="access-portal__panel">
            {renderPanel()}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
});
export default AccessPortalScreen;
