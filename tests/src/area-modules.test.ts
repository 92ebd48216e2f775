import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { TagsApiPort } from '../../src-domain/tags/tags-api.port';
import { RewardsApiPort } from '../../src-domain/rewards/rewards-api.port';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { apiModule } from '../../src-infrastructure/api.module';
import { ChunkAreaModules } from '../../src/area-modules';

describe('ChunkAreaModules', () => {
  it('binds the signed-in areas only when asked, once, however often it is asked', async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(apiModule, new ContainerModule(() => undefined));
    const areas = new ChunkAreaModules(container);

    // Guest pages: the account port is there, the areas' ports are not.
    expect(container.isBound(AccountApiPort)).toBe(true);
    expect(container.isBound(TagsApiPort)).toBe(false);
    expect(areas.loaded).toBe(false);

    const first = areas.load();
    expect(areas.load()).toBe(first);
    await first;
    await areas.load();
    expect(areas.loaded).toBe(true);
    expect(container.isBound(TagsApiPort)).toBe(true);
    expect(container.isBound(RewardsApiPort)).toBe(true);
  });
});
