import { observer } from 'mobx-react-lite';
import { memo, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchPage,
  type SearchResult,
} from '../../src-domain/search/search-api.port';
import { useInjection } from '../injection/use-injection';
import { SearchStore, shownCount, SUGGESTION_MIN_LENGTH } from './search.store';

/** What an option of the type-ahead opens. */
export type SuggestionTarget =
  | { readonly kind: 'candidate'; readonly applicationId: string }
  | { readonly kind: 'location'; readonly brandId: number }
  | { readonly kind: 'member'; readonly email: string }
  | { readonly kind: 'all' };

/** Option keys of the type-ahead list: `candidate:{applicationId}`, `location:{brandId}`, `member:{email}`, `all`. */
export const suggestionKey = {
  of(hit: SearchHit): string {
    if (hit.kind === 'CANDIDATE') return `candidate:${hit.id}`;
    if (hit.kind === 'LOCATION') return `location:${hit.brandId}`;
    return `member:${hit.brandId}:${hit.subtitle}`;
  },
  all: 'all',
  /** The target a key names, or `undefined` for a key this list did not make. */
  parse(key: string): SuggestionTarget | undefined {
    if (key === 'all') return { kind: 'all' };
    const candidate = /^candidate:(\d+)$/.exec(key);
    if (candidate) return { kind: 'candidate', applicationId: candidate[1]! };
    const location = /^location:(\d+)$/.exec(key);
    if (location) return { kind: 'location', brandId: Number(location[1]) };
    const member = /^member:\d+:(.*)$/s.exec(key);
    if (member) return { kind: 'member', email: member[1] ?? '' };
    return undefined;
  },
};

/** The i18n key of a kind's heading with its count ("Candidates (3)"). */
export const KIND_HEADING: Readonly<Record<SearchKind, string>> = {
  CANDIDATE: 'globalSearch.candidates',
  LOCATION: 'globalSearch.locations',
  MEMBER: 'globalSearch.members',
};

/** What the list shows for the field's text. */
export interface ShownSuggestions {
  /** The answer for the field's text itself, once it came. */
  readonly current: SearchResult | undefined;
  /** The answer for the field's text is on its way: the last answer stays, marked busy. */
  readonly waiting: boolean;
  /** The answer whose options are listed (`current`, or the last one while waiting), if it has any. */
  readonly found: SearchResult | undefined;
}

/** What the list shows while the field holds `term` (the store's suggestionTerm is what was last asked for). */
export function shownSuggestions(search: SearchStore, term: string): ShownSuggestions {
  const asked = search.suggestionTerm === term;
  const current = search.suggestionStatus === 'ready' && asked ? search.suggestions : undefined;
  // While the next term's answer is on its way the last answer stays (marked busy): emptying the
  // list and filling it again cost a render of every option per key.
  const waiting = search.suggestionStatus === 'loading' && term.trim().length >= SUGGESTION_MIN_LENGTH;
  const shown = current ?? (waiting ? search.suggestions : undefined);
  const found = shown && shown.pages.some((page) => page.items.length > 0) ? shown : undefined;
  return { current, waiting, found };
}

/** The groups the list shows of `found`, in SEARCH_KINDS order, kinds with no hit left out. */
function groupsOf(found: SearchResult): SearchPage[] {
  return SEARCH_KINDS.flatMap((kind) => {
    const page = found.pages.find((candidate) => candidate.kind === kind);
    return page && page.items.length > 0 ? [page] : [];
  });
}

/** The keys of the options listed for `found`, top to bottom (↓/↑ walk them): its hits, then "all results". */
export function optionKeys(found: SearchResult | undefined): string[] {
  if (!found) return [];
  return [...groupsOf(found).flatMap((page) => page.items.map(suggestionKey.of)), suggestionKey.all];
}

/** The element id of the option `key` in the list `listId` (what the field's aria-activedescendant names). */
export function optionId(listId: string, key: string): string {
  return `${listId}-${encodeURIComponent(key)}`;
}

/** What an option does when chosen (click) or pointed at (it becomes the active option). */
export interface OptionHandlers {
  readonly onChoose: (key: string) => void;
  readonly onActivate: (key: string) => void;
}

/** A click in the list keeps the focus in the field (the list is driven from the field). */
const keepFocusInField = (event: MouseEvent) => event.preventDefault();

/** The key of the option an event in the list happened in (its data-key), if any. */
function keyAt(event: MouseEvent | PointerEvent): string | undefined {
  const option = (event.target as Element).closest<HTMLElement>('[role="option"][data-key]');
  return option?.dataset.key;
}

