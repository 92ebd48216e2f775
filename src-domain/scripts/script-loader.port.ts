import { token } from '../shared/token';
import type { ConsentCategory } from '../consent/consent.model';

/** Loading third-party scripts (maps, monitoring), gated by a consent category. */
export interface ScriptLoaderPort {
  /**
   * Loads `url` once; resolves when loaded, rejects with Error('Failed to load script')
   * on failure. A script of a category without consent is queued until consent is given.
   */
  load(url: string, category: ConsentCategory): Promise<void>;
}
export const ScriptLoaderPort = token<ScriptLoaderPort>('domain.script-loader');
