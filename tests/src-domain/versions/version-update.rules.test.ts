import {
  cacheInvalidationDelay,
  compareVersions,
  DEFAULT_VERSION_POLL_MS,
  shouldReloadForCacheInvalidation,
  updateDecision,
  versionPollIntervalMs,
} from '../../../src-domain/versions/version-update.rules';

const now = Date.parse('2025-03-01T12:00:00Z');
const here = { route: '/dashboard', url: 'https://app.example/dashboard' };

describe('version update (spec 000 §4)', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBe(1);
    expect(compareVersions('v2.0', '2.0.0')).toBe(0);
    expect(compareVersions('2.0.0-beta', '2.0.0-alpha')).toBe(1);
    expect(compareVersions('1.0', '1.0.1')).toBe(-1);
  });

  it('asks to refresh for a newer, effective, matching version', () => {
    expect(
      updateDecision({ version: '1.2.0', effective_on: '2025-03-01T11:00:00Z' }, '1.1.9', now, here),
    ).toEqual({
      kind: 'ask',
      version: '1.2.0',
    });
    expect(updateDecision({ version: '1.2.0' }, '1.1.9', now, here).kind).toBe('ask');
    expect(updateDecision({ version: '1.2.0', effective_on: null }, '1.1.9', now, here).kind).toBe('ask');
  });

  it('refreshes straight away when force_update is set', () => {
    expect(updateDecision({ version: '1.2.0', force_update: true }, '1.1.9', now, here)).toEqual({
      kind: 'force',
      version: '1.2.0',
    });
  });

  it('does nothing for the same or older version, a future or unreadable effective time, or unmatched rules', () => {
    expect(updateDecision({ version: '1.1.9' }, '1.1.9', now, here).kind).toBe('none');
    expect(
      updateDecision({ version: '1.2.0', effective_on: '2025-03-02T00:00:00Z' }, '1.1.9', now, here).kind,
    ).toBe('none');
    expect(updateDecision({ version: '1.2.0', effective_on: 'next tuesday' }, '1.1.9', now, here).kind).toBe(
      'none',
    );
    expect(
      updateDecision({ version: '1.2.0', rules: [{ type: 'ROUTE', value: '/schedule' }] }, '1.1.9', now, here)
        .kind,
    ).toBe('none');
  });

  it('reaching the cache invalidation time forces a reload (once per page load)', () => {
    const info = { version: '1', cache_config: { invalidation: { effective_on: '2025-03-01 12:00:00' } } };
    const loadedAt = now - 3_600_000;
    expect(shouldReloadForCacheInvalidation(info, now, loadedAt)).toBe(true);
    expect(cacheInvalidationDelay(info, now - 1000, loadedAt)).toBe(1000);
    expect(shouldReloadForCacheInvalidation(info, now - 1000, loadedAt)).toBe(false);
    expect(shouldReloadForCacheInvalidation(info, now + 5000, now)).toBe(false); // loaded after it
    expect(cacheInvalidationDelay({ version: '1' }, now, loadedAt)).toBeUndefined();
  });

  it('polls every 600 000 ms by default, or every api_pulling_frequency seconds', () => {
    expect(DEFAULT_VERSION_POLL_MS).toBe(600_000);
    expect(versionPollIntervalMs(undefined)).toBe(600_000);
    expect(versionPollIntervalMs({ api_pulling_frequency: null })).toBe(600_000);
    expect(versionPollIntervalMs({ api_pulling_frequency: 0 })).toBe(600_000);
    expect(versionPollIntervalMs({ api_pulling_frequency: 30 })).toBe(30_000);
  });
});
