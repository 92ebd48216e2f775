import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  Autocomplete,
  Collection,
  Dialog,
  Input,
  ListBox,
  ListBoxItem,
  ListLayout,
  SelectableCollectionContext,
  TextField,
  Virtualizer,
  type Key,
  type SelectableCollectionContextValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import type { Brand } from '../../src-domain/brands/brand.model';
import type { BrandTree } from '../../src-domain/brands/brand-tree.rules';
import { FavouriteStar } from './FavouriteStar';

/** Height of one option in px (the list is virtual: only the visible rows exist). */
const ROW_HEIGHT = 40;

/**
 * Most options the list holds. react-aria builds its collection from every item it is given
 * (the virtualizer only limits what is painted): 20 000 items cost seconds per keystroke, 100
 * stay within a frame. The count line says how many match; typing narrows.
 */
export const MAX_SWITCHER_OPTIONS = 100;

/** The translated words every option row shows, looked up once per language, not per row. */
interface OptionLabels {
  readonly group: string;
  readonly location: string;
  readonly starred: string;
}

/**
 * The brand switcher's open panel (spec 000 §2): a search field over a listbox of the brands,
 * filtered as the user types (BrandTree.firstMatches: one pass over names folded once per tree),
 * at most MAX_SWITCHER_OPTIONS of them ("100 of 20 221"), virtualised, filtered in the
 * keystroke's own render.
 *
 * The search term and the option in focus live here, inside the popover: a keystroke re-renders
 * the panel only, not the header's trigger. The list's props stay the same while typing (the
 * matches go through MatchesContext), so the visible rows render once per keystroke, with the new
 * collection. Option rows are memoised and their words translated once per language.
 *
 * On react-aria-components (a dialog holding an autocomplete): focus goes to the search field,
 * ↑/↓ move through the options (the field keeps focus, `aria-activedescendant` names the option;
 * typing leaves no option in focus, so the first ↓ is always the first match), Enter chooses.
 */
export function BrandSwitcherPanel({
  tree,
  activeId,
  onChoose,
}: {
  readonly tree: BrandTree | undefined;
  readonly activeId: number | undefined;
  readonly onChoose: (brand: Brand) => void;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [focused, setFocused] = useState<Brand | undefined>(undefined);

  const { brands: options, total } = useMemo(
    () => tree?.firstMatches(term, MAX_SWITCHER_OPTIONS) ?? { brands: [] as readonly Brand[], total: 0 },
    [tree, term],
  );
  const act = useCallback(
    (key: Key) => {
      const brand = tree?.find(Number(key));
      if (brand) onChoose(brand);
    },
    [tree, onChoose],
  );
  const labels = useMemo<OptionLabels>(
    () => ({
      group: t('brands.group'),
      location: t('brands.location'),
      starred: t('brandData.favourites.starred'),
    }),
    [t],
  );

  return (
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
        <MatchesContext.Provider value={options}>
          <SwitcherList labels={labels} activeId={activeId} onAction={act} onFocused={setFocused} />
        </MatchesContext.Provider>
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
  );
}

/** The brands the list shows (the current matches), handed to the collection below the list's props. */
const MatchesContext = createContext<readonly Brand[]>([]);

/**
 * The listbox, virtualised. Its props do not change while the user types: the matches reach the
 * collection through MatchesContext, so a keystroke first rebuilds only react-aria's collection
 * (rendered apart, off screen) and the visible rows render once, when the new collection arrives,
 * not a second time with the old one.
 */
const SwitcherList = memo(function SwitcherList({
  labels,
  activeId,
  onAction,
  onFocused,
}: {
  readonly labels: OptionLabels;
  readonly activeId: number | undefined;
  readonly onAction: (key: Key) => void;
  readonly onFocused: (brand: Brand) => void;
}) {
  const { t } = useTranslation();
  return (
    <StableCollectionContext>
      <Virtualizer layout={ListLayout} layoutOptions={LAYOUT_OPTIONS}>
        <ListBox className="brand-switcher__list" aria-label={t('brands.list')} onAction={onAction}>
          <Matches labels={labels} activeId={activeId} onFocused={onFocused} />
        </ListBox>
      </Virtualizer>
    </StableCollectionContext>
  );
});

const LAYOUT_OPTIONS = { rowHeight: ROW_HEIGHT };

/**
 * The options of the current matches (rendered into react-aria's collection). Rows are cached per
 * brand object: rebuilt only when the words or the current brand change.
 */
function Matches({
  labels,
  activeId,
  onFocused,
}: {
  readonly labels: OptionLabels;
  readonly activeId: number | undefined;
  readonly onFocused: (brand: Brand) => void;
}) {
  const matches = useContext(MatchesContext);
  return (
    <Collection items={matches} dependencies={[labels, activeId, onFocused]}>
      {(brand) => (
        <ListBoxItem
          id={brand.id}
          textValue={brand.name}
          className={`brand-switcher__option${brand.id === activeId ? ' is-current' : ''}`}
        >
          {({ isFocused }) => (
            <>
              {isFocused && <FocusedReporter brand={brand} onFocused={onFocused} />}
              <OptionContent brand={brand} labels={labels} />
            </>
          )}
        </ListBoxItem>
      )}
    </Collection>
  );
}

/**
 * Passes the autocomplete's link to the listbox on (ids, labels, the list's ref) without its
 * per-keystroke filter: the matches are already filtered (BrandTree.firstMatches), and a new
 * filter function on every keystroke made react-aria re-render the list and copy its collection
 * to filter it again, for nothing. The value changes only when one of the link's fields does.
 */
function StableCollectionContext({ children }: { readonly children: ReactNode }) {
  const link = withoutFilter(useContext(SelectableCollectionContext) as CollectionLink);
  const [stable, setStable] = useState(link);
  // Derived state (React's documented pattern): a new value only when a field differs.
  if (!sameFields(link, stable)) setStable(link);
  return (
    <SelectableCollectionContext.Provider value={stable}>{children}</SelectableCollectionContext.Provider>
  );
}

type CollectionLink = SelectableCollectionContextValue<object> | null;

function withoutFilter(link: CollectionLink): CollectionLink {
  return link && { ...link, filter: undefined };
}

function sameFields(a: CollectionLink, b: CollectionLink): boolean {
  if (a === null || b === null) return a === b;
  const aFields = a as Record<string, unknown>;
  const bFields = b as Record<string, unknown>;
  const names = Object.keys(aFields);
  return (
    names.length === Object.keys(bFields).length && names.every((name) => aFields[name] === bFields[name])
  );
}

/** One option's name (with its star when a favourite) and type; re-rendered only when they change. */
const OptionContent = memo(function OptionContent({
  brand,
  labels,
}: {
  readonly brand: Brand;
  readonly labels: OptionLabels;
}) {
  return (
    <>
      <span className="brand-switcher__option-name">
        {brand.is_favourite && (
          <span className="brand-switcher__starred" aria-hidden="true">
            ★{' '}
          </span>
        )}
        {brand.name}
        {brand.is_favourite && <span className="visually-hidden">{labels.starred}</span>}
      </span>
      <span className="brand-switcher__option-type">
        {isTopLevelType(brand.type) ? labels.group : labels.location}
      </span>
    </>
  );
});

/** Tells the panel which option has the (virtual) focus, for the star below the list. */
function FocusedReporter({
  brand,
  onFocused,
}: {
  readonly brand: Brand;
  readonly onFocused: (brand: Brand) => void;
}) {
  useEffect(() => onFocused(brand), [brand, onFocused]);
  return null;
}
