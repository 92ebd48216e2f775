import type { ConsentCategory } from '../../src-domain/consent/consent.model';
import type { ScriptLoaderPort } from '../../src-domain/scripts/script-loader.port';

/** Records loads; each resolves, or rejects 'Failed to load script' for URLs in `failing`. */
export class FakeScriptLoader implements ScriptLoaderPort {
  readonly loads: { url: string; category: ConsentCategory }[] = [];
  readonly failing = new Set<string>();

  async load(url: string, category: ConsentCategory): Promise<void> {
    this.loads.push({ url, category });
    if (this.failing.has(url)) throw new Error('Failed to load script');
  }
}
