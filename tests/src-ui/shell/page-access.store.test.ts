import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { PageAccessStore } from '../../../src-ui/shell/page-access.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAppTestContainer, serveBrands, userInfo } from './app-test-container';

async function setUp(accesses: string[]) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: accesses });
  await container.get(SessionStore).restore();
  return { guard: container.get(PageAccessStore), brands: container.get(BrandContextStore), fakes };
}

describe('PageAccessStore', () => {
  afterEach(() => jest.useRealTimers());

  it('allows at the first check when the brand opens the feature', async () => {
    const { guard } = await setUp(['SOURCE_HIRE']);
    await guard.check('GLOBAL_SEARCH', 'search');
    expect(guard.accessOf('search')).toBe('allowed');
  });

  it('answers only for the page it checked: another page reads checking until its own check answers', async () => {
    const { guard } = await setUp(['SOURCE_HIRE']);
    await guard.check('HIRING', 'hiring');
    expect(guard.accessOf('hiring')).toBe('allowed');
    expect(guard.accessOf('tts')).toBe('checking');
  });

  it('checks a need of the user alone once, without waiting for the brand facts to settle', async () => {
    const { guard, fakes } = await setUp(['SOURCE_HIRE']);
    await guard.check('MEMBER', 'member');
    expect(guard.accessOf('member')).toBe('denied');
    expect(fakes.gateway.requests.filter((request) => request.path === '/v1/users/brands')).toHaveLength(1);
  });

  it('denies hiring without SOURCE_HIRE and scheduling on a brand without TEAM_SCHEDULING', async () => {
    jest.useFakeTimers();
    const { guard } = await setUp(['TEAM_LIVE']);
    const hiring = guard.check('HIRING', 'hiring');
    await jest.advanceTimersByTimeAsync(2000);
    await hiring;
    expect(guard.accessOf('hiring')).toBe('denied');
    // The entry brand (group 1) has no TEAM_SCHEDULING: its scheduling is a demo.
    const schedule = guard.check('SCHEDULING', 'schedule');
    await jest.advanceTimersByTimeAsync(2000);
    await schedule;
    expect(guard.accessOf('schedule')).toBe('denied');
  });

  it('checks 3 times, 1 s apart, then denies', async () => {
    jest.useFakeTimers();
    const { guard, fakes } = await setUp([]);
    const brandLoads = () =>
      fakes.gateway.requests.filter((request) => request.path === '/v1/users/brands').length;
    const done = guard.check('TTS_DASHBOARD', 'tts');
    await jest.advanceTimersByTimeAsync(0);
    expect(brandLoads()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(brandLoads()).toBe(2);
    expect(guard.accessOf('tts')).toBe('checking');
    await jest.advanceTimersByTimeAsync(1000);
    await done;
    expect(brandLoads()).toBe(3);
    expect(guard.accessOf('tts')).toBe('denied');
  });

  it('ends the check unanswered when the brands read fails (the shell offers the retry), no denial', async () => {
    jest.useFakeTimers();
    const { guard, brands, fakes } = await setUp(['SOURCE_HIRE']);
    fakes.gateway.on('GET', '/v1/users/brands', () => {
      throw FakeHttpGateway.error(500);
    });
    const brandLoads = () =>
      fakes.gateway.requests.filter((request) => request.path === '/v1/users/brands').length;
    const done = guard.check('HIRING', 'hiring');
    await jest.advanceTimersByTimeAsync(3000);
    await done;
    expect(brands.status).toBe('failed');
    expect(brandLoads()).toBe(1);
    expect(guard.accessOf('hiring')).toBe('checking');
  });
});
