import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { BrowserCookies } from '../../../src-infrastructure/storage/browser-cookies.adapter';
import { FakeConsent } from '../../fakes/consent.fake';

describe('BrowserCookies (jsdom document.cookie)', () => {
  let error: jest.SpyInstance;
  const clock = { now: () => Date.now() };
  beforeEach(() => {
    document.cookie.split(';').forEach((pair) => {
      const name = pair.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('writes registry cookies encoded, reads and removes them', () => {
    const cookies = new BrowserCookies(new FakeConsent(), clock);
    cookies.set(StorageKey.brandName, 'Harbor Grill; & Co');
    expect(document.cookie).toContain('h_brand_name=Harbor%20Grill%3B%20%26%20Co');
    expect(cookies.get(StorageKey.brandName)).toBe('Harbor Grill; & Co');
    cookies.remove(StorageKey.brandName);
    expect(cookies.get(StorageKey.brandName)).toBeUndefined();
  });

  it('gives cookie items 30 days by default', () => {
    const assignments: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      assignments.push(value);
      descriptor.set!.call(document, value);
    });
    const now = Date.UTC(2026, 0, 1);
    new BrowserCookies(new FakeConsent(), { now: () => now }).set(StorageKey.enterpriseId, '3');
    spy.mockRestore();
    expect(assignments[0]).toContain(`expires=${new Date(now + 30 * 24 * 3600 * 1000).toUTCString()}`);
    expect(assignments[0]).toContain('path=/; SameSite=Lax');
  });

  it('keeps unknown names and unconsented categories in memory only', () => {
    const cookies = new BrowserCookies(new FakeConsent(), clock);
    cookies.set('tracking', '1');
    cookies.set(StorageKey.mapActiveView, 'map');
    expect(document.cookie).toBe('');
    expect(cookies.get('tracking')).toBe('1');
    expect(cookies.get(StorageKey.mapActiveView)).toBe('map');
    expect(error).toHaveBeenCalledWith('"tracking" is not a supported storage key');
  });
});
