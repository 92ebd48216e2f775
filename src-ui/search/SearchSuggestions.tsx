import { observer } from 'mobx-react-lite';
import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isTopLevelType } from '../../src-domain/brands/brand-type.rules';
import { useInjection } from '../injection/use-injection';
import { SearchStore, SUGGESTION_MIN_LENGTH } from './search.store';

/** What an option of the type-ahead opens. */
export type SuggestionTarget =
  | { readonly kind: 'brand'; readonly brandId: number; readonly name: string }
  | { readonly kind: 'person'; readonly email: string }
  | { readonly kind: 'all' };

/** Option keys of the type-ahead list: `brand:{id}:{name}`, `person:{brandId}:{email}`, `all`. */
export const suggestionKey = {
  brand: (brandId: number, name: string) => `brand:${brandId}:${name}`,
  person: (brandId: number, email: string) => `person:${brandId}:${email}`,
  all: 'all',
  /** The target a key names, or `undefined` for a key this list did not make. */
  parse(key: string): SuggestionTarget | undefined {
    if (key === 'all') return { kind: 'all' };
    const brand = /^brand:(\d+):(.*)$/s.exec(key);
    if (brand) return { kind: 'brand', brandId: Number(brand[1]), name: brand[2] ?? '' };
    const person = /^person:\d+:(.*)$/s.exec(key);
    if (person) return { kind: 'person', email: person[1] ?? '' };
    return undefined;
  },
};

/**
 * The type-ahead listbox of the global search: brands and people, each group headed by how many
 * match in all, then "All results for …". Its empty state says why there is nothing: too short a
 * term, still searching, a failed search, or no match.
 */
export const SearchSuggestions = observer(function SearchSuggestions({
  term,
  settledTerm,
}: {
  /** What the field holds now. */
  readonly term: string;
  /** The term the suggestions were (or are being) asked for. */
  readonly settledTerm: string;
}) {
  const { t } = useTranslation();
  const search = useInjection(SearchStore);
  const trimmed = term.trim();
  const current =
    search.suggestionStatus === 'ready' && settledTerm === term ? search.suggestions : undefined;
  const found = current && (current.brands.length > 0 || current.employers.length > 0) ? current : undefined;
  const emptyText = (): string => {
    if (trimmed.length < SUGGESTION_MIN_LENGTH)
      return t('appShell.search.tooShort', { count: SUGGESTION_MIN_LENGTH });
    if (search.suggestionStatus === 'failed' && settledTerm === term) return t('appShell.search.failed');
    if (current) return t('appShell.search.noMatch', { term: trimmed });
    return t('appShell.search.searching');
  };
  return (
    <ListBox
      className="combo__list global-search__list"
      renderEmptyState={() => (
        <p className="global-search__empty" role="status">
          {emptyText()}
        </p>
      )}
    >
      {found && found.brands.length > 0 && (
        <ListBoxSection id="brands" className="global-search__group">
          <Header className="global-search__group-title">
            {t('search.brands', { count: found.brandsTotal })}
          </Header>
          {found.brands.map((brand) => (
            <ListBoxItem
              key={brand.id}
              id={suggestionKey.brand(brand.id, brand.name)}
              textValue={brand.name}
              className="combo__option global-search__option"
            >
              <span className="global-search__option-name">{brand.name}</span>
              <span className="global-search__option-detail">
                {isTopLevelType(brand.type) ? t('brands.group') : t('brands.location')}
              </span>
            </ListBoxItem>
          ))}
        </ListBoxSection>
      )}
      {found && found.employers.length > 0 && (
        <ListBoxSection id="people" className="global-search__group">
          <Header className="global-search__group-title">
            {t('search.people', { count: found.employersTotal })}
          </Header>
          {found.employers.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim();
            return (
              <ListBoxItem
                key={`${person.id}-${person.brandId}`}
                id={suggestionKey.person(person.brandId, person.email)}
                textValue={name}
                className="combo__option global-search__option"
              >
                <span className="global-search__option-name">{name}</span>
                <span className="global-search__option-detail">{person.brandName}</span>
              </ListBoxItem>
            );
          })}
        </ListBoxSection>
      )}
      {found && (
        <ListBoxItem id={suggestionKey.all} textValue={trimmed} className="combo__option global-search__all">
          {t('appShell.search.allResults', { term: trimmed })}
        </ListBoxItem>
      )}
    </ListBox>
  );
});
