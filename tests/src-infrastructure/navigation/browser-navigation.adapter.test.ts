import {
  BrowserNavigation,
  RELOAD_ONCE_FLAG,
} from '../../../src-infrastructure/navigation/browser-navigation.adapter';

describe('BrowserNavigation', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('reloads once per reason in a tab, remembering it in session storage across the reload', () => {
    const navigation = new BrowserNavigation();
    const reload = jest.spyOn(BrowserNavigation.prototype, 'reload').mockImplementation(() => undefined);
    expect(navigation.reloadOnce('version:1.2.0')).toBe(true);
    // What the reloaded page sees: a new adapter over the same session storage.
    const afterReload = new BrowserNavigation();
    expect(afterReload.reloadOnce('version:1.2.0')).toBe(false);
    expect(afterReload.reloadOnce('version:1.3.0')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(window.sessionStorage.getItem(RELOAD_ONCE_FLAG) ?? '')).toEqual([
      'version:1.2.0',
      'version:1.3.0',
    ]);
  });

  it('does not reload when the guard cannot be kept (session storage refused or unreadable)', () => {
    const navigation = new BrowserNavigation();
    const reload = jest.spyOn(navigation, 'reload').mockImplementation(() => undefined);
    window.sessionStorage.setItem(RELOAD_ONCE_FLAG, '{not json');
    expect(navigation.reloadOnce('version:2.0.0')).toBe(false);
    window.sessionStorage.clear();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(navigation.reloadOnce('version:2.0.0')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives the current path with its query and hash', () => {
    window.history.replaceState(null, '', '/dashboard/hiring?brand=3#top');
    expect(new BrowserNavigation().currentPath()).toBe('/dashboard/hiring?brand=3#top');
  });
});
