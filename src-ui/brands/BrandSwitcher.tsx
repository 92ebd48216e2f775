import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  ListLayout,
  Popover,
  TextField,
  Virtualizer,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import type { Brand } from '../../src-domain/brands/brand.model';
import { useInjection } from '../injection/use-injection';
import { POPUP_OFFSET } from '../widgets/popup/popup-position';
import { BrandContextStore } from './brand-context.store';
import { FavouriteStar } from './FavouriteStar';
import { useBrandSwitch } from './use-brand-switch';

/** Height of one option in px (the list is virtual: only the visible rows exist). */
const ROW_HEIGHT = 40;

/**
 * Most options the list holds. react-aria builds its collection from every item it is given
 * (the virtualizer only limits what is painted): 20 000 items cost seconds per keystroke, 100
 * stay within a frame. The count line says how many match; typing narrows.
 */
export const MAX_SWITCHER_OPTIONS = 100;

/**
 * The employer's brand switcher (spec 000 §2): a button naming the context brand opens a panel
 * with a search field over a listbox of the brands, filtered as the user types (BrandTree.firstMatches:
 * one pass over names folded once per tree), at most MAX_SWITCHER_OPTIONS of them ("100 of 20 221"),
 * virtualised, filtered in the keystroke's own render, so 20 000 locations stay within a frame.
 *
 * On react-aria-components (a dialog holding an autocomplete): focus goes to the search field,
 * ↑/↓ move through the options (the field keeps focus, `aria-activedescendant` names the option;
 * typing leaves no option in focus, so the first ↓ is always the first match), Enter chooses. Escape, a click outside and choosing close the panel and give focus back to the
 * button, never to `<body>`. Choosing makes the brand the context and goes to /dashboard.
 */
export const BrandSwitcher = observer(function BrandSwitcher() {
  const brands = useInjection(BrandContextStore);
  const { t } = useTranslation();
  const switchBrand = useBrandSwitch();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState<Brand | undefined>(undefined);
  const tree = brands.status === 'ready' ? brands.tree : undefined;

  const { brands: options, total } = useMemo(
    () => tree?.firstMatches(term, MAX_SWITCHER_OPTIONS) ?? { brands: [] as readonly Brand[], total: 0 },
    [tree, term],
  );

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTerm('');
      setFocused(undefined);
    }
  };
  const choose = (brand: Brand) => {
    openChange(false);
    void switchBrand(brand.id, brand.name);
  };
  const byId = useMemo(() => new Map(options.map((brand) => [brand.id, brand])), [options]);

  const active = brands.activeBrand;
  return (
    <div className="brand-switcher">
      <DialogTrigger isOpen={open} onOpenChange={openChange}>
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
          <Dialog className="brand-switcher__dialog" aria-label={t('brands.list')}>
            {/* No option is in focus until ↓/↑ (the library's "focus the first match while typing"
                once raced a deferred filter): ↓ always lands on the first match. */}
            <Autocomplete inputValue={term} onInputChange={setTerm} disableAutoFocusFirst>
              {/* The panel opens for typing: focus goes straight to the search field. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <TextField aria-label={t('brands.search')} autoFocus>
                {/* A combobox in the WAI-ARIA sense: it drives the listbox below. */}
                <Input
                  type="search"
                  role="combobox"
                  aria-expanded="true"
                  className="brand-switcher__search"
                  placeholder={t('brands.search')}
                />
              </TextField>
              <p className="brand-switcher__count" role="status">
                {total > options.length
                  ? t('brands.countOf', { shown: options.length, count: total })
                  : t('brands.count', { count: options.length })}
              </p>
              <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT }}>
                <ListBox
                  className="brand-switcher__list"
                  aria-label={t('brands.list')}
                  items={options}
                  onAction={(key) => {
                    const brand = byId.get(Number(key));
                    if (brand) choose(brand);
                  }}
                >
                  {(brand) => (
                    <ListBoxItem
                      id={brand.id}
                      textValue={brand.name}
                      className={`brand-switcher__option${brand.id === active?.id ? ' is-current' : ''}`}
                    >
                      {({ isFocused }) => (
                        <>
                          <FocusedReporter focused={isFocused} onFocused={() => setFocused(brand)} />
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
                        </>
                      )}
                    </ListBoxItem>
                  )}
                </ListBox>
              </Virtualizer>
            </Autocomplete>
            {/* The star of the option in focus sits outside the listbox: options hold no buttons. */}
            {focused && (
              <div className="brand-switcher__footer">
                <FavouriteStar brand={focused} />
                <span className="brand-switcher__footer-name" aria-hidden="true">
                  {focused.name}
                </span>
              </div>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
});

/** Tells the switcher which option has the (virtual) focus, for the star below the list. */
function FocusedReporter({
  focused,
  onFocused,
}: {
  readonly focused: boolean;
  readonly onFocused: () => void;
}) {
  useEffect(() => {
    if (focused) onFocused();
  }, [focused, onFocused]);
  return null;
}
