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
});
