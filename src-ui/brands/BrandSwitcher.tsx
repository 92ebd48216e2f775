import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../src-domain/brands/brand.model';
import { retryableOnce } from '../../src-domain/shared/retryable-once';
import { useInjection } from '../injection/use-injection';
import { POPUP_OFFSET } from '../widgets/popup/popup-position';
import { BrandContextStore } from './brand-context.store';
import type * as PanelModule from './BrandSwitcherPanel';
import { useBrandSwitch } from './use-brand-switch';

/**
 * The open panel's code (its virtual list with it) loads apart from the signed-in layout, which
 * every signed-in page waits for (issue #30): as soon as a pointer or focus comes to the toggle,
 * else at the first open (nothing is fetched unasked: its evaluation would land in whatever the
 * person is doing then, e.g. a drag on the week grid). A failed preload is forgotten, so the next
 * hover tries again; a failed render of the panel stays failed until the page reloads (React.lazy
 * keeps its rejection).
 */
const loadPanel = retryableOnce<typeof PanelModule>(
  () => import(/* webpackChunkName: "brand-switcher-panel" */ './BrandSwitcherPanel'),
);
const preloadPanel = () => void loadPanel().catch(() => undefined);
const BrandSwitcherPanel = lazy(() => loadPanel().then((module) => ({ default: module.BrandSwitcherPanel })));

/**
 * The employer's brand switcher (spec 000 §2): a button naming the context brand opens a panel
 * (BrandSwitcherPanel) with a search field over a listbox of the brands. Escape, a click outside
 * and choosing close the panel and give focus back to the button, never to `<body>`. Choosing
 * makes the brand the context and goes to /dashboard. The panel keeps its own search state, so
 * typing does not re-render this button; closing unmounts it, so it opens with an empty search.
 */
export const BrandSwitcher = observer(function BrandSwitcher() {
  const brands = useInjection(BrandContextStore);
  const { t } = useTranslation();
  const switchBrand = useBrandSwitch();
  const [open, setOpen] = useState(false);
  const tree = brands.status === 'ready' ? brands.tree : undefined;
  const active = brands.activeBrand;

  const choose = useCallback(
    (brand: Brand) => {
      setOpen(false);
      void switchBrand(brand.id, brand.name);
    },
    [switchBrand],
  );

  return (
    <div className="brand-switcher">
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          className="brand-switcher__toggle"
          onHoverStart={preloadPanel}
          onFocus={preloadPanel}
          onPressStart={preloadPanel}
        >
          {/* Shown instead of the label and name on a narrow screen (app-layout.css). */}
          <svg className="brand-switcher__icon" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M3 21V7l6-4 6 4v2h6v12zm2-2h2v-2H5zm0-4h2v-2H5zm0-4h2V9H5zm4 8h2v-2H9zm0-4h2v-2H9zm0-4h2V9H9zm4 8h6v-8h-6zm2-6h2v2h-2zm0 4h2v2h-2z"
            />
          </svg>
          <span className="brand-switcher__label">{t('brands.current')}</span>
          <span className="brand-switcher__name">{active?.name ?? t('brands.none')}</span>
        </Button>
        <Popover className="brand-switcher__panel" placement="bottom start" offset={POPUP_OFFSET}>
          <Suspense fallback={<PanelSkeleton />}>
            <BrandSwitcherPanel tree={tree} activeId={active?.id} onChoose={choose} />
          </Suspense>
        </Popover>
      </DialogTrigger>
    </div>
  );
});

/** The panel while its code loads: the same boxes (search field, count line, list), so nothing moves. */
function PanelSkeleton() {
  const { t } = useTranslation();
  return (
    <Dialog className="brand-switcher__dialog" aria-label={t('brands.list')}>
      <div className="brand-switcher__search-skeleton" aria-hidden="true">
        &nbsp;
      </div>
      <p className="brand-switcher__count-skeleton" role="status">
        {t('brands.loading')}
      </p>
      <div className="brand-switcher__list-skeleton" aria-hidden="true" />
    </Dialog>
  );
}