/**
 * One hit's option. Memoised: it renders again only when its hit, its place or whether it is the
 * active option changes, not for each key typed or each option the arrows pass.
 */
const HitOption = memo(function HitOption({
  hit,
  listId,
  active,
}: {
  readonly hit: SearchHit;
  readonly listId: string;
  readonly active: boolean;
}) {
  const key = suggestionKey.of(hit);
  return (
    <div
      role="option"
      id={optionId(listId, key)}
      data-key={key}
      tabIndex={-1}
      aria-selected={active}
      data-focused={active || undefined}
      className="combo__option global-search__option"
    >
      <bdi className="global-search__option-name">{hit.title}</bdi>
      <bdi className="global-search__option-detail">
        {hit.kind === 'LOCATION' ? hit.subtitle || hit.brandName : hit.brandName}
      </bdi>
    </div>
  );
});

/**
 * The type-ahead listbox of the global search (ARIA 1.2 combobox pattern: the field keeps the
 * focus and names the active option with aria-activedescendant): candidates, locations and team
 * members, each group headed by how many match in all, then "All results for …". Its empty state
 * says why there is nothing: too short a term, still searching, a failed search, or no match.
 */
export const SearchSuggestions = observer(function SearchSuggestions({
  term,
  listId,
  labelId,
  activeKey,
  handlers,
}: {
  /** What the field holds now. */
  readonly term: string;
  /** The listbox's id (the field's aria-controls). */
  readonly listId: string;
  /** The id of the field's label, which names the list too. */
  readonly labelId: string;
  /** The active option's key (↓/↑ or the pointer), if any. */
  readonly activeKey: string | undefined;
  /** A click on an option and the pointer over one (the list handles them for all its options). */
  readonly handlers: OptionHandlers;
}) {
  const { t } = useTranslation();
  const search = useInjection(SearchStore);
  const trimmed = term.trim();
  const { current, waiting, found } = shownSuggestions(search, term);
  const emptyText = (): string => {
    if (trimmed.length < SUGGESTION_MIN_LENGTH)
      return t('appShell.search.tooShort', { count: SUGGESTION_MIN_LENGTH });
    if (search.suggestionStatus === 'failed' && search.suggestionTerm === term)
      return t('appShell.search.failed');
    if (current) return t('globalSearch.noMatch', { term: trimmed });
    return t('appShell.search.searching');
  };
  return (
    <div className="global-search__suggestions" aria-busy={waiting || undefined}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the field has the keys (aria-activedescendant) */}
      <div
        role="listbox"
        id={listId}
        aria-labelledby={labelId}
        className="combo__list global-search__list"
        // The term whose answer the list shows (none while searching): what a test or bench waits for.
        data-suggestions-for={current ? term : undefined}
        tabIndex={-1}
        onMouseDown={keepFocusInField}
        onClick={(event) => {
          const key = keyAt(event);
          if (key !== undefined) handlers.onChoose(key);
        }}
        onPointerMove={(event) => {
          const key = keyAt(event);
          if (key !== undefined && key !== activeKey) handlers.onActivate(key);
        }}
      >
        {found ? (
          <>
            {groupsOf(found).map((page) => (
              <div
                key={page.kind}
                role="group"
                aria-labelledby={`${listId}-${page.kind}`}
                className="global-search__group"
              >
                <div role="presentation" id={`${listId}-${page.kind}`} className="global-search__group-title">
                  {t(KIND_HEADING[page.kind], {
                    count: shownCount(found.counts[page.kind], found.capped[page.kind]),
                  })}
                </div>
                {page.items.map((hit) => (
                  <HitOption
                    key={suggestionKey.of(hit)}
                    hit={hit}
                    listId={listId}
                    active={activeKey === suggestionKey.of(hit)}
                  />
                ))}
              </div>
            ))}
            <div
              role="option"
              id={optionId(listId, suggestionKey.all)}
              data-key={suggestionKey.all}
              tabIndex={-1}
              aria-selected={activeKey === suggestionKey.all}
              data-focused={activeKey === suggestionKey.all || undefined}
              className="combo__option global-search__all"
            >
              {t('appShell.search.allResults', { term: trimmed })}
            </div>
          </>
        ) : (
          // As react-aria's ListBox held its empty state: a listbox holds options only.
          <div
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="global-search__empty-option"
          >
            <p className="global-search__empty" role="status">
              {emptyText()}
            </p>
          </div>
        )}
      </div>
    </div>
  );
});
