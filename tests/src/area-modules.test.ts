import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { TagsApiPort } from '../../src-domain/tags/tags-api.port';
import { RewardsApiPort } from '../../src-domain/rewards/rewards-api.port';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { apiModule } from '../../src-infrastructure/api.module';
import { LiveEventsPort } from '../../src-domain/live/live-events.port';
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

  it("binds the areas' browser adapters with them when given, not before (issue #30)", async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    const adapters = new ContainerModule(({ bind }) => {
      bind(LiveEventsPort).toConstantValue({} as LiveEventsPort);
    });
    const areas = new ChunkAreaModules(container, () => Promise.resolve(adapters));

    expect(container.isBound(LiveEventsPort)).toBe(false);
    await areas.load();
    await areas.load();
    expect(container.isBound(LiveEventsPort)).toBe(true);
    expect(container.isBound(TagsApiPort)).toBe(true);
  });

  it('forgets a failed load of the adapters, so the next call tries again', async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    let attempts = 0;
    const areas = new ChunkAreaModules(container, () =>
      ++attempts === 1
        ? Promise.reject(new Error('ChunkLoadError'))
        : Promise.resolve(new ContainerModule(() => undefined)),
    );
    await expect(areas.load()).rejects.toThrow('ChunkLoadError');
    expect(areas.loaded).toBe(false);
    await areas.load();
    expect(areas.loaded).toBe(true);
    expect(attempts).toBe(2);
  });

  it('is loaded only once the whole texts are in, when the page started with a part of them', async () => {
    const container = new Container({ defaultScope: 'Singleton' });
    let textsIn: () => void = () => undefined;
    const texts = jest.fn(() => new Promise<void>((resolve) => (textsIn = resolve)));
    const areas = new ChunkAreaModules(container, undefined, texts);
    const loading = areas.load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(areas.loaded).toBe(false);
    textsIn();
    await loading;
    expect(areas.loaded).toBe(true);
    expect(texts).toHaveBeenCalledTimes(1);
  });
});
