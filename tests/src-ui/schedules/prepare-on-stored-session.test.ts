import { observable, runInAction } from 'mobx';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import type { ServiceResolver } from '../../../src-ui/injection/injection-context';
import { prepareOnStoredSession } from '../../../src-ui/schedules/ScheduleWeekScreen';
import { ScheduleWeekStore } from '../../../src-ui/schedules/schedule-week.store';
import { SessionStore, type SessionStatus } from '../../../src-ui/session/session.store';

/** The week's store, the session and the brands as the boot's container would give them. */
function boot() {
  const session = observable({
    status: 'unknown' as SessionStatus,
    get isSignedIn() {
      return this.status === 'signed-in';
    },
  });
  const week = { prepare: jest.fn() };
  const brands = { ensureLoaded: jest.fn(() => Promise.resolve()) };
  const byToken = new Map<unknown, unknown>([
    [ScheduleWeekStore, week],
    [SessionStore, session],
    [BrandContextStore, brands],
  ]);
  const services: ServiceResolver = {
    get: <T>(token: symbol) => {
      if (!byToken.has(token)) throw new Error(`nothing bound to ${String(token)}`);
      return byToken.get(token) as T;
    },
  };
  return { session, week, brands, services };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the week grid prepared at boot (prepareOnStoredSession)', () => {
  beforeEach(() => window.history.pushState({}, '', '/schedule/week?location=7&week=2026-11-30'));

  it('reads the week the address names, and the brands the page guard waits for once the session is signed in', async () => {
    const { session, week, brands, services } = boot();
    prepareOnStoredSession(services);
    expect(week.prepare).toHaveBeenCalledWith(7, '2026-11-30');
    await settle();
    expect(brands.ensureLoaded).not.toHaveBeenCalled();
    runInAction(() => (session.status = 'signed-in'));
    await settle();
    expect(brands.ensureLoaded).toHaveBeenCalledTimes(1);
  });

  it('reads no brands when the stored session turns out signed out', async () => {
    const { session, brands, services } = boot();
    prepareOnStoredSession(services);
    runInAction(() => (session.status = 'signed-out'));
    await settle();
    expect(brands.ensureLoaded).not.toHaveBeenCalled();
  });

  it('does nothing on another address', async () => {
    window.history.pushState({}, '', '/schedule');
    const { session, week, brands, services } = boot();
    prepareOnStoredSession(services);
    runInAction(() => (session.status = 'signed-in'));
    await settle();
    expect(week.prepare).not.toHaveBeenCalled();
    expect(brands.ensureLoaded).not.toHaveBeenCalled();
  });
});
