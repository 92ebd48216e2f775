import 'reflect-metadata';
import type { TaggedCandidate } from '../../../../src-domain/tags/tag.model';
import { CandidateTagsStore } from '../../../../src-ui/hiring/tags/candidate-tags.store';
import { apiFailure } from '../../../fakes/api-failure';
import { FakeTagsApi } from '../../../fakes/tags-api.fake';
import { fakeTag as tag } from '../../../fakes/tag-fixtures';

function setUp() {
  const api = new FakeTagsApi();
  api.tagList = [tag(1, 'new', 'STATUS'), tag(2, 'interview', 'STATUS'), tag(3, 'Bilingual', 'GLOBAL')];
  const ann: TaggedCandidate = {
    id: 'a',
    firstName: 'Ann',
    lastName: 'Doe',
    applications: [{ id: 7, status: 'APPLIED', positionTitle: 'Server', brandName: 'Downtown' }],
    tags: [
      { tagId: 1, name: 'new', mode: 'STATUS', applicationId: 7, feedback: [] },
      { tagId: 3, name: 'Bilingual', mode: 'GLOBAL', applicationId: undefined, feedback: [] },
    ],
  };
  api.candidates = [ann];
  return { api, store: new CandidateTagsStore(api) };
}

describe('CandidateTagsStore', () => {
  it('loads the tags, the candidate and the pool check together', async () => {
    const { store } = setUp();
    await store.load(1, 'a');
    const view = store.view(1, 'a');
    expect(view.kind).toBe('ready');
    expect(view.kind === 'ready' && view.value.candidate?.tags.map((entry) => entry.name)).toEqual([
      'new',
      'Bilingual',
    ]);
    expect(view.kind === 'ready' && view.value.pool).toEqual({ valid: true });
  });

  it('saves a thumb and a note, then an edit of them replaces the caller’s feedback', async () => {
    const { store } = setUp();
    await store.load(1, 'a');
    expect(await store.giveFeedback(1, 'a', 3, 'UP', 'Great with guests')).toBe(true);
    expect(await store.giveFeedback(1, 'a', 3, 'DOWN', 'Only English')).toBe(true);
    const view = store.view(1, 'a');
    const feedback =
      view.kind === 'ready' ? view.value.candidate?.tags.find((entry) => entry.tagId === 3)?.feedback : [];
    expect(feedback).toEqual([expect.objectContaining({ thumb: 'DOWN', note: 'Only English', mine: true })]);
  });

  it('moves the application to another stage with one STATUS assignment for that application', async () => {
    const { store, api } = setUp();
    await store.load(1, 'a');
    expect(await store.moveStage(1, 'a', 7, 2)).toBe(true);
    expect(api.calls).toContain('assign:1:a:2:7');
    const view = store.view(1, 'a');
    const stages =
      view.kind === 'ready' ? view.value.candidate?.tags.filter((entry) => entry.mode === 'STATUS') : [];
    expect(stages?.map((entry) => entry.name)).toEqual(['interview']);
  });

  it('keeps the panel and says why when a write fails', async () => {
    const { store, api } = setUp();
    await store.load(1, 'a');
    api.failNext = apiFailure(409, 'TAGS.CANDIDATE_LIMIT');
    expect(await store.assign(1, 'a', 3)).toBe(false);
    expect(store.failure(1, 'a')).toBe('tags.errors.CANDIDATE_LIMIT');
    expect(store.view(1, 'a').kind).toBe('ready');
    expect(store.isBusy(1, 'a')).toBe(false);
  });

  it('refreshes quietly (no skeleton) and keeps what is shown when the refresh fails', async () => {
    const { store, api } = setUp();
    await store.load(1, 'a');
    api.candidates = api.candidates.map((entry) => ({
      ...entry,
      tags: entry.tags.filter((carried) => carried.mode !== 'GLOBAL'),
    }));
    const pending = store.refresh(1, 'a');
    expect(store.view(1, 'a').kind).toBe('ready');
    await pending;
    const view = store.view(1, 'a');
    expect(view.kind === 'ready' && view.value.candidate?.tags).toHaveLength(1);
    api.failNext = apiFailure(500, 'INTERNAL');
    await store.refresh(1, 'a');
    expect(store.view(1, 'a').kind).toBe('ready');
  });
});
