import { injectable } from 'inversify';
import type { ScriptLoaderPort } from '../../src-domain/scripts/script-loader.port';
import { DomainError } from '../../src-domain/shared/domain-error';

/** ScriptLoaderPort while the server renders a page: there is no document, so every load rejects with SSR.BROWSER_ONLY. */
@injectable()
export class RenderScriptLoader implements ScriptLoaderPort {
  load(): Promise<void> {
    return Promise.reject(
      new DomainError('SSR.BROWSER_ONLY', 'Scripts load in the browser, not while rendering'),
    );
  }
}
