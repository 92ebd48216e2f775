import { injectable } from 'inversify';
import type { CookiePort } from '../../src-domain/storage/cookie.port';

/**
 * CookiePort while the server renders a page for a guest: no cookie is read (the page renders
 * the same for everyone) and none is written (effects run in the browser).
 */
@injectable()
export class RenderCookies implements CookiePort {
  get(): string | undefined {
    return undefined;
  }
  set(): void {}
  remove(): void {}
}
