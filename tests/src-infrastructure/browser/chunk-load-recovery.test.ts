import {
  CHUNK_RELOAD_FLAG,
  PRELOAD_ERROR_EVENT,
  withChunkLoadRecovery,
} from '../../../src-infrastructure/browser/chunk-load-recovery';

describe('withChunkLoadRecovery', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('passes successful loads through', async () => {
    const load = withChunkLoadRecovery(async () => 'ok', {
      reload: jest.fn(),
      session: () => sessionStorage,
    });
    await expect(load('route-login')).resolves.toBe('ok');
  });

  it('logs, raises preload-error and reloads once per chunk; a second failure is rethrown', async () => {
    const reload = jest.fn();
    const events: unknown[] = [];
    window.addEventListener(PRELOAD_ERROR_EVENT, (event) => events.push((event as CustomEvent).detail));
    const failing = withChunkLoadRecovery(() => Promise.reject(new Error('ChunkLoadError')), {
      reload,
      session: () => sessionStorage,
    });
    void failing('route-login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_FLAG)!)).toEqual(['route-login']);
    expect(error).toHaveBeenCalled();
    // After the reload the same chunk fails again: no loop, the error reaches the error screen.
    await expect(failing('route-login')).rejects.toThrow('ChunkLoadError');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(2);
  });

  it('loads a chunk that failed while offline again once online, without reloading', async () => {
    const reload = jest.fn();
    let online = false;
    let backOnline: () => void = () => undefined;
    let attempts = 0;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = withChunkLoadRecovery(
      () => (++attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve('ok')),
      {
        reload,
        session: () => sessionStorage,
        isOnline: () => online,
        whenOnline: () => new Promise<void>((resolve) => (backOnline = resolve)),
      },
    );
    const result = load('route-member-dashboard');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(1);
    online = true;
    backOnline();
    await expect(result).resolves.toBe('ok');
    expect(attempts).toBe(2);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
    warn.mockRestore();
  });
});
