import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import type { Brand } from '../../src-domain/brands/brand.model';
import { useInjection } from '../injection/use-injection';
import { useDismiss } from '../widgets/popup/use-dismiss';
import { BrandContextStore } from './brand-context.store';
import { FavouriteStar } from './FavouriteStar';
import { useBrandSwitch } from './use-brand-switch';

/** Height of one option in px (the list is virtual: only the visible rows exist). */
const ROW_HEIGHT = 40;

/**
 * The employer's brand switcher (spec 000 §2): a button naming the context brand opens a
 * listbox of every brand, filtered as the user types (BrandTree.search, one pass over
 * pre-lowered names) and virtualised, so 20 000 locations stay quick. Arrow keys move, Enter
 * chooses; choosing makes the brand the context and goes to /dashboard.
 */
export const BrandSwitcher = observer(function BrandSwitcher() {
  const brands = useInjection(BrandContextStore);
  const { t } = useTranslation();
  const switchBrand = useBrandSwitch();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const deferredTerm = useDeferredValue(term);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const tree = brands.status === 'ready' ? brands.tree : undefined;

  const options: readonly Brand[] = useMemo(() => {
    if (!tree) return [];
    return deferredTerm.trim() === '' ? tree.flatten() : tree.search(deferredTerm);
  }, [tree, deferredTerm]);

  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 320, height: 360 },
  });

  useDismiss(open, [rootRef], () => setOpen(false));

  const choose = (brand: Brand) => {
    setOpen(false);
    setTerm('');
    void switchBrand(brand.id, brand.name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = Math.max(
        0,
        Math.min(options.length - 1, highlighted + (event.key === 'ArrowDown' ? 1 : -1)),
      );
      setHighlighted(next);
      virtualizer.scrollToIndex(next);
    } else if (event.key === 'Enter') {
      const brand = options[highlighted];
      if (brand) choose(brand);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const active = brands.activeBrand;
  return (
    <div className="brand-switcher" ref={rootRef}>
      <button
        type="button"
        className="brand-switcher__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
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
      </button>
      {open && (
        <div className="brand-switcher__panel">
          <input
            type="search"
            className="brand-switcher__search"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options[highlighted] ? `${listId}-${options[highlighted].id}` : undefined}
            aria-label={t('brands.search')}
            placeholder={t('brands.search')}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setHighlighted(0);
            }}
            onKeyDown={onKeyDown}
            // The panel opens for typing: focus goes straight to the search field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <p className="brand-switcher__count" role="status">
            {t('brands.count', { count: options.length })}
          </p>
          <div
            ref={listRef}
            className="brand-switcher__list"
            id={listId}
            role="listbox"
            aria-label={t('brands.list')}
          >
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const brand = options[item.index]!;
                const selected = brand.id === active?.id;
                return (
                  <div
                    key={brand.id}
                    id={`${listId}-${brand.id}`}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    className={`brand-switcher__option${item.index === highlighted ? ' is-highlighted' : ''}`}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      right: 0,
                      height: ROW_HEIGHT,
                      transform: `translateY(${item.start}px)`,
                    }}
                    onClick={() => choose(brand)}
                    onKeyDown={(event) => event.key === 'Enter' && choose(brand)}
                    onMouseEnter={() => setHighlighted(item.index)}
                  >
                    <span className="brand-switcher__option-name">
                      {brand.is_favourite && (
                        <span className="brand-switcher__starred" aria-hidden="true">
                          ★{' '}
                        </span>
                      )}
                      {brand.name}
                      {brand.is_favourite && (
                        <span className="visually-hidden">{t('brandData.favourites.starred')}</span>
                      )}
                    </span>
                    <span className="brand-switcher__option-type">
                      {isTopLevelType(brand.type) ? t('brands.group') : t('brands.location')}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
          {/* The star of the highlighted brand sits outside the listbox: options hold no buttons. */}
          {options[highlighted] && (
            <div className="brand-switcher__footer">
              <FavouriteStar brand={options[highlighted]} />
              <span className="brand-switcher__footer-name" aria-hidden="true">
                {options[highlighted].name}
              </span>
            </div>
          )}
        </div>
      )}
    </div>
  );
});
