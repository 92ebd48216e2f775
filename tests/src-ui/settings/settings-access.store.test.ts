import 'reflect-metadata';
import { SettingsAccessStore } from '../../../src-ui/settings/settings-access.store';
import { FakeSettingsApi } from '../../fakes/settings-api.fake';

describe('SettingsAccessStore', () => {
  it('asks once per question, again when forced, and remembers a failure as failed', async () => {
    const api = new FakeSettingsApi();
    api.permissions.set(7, new Set(['MANAGE_TAGS']));
    const store = new SettingsAccessStore(api);
    const question = { brandId: 7, requiredPermissions: ['MANAGE_TAGS'] };
    expect(store.answerTo(question)).toEqual({ kind: 'loading' });
    await store.check(question);
    await store.check({ brandId: 7, requiredPermissions: ['MANAGE_TAGS'] });
    expect(store.answerTo(question)).toEqual({ kind: 'ready', value: true });
    expect(api.calls).toEqual(['isAuthorized:7:MANAGE_TAGS']);
    await store.check(question, true);
    expect(api.calls).toHaveLength(2);

    const foreign = { brandId: 9, requiredPermissions: ['MANAGE_TAGS'] };
    await store.check(foreign);
    expect(store.answerTo(foreign)).toEqual({ kind: 'failed' });
    const more = { brandId: 7, requiredPermissions: ['MANAGE_TAGS', 'MANAGE_REWARDS'] };
    await store.check(more);
    expect(store.answerTo(more)).toEqual({ kind: 'ready', value: false });
  });
});
