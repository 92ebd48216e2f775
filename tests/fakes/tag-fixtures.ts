import type { Tag, TaggedCandidate } from '../../src-domain/tags/tag.model';

/**
 * A tag of brand 1 (Harbor) for the tags stores' tests: sort order = id; a STATUS tag named
 * 'new' is the APPLIED stage, any other STATUS tag the INTERVIEW stage.
 */
export const fakeTag = (id: number, name: string, mode: Tag['mode']): Tag => ({
  id,
  name,
  mode,
  isPrivate: mode === 'PRIVATE',
  sortOrder: id,
  brandId: 1,
  brandName: 'Harbor',
  position: undefined,
  status: mode === 'STATUS' ? (name === 'new' ? 'APPLIED' : 'INTERVIEW') : undefined,
  candidateCount: 0,
  editable: true,
});

/** A pool candidate "<firstName> Doe" without applications or tags. */
export const fakeCandidate = (id: string, firstName: string): TaggedCandidate => ({
  id,
  firstName,
  lastName: 'Doe',
  applications: [],
  tags: [],
});
