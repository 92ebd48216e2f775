import { NO_CONSENT } from '../../../src-domain/consent/consent.rules';
import { DomScriptLoader } from '../../../src-infrastructure/scripts/dom-script-loader.adapter';
import { FakeConsent } from '../../fakes/consent.fake';

const scripts = () => [...document.head.querySelectorAll('script')];

describe('DomScriptLoader', () => {
  beforeEach(() => (document.head.innerHTML = ''));

  it('loads a URL once with an async script element', async () => {
    const loader = new DomScriptLoader(new FakeConsent());
    const first = loader.load('https://cdn.example/a.js', 'necessary');
    const second = loader.load('https://cdn.example/a.js', 'necessary');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.async).toBe(true);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it("rejects with 'Failed to load script' and tries again on the next call", async () => {
    const loader = new DomScriptLoader(new FakeConsent());
    const failed = loader.load('https://cdn.example/b.js', 'necessary');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Failed to load script');
    expect(scripts()).toHaveLength(0);
    void loader.load('https://cdn.example/b.js', 'necessary');
    expect(scripts()).toHaveLength(1);
  });

  it('queues a script of a category without consent until it is granted', async () => {
    const consent = new FakeConsent();
    const loader = new DomScriptLoader(consent);
    const queued = loader.load('https://cdn.example/analytics.js', 'analytics');
    expect(scripts()).toHaveLength(0);
    consent.choose({ ...NO_CONSENT, preferences: true });
    expect(scripts()).toHaveLength(0);
    consent.choose({ ...NO_CONSENT, preferences: true, analytics: true });
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(queued).resolves.toBeUndefined();
  });
});
