import type { LevelActivation } from '../../../src-domain/settings/settings-api.port';
import { LevelActivationStore } from '../../../src-ui/settings/level-activation.store';
import { FakeSettingsApi } from '../../fakes/settings-api.fake';

const BRAND = 4;
const SERVICE = 'REWARDS_AND_RECOGNITION' as const;
const LEVELS: LevelActivation[] = [
  { level: 'GP-4', brandCount: 1, active: true },
  { level: 'LOCATION', brandCount: 6, active: false },
];

function setUp(permissions: string[] = ['MANAGE_REWARDS']) {
  const api = new FakeSettingsApi();
  api.permissions.set(BRAND, new Set(permissions));
  api.levels.set(`${BRAND}|${SERVICE}`, LEVELS);
  const store = new LevelActivationStore(api);
  const form = () => store.formOf(BRAND, SERVICE);
  const level = (name: string) => LEVELS.find((item) => item.level === name)!;
  // The draft as plain entries (the store keeps it in an observable map).
  const draft = () => Object.fromEntries(form().draft);
  return { api, store, form, level, draft };
}

describe('LevelActivationStore', () => {
  it('is loading until the levels are read, then ready with them and no draft', async () => {
    const { api, store, form, draft } = setUp();
    expect(form().saved).toEqual({ kind: 'loading' });
    const loading = store.load(BRAND, SERVICE);
    expect(form().saved).toEqual({ kind: 'loading' });
    await loading;
    expect(form().saved).toEqual({ kind: 'ready', value: LEVELS });
    expect(form().save).toEqual({ kind: 'idle' });
    expect(draft()).toEqual({});
    expect(api.calls).toEqual([`levelActivation:${BRAND}:${SERVICE}`]);
  });

  it('a failed read fails the form; loading again recovers', async () => {
    const { api, store, form } = setUp();
    api.permissions.delete(BRAND);
    await store.load(BRAND, SERVICE);
    expect(form().saved).toEqual({ kind: 'failed' });
    api.permissions.set(BRAND, new Set(['MANAGE_REWARDS']));
    await store.load(BRAND, SERVICE);
    expect(form().saved.kind).toBe('ready');
  });

  it('keeps the switches changed, forgets one switched back, and shows them before saving', async () => {
    const { store, level, draft } = setUp();
    await store.load(BRAND, SERVICE);
    store.toggle(BRAND, SERVICE, level('LOCATION'), true);
    store.toggle(BRAND, SERVICE, level('GP-4'), false);
    expect(store.isOn(BRAND, SERVICE, level('LOCATION'))).toBe(true);
    expect(store.isOn(BRAND, SERVICE, level('GP-4'))).toBe(false);
    store.toggle(BRAND, SERVICE, level('GP-4'), true);
    expect(draft()).toEqual({ LOCATION: true });
    // Another feature of the brand is a form of its own.
    expect(store.formOf(BRAND, 'CLOCKOUT_ATTESTATION').draft.size).toBe(0);
  });

  it('saves only the changed levels in one call, then shows what the server answered', async () => {
    const { api, store, form, level, draft } = setUp();
    await store.load(BRAND, SERVICE);
    store.toggle(BRAND, SERVICE, level('LOCATION'), true);
    const saving = store.save(BRAND, SERVICE);
    expect(form().save).toEqual({ kind: 'saving' });
    await saving;
    expect(api.calls.at(-1)).toBe(`saveLevelActivation:${BRAND}:${SERVICE}:LOCATION=true`);
    expect(api.levels.get(`${BRAND}|${SERVICE}`)).toEqual([
      { level: 'GP-4', brandCount: 1, active: true },
      { level: 'LOCATION', brandCount: 6, active: true },
    ]);
    expect(form().save).toEqual({ kind: 'saved' });
    expect(draft()).toEqual({});
    expect(form().saved).toEqual({ kind: 'ready', value: api.levels.get(`${BRAND}|${SERVICE}`) });
  });

  it('saves nothing without a change', async () => {
    const { api, store, form } = setUp();
    await store.load(BRAND, SERVICE);
    await store.save(BRAND, SERVICE);
    expect(api.calls).toHaveLength(1);
    expect(form().save).toEqual({ kind: 'idle' });
  });

  it('a refused save keeps the draft and the server code; a save allowed afterwards goes through', async () => {
    const { api, store, form, level, draft } = setUp([]);
    await store.load(BRAND, SERVICE);
    store.toggle(BRAND, SERVICE, level('LOCATION'), true);
    await store.save(BRAND, SERVICE);
    expect(form().save).toEqual({ kind: 'failed', code: 'SETTINGS.FORBIDDEN' });
    expect(draft()).toEqual({ LOCATION: true });
    expect(form().saved).toEqual({ kind: 'ready', value: LEVELS });
    // A retry once the permission is granted saves the kept draft.
    api.permissions.set(BRAND, new Set(['MANAGE_REWARDS']));
    await store.save(BRAND, SERVICE);
    expect(form().save).toEqual({ kind: 'saved' });
    expect(store.isOn(BRAND, SERVICE, { ...level('LOCATION'), active: true })).toBe(true);
  });

  it('a level the server does not know is refused with its code', async () => {
    const { store, form } = setUp();
    await store.load(BRAND, SERVICE);
    store.toggle(BRAND, SERVICE, { level: 'GP-9', brandCount: 0, active: false }, true);
    await store.save(BRAND, SERVICE);
    expect(form().save).toEqual({ kind: 'failed', code: 'SETTINGS.UNKNOWN_LEVEL' });
  });
});
