import { observer } from 'mobx-react-lite';
import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../../src-domain/search/search-api.port';
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

/**
 * The type-ahead listbox of the global search: candidates, locations and team members, each group
 * headed by how many match in all, then "All results for …". Its empty state says why there is
 * nothing: too short a term, still searching, a failed search, or no match.
 */
export const SearchSuggestions = observer(function SearchSuggestions({
  term,
}: {
  /** What the field holds now (the store's suggestionTerm is what was last asked for). */
  readonly term: string;
}) {
  const { t } = useTranslation();
  const search = useInjection(SearchStore);
  const trimmed = term.trim();
  const asked = search.suggestionTerm === term;
  const current = search.suggestionStatus === 'ready' && asked ? search.suggestions : undefined;
  // While the next term's answer is on its way the last answer stays (marked busy): emptying the
  // list and filling it again cost a render of every option per key.
  const waiting = search.suggestionStatus === 'loading' && trimmed.length >= SUGGESTION_MIN_LENGTH;
  const shown = current ?? (waiting ? search.suggestions : undefined);
  const found = shown && shown.pages.some((page) => page.items.length > 0) ? shown : undefined;
  const emptyText = (): string => {
    if (trimmed.length < SUGGESTION_MIN_LENGTH)
      return t('appShell.search.tooShort', { count: SUGGESTION_MIN_LENGTH });
    if (search.suggestionStatus === 'failed' && asked) return t('appShell.search.failed');
    if (current) return t('globalSearch.noMatch', { term: trimmed });
    return t('appShell.search.searching');
  };
  return (
    // aria-busy on a wrapper: the ListBox passes no aria-busy through.
    <div className="global-search__suggestions" aria-busy={waiting || undefined}>
      <ListBox
        className="combo__list global-search__list"
        // The term whose answer the list shows (none while searching): what a test or bench waits for.
        data-suggestions-for={current ? term : undefined}
        renderEmptyState={() => (
          <p className="global-search__empty" role="status">
            {emptyText()}
          </p>
        )}
      >
        {found &&
          SEARCH_KINDS.map((kind) => {
            const page = found.pages.find((candidate) => candidate.kind === kind);
            if (!page || page.items.length === 0) return null;
            return (
              <ListBoxSection key={kind} id={kind} className="global-search__group">
                <Header className="global-search__group-title">
                  {t(KIND_HEADING[kind], { count: shownCount(found.counts[kind], found.capped[kind]) })}
                </Header>
                {page.items.map((hit) => (
                  <ListBoxItem
                    key={suggestionKey.of(hit)}
                    id={suggestionKey.of(hit)}
                    textValue={hit.title}
                    className="combo__option global-search__option"
                  >
                    <bdi className="global-search__option-name">{hit.title}</bdi>
                    <bdi className="global-search__option-detail">
                      {hit.kind === 'LOCATION' ? hit.subtitle || hit.brandName : hit.brandName}
                    </bdi>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            );
          })}
        {found && (
          <ListBoxItem
            id={suggestionKey.all}
            textValue={trimmed}
            className="combo__option global-search__all"
          >
            {t('appShell.search.allResults', { term: trimmed })}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
});
