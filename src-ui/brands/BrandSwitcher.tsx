import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { Button, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../src-domain/brands/brand.model';
import { useInjection } from '../injection/use-injection';
import { POPUP_OFFSET } from '../widgets/popup/popup-position';
import { BrandContextStore } from './brand-context.store';
import { BrandSwitcherPanel } from './BrandSwitcherPanel';
import { useBrandSwitch } from './use-brand-switch';

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
        <Button className="brand-switcher__toggle">
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
          <BrandSwitcherPanel tree={tree} activeId={active?.id} onChoose={choose} />
        </Popover>
      </DialogTrigger>
    </div>
  );
});
