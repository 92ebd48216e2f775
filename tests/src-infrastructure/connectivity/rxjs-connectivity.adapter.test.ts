import { RxjsConnectivity } from '../../../src-infrastructure/connectivity/rxjs-connectivity.adapter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RxjsConnectivity', () => {
  it('reports the state once live, then online changes once each, and focus, until unsubscribed', async () => {
    const connectivity = new RxjsConnectivity();
    const online: boolean[] = [];
    let focused = 0;
    const stopOnline = connectivity.onOnlineChange((value) => online.push(value));
    const stopFocus = connectivity.onFocus(() => focused++);
    await settle();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    stopOnline();
    stopFocus();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('focus'));
    expect(online).toEqual([navigator.onLine, false, true]);
    expect(focused).toBe(1);
    expect(connectivity.isOnline()).toBe(navigator.onLine);
  });

  it('gives the current state when the browser went offline before rxjs loaded', async () => {
    const connectivity = new RxjsConnectivity();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const seen: boolean[] = [];
    const stop = connectivity.onOnlineChange((value) => seen.push(value));
    await settle();
    stop();
    onLine.mockRestore();
    expect(seen).toEqual([false]);
  });

  it('cancels a subscription made and dropped before rxjs loaded', async () => {
    const connectivity = new RxjsConnectivity();
    const seen: boolean[] = [];
    connectivity.onOnlineChange((value) => seen.push(value))();
    await settle();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([]);
  });
});
