import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ComboBox, Input, Label, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { brandProfilePath } from '../brand-profile/brand-profile.path';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';
import { useDismiss } from '../widgets/popup/use-dismiss';
import { SearchStore } from './search.store';
import { SearchSuggestions, suggestionKey, type SuggestionTarget } from './SearchSuggestions';
import { IconButton } from '../widgets/button/IconButton';

/** The results page of a term (spec 000 §2 global-search-result/{searchTerm}). */
export function searchResultsPath(term: string): string {
  return `/global-search-result/${encodeURIComponent(term)}`;
}

/** The employer's view of an application (what a candidate found by the search opens). */
export function applicationPath(applicationId: string): string {
  return Routes.hiringApplication.replace(':applicationId', encodeURIComponent(applicationId));
}

/**
 * The server already chose the suggestions: the ComboBox filters none out. One function for
 * every render, so react-aria's filtered collection is not rebuilt for a new filter each key.
 */
const KEEP_EVERY_SUGGESTION = () => true;

/**
 * The header's global search (spec 000 §2) as a react-aria ComboBox: as you type it suggests
 * candidates, locations and team members of the caller's subtree (issue #37), grouped with their
 * counts; ↓/↑ move through them, Enter on one opens it, Enter with none focused (or the
 * "all results" option) opens global-search-result/{term}. On a narrow screen it is an icon
 * button that opens the form full-width under the header, with focus in the field; Escape or a
 * click outside closes it and focus goes back to the button.
 */
export const GlobalSearchBox = observer(function GlobalSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { searchTerm } = useParams();
  const narrow = useNarrowScreen();
  const search = useInjection(SearchStore);
  const [term, setTerm] = useState(searchTerm ?? '');
  const [open, setOpen] = useState(false);
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
  const changeTerm = (value: string) => {
    setTerm(value);
    void search.suggest(value);
  };
  const openResults = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return;
    setOpen(false);
    navigate(searchResultsPath(trimmed));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    openResults(term);
  };
  // Enter with no option focused: react-aria keeps the form from submitting while the list is
  // open, so the field opens the results itself (and stops the form doing it a second time).
  const enterWithoutOption = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    openResults(term);
  };
  const go = (target: SuggestionTarget) => {
    setOpen(false);
    if (target.kind === 'all') return openResults(term);
    changeTerm('');
    if (target.kind === 'candidate') navigate(applicationPath(target.applicationId));
    else if (target.kind === 'location') navigate(brandProfilePath(target.brandId));
    // A member has no page of their own: the results for their e-mail show their card.
    else navigate(searchResultsPath(target.email));
  };
  const choose = (key: Key | null) => {
    if (key === null) return;
    const target = suggestionKey.parse(String(key));
    if (target) go(target);
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
          <ComboBox
            className="global-search__combo"
            inputValue={term}
            onInputChange={changeTerm}
            selectedKey={null}
            onSelectionChange={choose}
            allowsCustomValue
            allowsEmptyCollection
            defaultFilter={KEEP_EVERY_SUGGESTION}
          >
            <Label className="visually-hidden-text">{t('search.label')}</Label>
            <Input
              ref={inputRef}
              // Not type="search": Chromium clears such a field on Escape, which must only close the list.
              type="text"
              enterKeyHint="search"
              className="global-search__input"
              placeholder={t('globalSearch.placeholder')}
              onKeyDown={enterWithoutOption}
            />
            <Popover className="combo__popover global-search__popover" offset={5}>
              <SearchSuggestions term={term} />
            </Popover>
          </ComboBox>
          <button type="submit" className="global-search__submit">
            {t('search.submit')}
          </button>
        </form>
      )}
    </div>
  );
});
