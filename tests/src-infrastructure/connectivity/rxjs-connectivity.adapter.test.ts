import { RxjsConnectivity } from '../../../src-infrastructure/connectivity/rxjs-connectivity.adapter';

describe('RxjsConnectivity', () => {
  it('reports online changes once each, and focus, from the moment of subscribing until unsubscribed', () => {
    const connectivity = new RxjsConnectivity();
    const online: boolean[] = [];
    let focused = 0;
    const stopOnline = connectivity.onOnlineChange((value) => online.push(value));
    const stopFocus = connectivity.onFocus(() => focused++);
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

  it('shares one stream between listeners, so each sees the same changes', () => {
    const connectivity = new RxjsConnectivity();
    const first: boolean[] = [];
    const second: boolean[] = [];
    const stopFirst = connectivity.onOnlineChange((value) => first.push(value));
    const stopSecond = connectivity.onOnlineChange((value) => second.push(value));
    window.dispatchEvent(new Event('offline'));
    stopFirst();
    window.dispatchEvent(new Event('online'));
    stopSecond();
    expect(first).toEqual([false]);
    expect(second).toEqual([false, true]);
  });

  it('reads the browser state', () => {
    const connectivity = new RxjsConnectivity();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(connectivity.isOnline()).toBe(false);
    onLine.mockRestore();
  });
});
