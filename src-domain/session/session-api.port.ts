import { token } from '../shared/token';
import type { SessionBootstrap } from './session-bootstrap.model';

/** The signed-in session's first read (issue #20). */
export interface SessionApiPort {
  /**
   * Everything the first screen needs in one read. `contextBrandHint` is the brand the page last
   * worked in (the saved context), `undefined` when none: the answer's context is that brand when
   * the user may see it, else the entry brand. Rejects with a `GatewayError` as GET /v1/users/info
   * does (401; 403 USER_NOT_MAPPED).
   */
  bootstrap(contextBrandHint: number | undefined): Promise<SessionBootstrap>;
}

export const SessionApiPort = token<SessionApiPort>('domain.session-api');
