import { token } from '../shared/token';

/** What the global search finds (issue #37): an application of a candidate, a location, a team member. */
export type SearchKind = 'CANDIDATE' | 'LOCATION' | 'MEMBER';

/** The kinds in the order the results page and the suggestions show them. */
export const SEARCH_KINDS: readonly SearchKind[] = ['CANDIDATE', 'LOCATION', 'MEMBER'];

/**
 * How the server matched the term: PREFIX (every word shorter than three characters: names
 * starting with it), SUBSTRING (every word found), FUZZY (nothing found as typed: close spellings).
 */
export type SearchMode = 'PREFIX' | 'SUBSTRING' | 'FUZZY';

/** One row found. */
export interface SearchHit {
  readonly kind: SearchKind;
  /** The application id (CANDIDATE), the brand id (LOCATION) or the user id (MEMBER). */
  readonly id: string;
  /** The candidate or member; undefined for a location. */
  readonly userId: string | undefined;
  /** The application's location, the location itself, or the brand of the membership. */
  readonly brandId: number;
  readonly brandName: string;
  /** The name as stored. */
  readonly title: string;
  /** The position applied for, the address, or the e-mail ('' when none). */
  readonly subtitle: string;
}

/** One page of one kind: `page` is 1-based, `total` counts every match of the kind. */
export interface SearchPage {
  readonly kind: SearchKind;
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly items: readonly SearchHit[];
}

export interface SearchResult {
  /** The term as the server folded it (lower case, no accents). */
  readonly query: string;
  readonly mode: SearchMode;
  /** Matches per kind, counted up to a limit (the server's, 1000). */
  readonly counts: Readonly<Record<SearchKind, number>>;
  /** Per kind: more match than `counts` says (shown as "1000+"). */
  readonly capped: Readonly<Record<SearchKind, boolean>>;
  /** The pages asked for: every kind, or the one kind named. */
  readonly pages: readonly SearchPage[];
}

/** The global search of the signed-in caller's subtree. Both reject on a failed call (typed GatewayError). */
export interface SearchApiPort {
  /** Counts of every kind and page `page` (1-based, `perPage` rows) of `kind`, or of every kind. */
  search(
    term: string,
    options: { readonly kind?: SearchKind; readonly page: number; readonly perPage: number },
  ): Promise<SearchResult>;
  /** The header's suggestions: a few rows of every kind and the counts, from the same index. */
  suggest(term: string): Promise<SearchResult>;
}
export const SearchApiPort = token<SearchApiPort>('domain.search-api');
