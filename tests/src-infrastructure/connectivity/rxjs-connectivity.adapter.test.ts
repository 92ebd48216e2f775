import { RxjsConnectivity } from '../../../src-infrastructure/connectivity/rxjs-connectivity.adapter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RxjsConnectivity', () => {
  it('reports online changes once each, and focus, until unsubscribed', async () => {
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
    expect(online).toEqual([false, true]);
    expect(focused).toBe(1);
    expect(connectivity.isOnline()).toBe(navigator.onLine);
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
