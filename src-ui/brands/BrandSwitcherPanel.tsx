import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Dialog } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../src-domain/brands/brand.model';
import type { BrandMatches, BrandTree } from '../../src-domain/brands/brand-tree.rules';
import { FavouriteStar } from './FavouriteStar';
import { NO_OPTION, optionAfterKey } from './switcher-keys';
import { SWITCHER_ROW_HEIGHT, SwitcherListbox, switcherOptionId, type OptionLabels } from './SwitcherListbox';

const NO_MATCHES: BrandMatches = { brands: [], total: 0 };

/**
 * The brand switcher's open panel (spec 000 §2): a search field over a listbox of the brands,
 * filtered as the user types (BrandTree.firstMatches: one pass over names folded once per tree,
 * about 1–2 ms for 20 000 locations), in the keystroke's own render. Every match is an option (the
 * list is virtual: only the visible rows exist), and the count line says how many there are.
 *
 * The WAI-ARIA combobox pattern, written out (react-aria's Autocomplete/ListBox rebuilt a
 * collection of every option per keystroke: 40–90 ms with 20 000 locations): focus goes to the
 * search field and stays there; ↑/↓, PageUp/PageDown, Home/End move the option in focus
 * (`aria-activedescendant`, switcher-keys.ts); typing leaves no option in focus, so the first ↓ is
 * always the first match; Enter or a click chooses; Escape closes (the popover's). The dialog, the
 * popover and where focus goes back to stay react-aria's (BrandSwitcher).
 *
 * The search term and the option in focus live inside the dialog (SwitcherSearch): a keystroke
 * re-renders that only, not the dialog or the header's trigger. The favourite star of the option
 * in focus sits below the list (options hold no buttons).
 */
export function BrandSwitcherPanel(props: SwitcherProps) {
  const { t } = useTranslation();
  return (
    <Dialog className="brand-switcher__dialog" aria-label={t('brands.list')}>
      <SwitcherSearch {...props} />
    </Dialog>
  );
}

interface SwitcherProps {
  readonly tree: BrandTree | undefined;
  readonly activeId: number | undefined;
  readonly onChoose: (brand: Brand) => void;
}

/** The search field, the count line, the listbox and the footer of the switcher's dialog. */
function SwitcherSearch({ tree, activeId, onChoose }: SwitcherProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [focusedIndex, setFocusedIndex] = useState(NO_OPTION);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  const { brands: options, total } = useMemo(
    () => tree?.firstMatches(term, Number.POSITIVE_INFINITY) ?? NO_MATCHES,
    [tree, term],
  );
  const focused = focusedIndex === NO_OPTION ? undefined : options[focusedIndex];
  const labels = useMemo<OptionLabels>(
    () => ({
      group: t('brands.group'),
      location: t('brands.location'),
      starred: t('brandData.favourites.starred'),
    }),
    [t],
  );

  const type = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setTerm(event.target.value);
    setFocusedIndex(NO_OPTION);
    // New matches are read from the top (rare: only after the list was scrolled).
    if (listRef.current && listRef.current.scrollTop !== 0) listRef.current.scrollTop = 0;
  }, []);
  const navigate = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (!focused) return;
      event.preventDefault();
      onChoose(focused);
      return;
    }
    const modified = event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
    const page = Math.floor((listRef.current?.clientHeight ?? 0) / SWITCHER_ROW_HEIGHT);
    const next = optionAfterKey(event.key, modified, focusedIndex, options.length, page);
    if (next === undefined) return;
    event.preventDefault();
    setFocusedIndex(next);
  };

  return (
    <>
      {/* A combobox in the WAI-ARIA sense: it drives the listbox below. The panel opens for
          typing: focus goes straight to the search field. */}
      <input
        type="search"
        role="combobox"
        aria-label={t('brands.search')}
        aria-controls={listId}
        aria-expanded="true"
        aria-autocomplete="list"
        aria-activedescendant={focused && switcherOptionId(listId, focused)}
        className="brand-switcher__search"
        placeholder={t('brands.search')}
        autoComplete="off"
        spellCheck={false}
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={term}
        onChange={type}
        onKeyDown={navigate}
      />
      {/* Until the tree is in, the count line says so: 'Brands shown: 0' would read as none. */}
      <p className="brand-switcher__count" role="status">
        {tree ? t('brands.count', { count: total }) : t('brands.loading')}
      </p>
      <SwitcherListbox
        id={listId}
        label={t('brands.list')}
        options={options}
        focusedIndex={focusedIndex}
        activeId={activeId}
        labels={labels}
        listRef={listRef}
        onChoose={onChoose}
      />
      {focused && (
        <div className="brand-switcher__footer">
          <FavouriteStar brand={focused} />
          <span className="brand-switcher__footer-name" aria-hidden="true">
            {focused.name}
          </span>
        </div>
      )}
    </>
  );
}
