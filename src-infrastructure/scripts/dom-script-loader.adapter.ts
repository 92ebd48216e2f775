import { inject, injectable } from 'inversify';
import type { ConsentCategory } from '../../src-domain/consent/consent.model';
import { ConsentPort } from '../../src-domain/consent/consent.port';
import type { ScriptLoaderPort } from '../../src-domain/scripts/script-loader.port';

interface Queued {
  readonly url: string;
  readonly category: ConsentCategory;
  start(): void;
}

/**
 * ScriptLoaderPort with `<script async>` elements: each URL loads once per page (a failure is
 * forgotten, so a later call tries again); a script of a category without consent waits until
 * the visitor grants it (spec 001 §4 "queued third-party scripts run").
 */
@injectable()
export class DomScriptLoader implements ScriptLoaderPort {
  private readonly loads = new Map<string, Promise<void>>();
  private queued: Queued[] = [];

  constructor(@inject(ConsentPort) private readonly consent: ConsentPort) {
    consent.onChange((change) => {
      const ready = this.queued.filter((item) => change.newlyEnabled.includes(item.category));
      this.queued = this.queued.filter((item) => !ready.includes(item));
      ready.forEach((item) => item.start());
    });
  }

  load(url: string, category: ConsentCategory): Promise<void> {
    let loading = this.loads.get(url);
    if (!loading) {
      loading = new Promise<void>((resolve, reject) => {
        const start = () => this.inject(url).then(resolve, reject);
        if (this.consent.current()[category]) start();
        else this.queued.push({ url, category, start });
      });
      loading.catch(() => this.loads.delete(url));
      this.loads.set(url, loading);
    }
    return loading;
  }

  private inject(url: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error('Failed to load script'));
      });
      document.head.appendChild(script);
    });
  }
}
