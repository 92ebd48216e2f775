import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { brandProfilePath } from '../brand-profile/brand-profile.path';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';
import { useDismiss } from '../widgets/popup/use-dismiss';
import { SearchStore } from './search.store';
import {
  optionId,
  optionKeys,
  SearchSuggestions,
  shownSuggestions,
  suggestionKey,
  type OptionHandlers,
  type SuggestionTarget,
} from './SearchSuggestions';
import { IconButton } from '../widgets/button/IconButton';

/** The results page of a term (spec 000 §2 global-search-result/{searchTerm}). */
export function searchResultsPath(term: string): string {
  return `/global-search-result/${encodeURIComponent(term)}`;
}

/** The employer's view of an application (what a candidate found by the search opens). */
export function applicationPath(applicationId: string): string {
  return Routes.hiringApplication.replace(':applicationId', encodeURIComponent(applicationId));
}

/** The key after `active` in `keys` going `step` (1 down, -1 up); none active starts at the first or the last. */
function nextKey(keys: readonly string[], active: string | undefined, step: 1 | -1): string | undefined {
  const at = active === undefined ? -1 : keys.indexOf(active);
  if (at === -1) return step === 1 ? keys[0] : keys[keys.length - 1];
  return keys[Math.min(keys.length - 1, Math.max(0, at + step))];
}

/**
 * The header's global search (spec 000 §2) as an ARIA 1.2 combobox: as you type it suggests
 * candidates, locations and team members of the caller's subtree (issue #37), grouped with their
 * counts; ↓/↑ move through them (the field keeps the focus), Enter on one opens it, Enter with
 * none active (or on the "all results" option) opens global-search-result/{term}, Escape closes
 * the list and keeps the text. The list sits fixed under the field. On a narrow screen it is an
 * icon button that opens the form full-width under the header, with focus in the field; Escape
 * or a click outside closes it and focus goes back to the button.
 */
export const GlobalSearchBox = observer(function GlobalSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { searchTerm } = useParams();
  const narrow = useNarrowScreen();
  const search = useInjection(SearchStore);
  const [term, setTerm] = useState(searchTerm ?? '');
  const [open, setOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = (reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  };
  useDismiss(narrow && open, [rootRef], close);
  useEffect(() => {
    if (narrow && open) inputRef.current?.focus();
  }, [narrow, open]);
  // The first term (the results page's) is asked when the box opens, each later one as it is
  // typed (the store keeps one call out at a time).
  useEffect(() => {
    void search.suggest(term);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the term the box opened with
  }, [search]);
  // The options listed now: read here, the box renders again when an answer changes them, so an
  // active option the answer took away is active no more.
  const keys = listOpen ? optionKeys(shownSuggestions(search, term).found) : [];
  const active = activeKey !== undefined && keys.includes(activeKey) ? activeKey : undefined;
  useEffect(() => {
    if (active !== undefined)
      document.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);
  const changeTerm = (value: string) => {
    setTerm(value);
    setActiveKey(undefined);
    setListOpen(true);
    void search.suggest(value);
  };
  const closeList = () => {
    setListOpen(false);
    setActiveKey(undefined);
  };
  const openResults = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return;
    setOpen(false);
    closeList();
    navigate(searchResultsPath(trimmed));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    openResults(term);
  };
  const go = (target: SuggestionTarget) => {
    setOpen(false);
    closeList();
    if (target.kind === 'all') return openResults(term);
    setTerm('');
    void search.suggest('');
    if (target.kind === 'candidate') navigate(applicationPath(target.applicationId));
    else if (target.kind === 'location') navigate(brandProfilePath(target.brandId));
    // A member has no page of their own: the results for their e-mail show their card.
    else navigate(searchResultsPath(target.email));
  };
  const choose = (key: string) => {
    const target = suggestionKey.parse(key);
    if (target) go(target);
  };
  // The options' handlers stay the same object for the box's life (the options are memoised);
  // they call this render's `choose`.
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const handlers = useMemo<OptionHandlers>(
    () => ({ onChoose: (key) => chooseRef.current(key), onActivate: setActiveKey }),
    [],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Closed, ↓ opens the list on its first option and ↑ on its last.
      const listed = listOpen ? keys : optionKeys(shownSuggestions(search, term).found);
      setListOpen(true);
      setActiveKey(nextKey(listed, listOpen ? active : undefined, step));
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      setActiveKey(undefined);
    } else if (event.key === 'Enter') {
      // The form's submit would open the results too: once is enough.
      event.preventDefault();
      if (active !== undefined) choose(active);
      else openResults(term);
    } else if (event.key === 'Escape') {
      // Closes the list only; on a narrow screen the Escape goes on and closes the panel too.
      closeList();
    }
  };
  return (
    <div className="global-search" ref={rootRef}>
      {narrow && (
        <IconButton
          ref={toggleRef}
          variant="plain"
          label={t('search.open')}
          aria-expanded={open}
          aria-controls="global-search-form"
          onClick={() => setOpen(!open)}
          icon={
            <svg width="20" height="20" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
              />
            </svg>
          }
        />
      )}
      {(!narrow || open) && (
        <form
          id="global-search-form"
          className={`global-search__form${narrow ? ' is-panel' : ''}`}
          role="search"
          onSubmit={submit}
        >
          <div className="global-search__combo">
            <label id={labelId} htmlFor={inputId} className="visually-hidden-text">
              {t('search.label')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              role="combobox"
              aria-expanded={listOpen}
              aria-controls={listOpen ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={active === undefined ? undefined : optionId(listId, active)}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              // Not type="search": Chromium clears such a field on Escape, which must only close the list.
              type="text"
              enterKeyHint="search"
              className="global-search__input"
              placeholder={t('globalSearch.placeholder')}
              value={term}
              onChange={(event) => changeTerm(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={closeList}
            />
            {listOpen && (
              <div className="combo__popover global-search__popover">
                <SearchSuggestions
                  term={term}
                  listId={listId}
                  labelId={labelId}
                  activeKey={active}
                  handlers={handlers}
                />
              </div>
            )}
          </div>
          <button type="submit" className="global-search__submit">
            {t('search.submit')}
          </button>
        </form>
      )}
    </div>
  );
});
