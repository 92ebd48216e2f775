import { token } from '../shared/token';

/**
 * The hidden identity frame at `{AUTH_ORIGIN}/ilm`: JSON requests `{uuid, method, params}`,
 * answered with the same `uuid`.
 */
export interface IdentityFramePort {
  /**
   * Calls `method` in the frame and resolves its reply's result. Rejects with a DomainError
   * 'IDENTITY_FRAME.TIMEOUT' when no reply arrives in `timeoutMs` (adapter default when omitted).
   */
  call<Result>(
    method: string,
    params?: Readonly<Record<string, unknown>>,
    timeoutMs?: number,
  ): Promise<Result>;
}
export const IdentityFramePort = token<IdentityFramePort>('domain.identity-frame');
