import { inject, injectable } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import type { IdentityFramePort } from '../../src-domain/identity/identity-frame.port';
import { IdentityFrameClient } from './identity-frame.client';

/** The identity frame's page on the authentication host (spec 000 §7). */
export const IDENTITY_FRAME_PATH = '/auth/ilm';

/**
 * IdentityFramePort over a hidden iframe at `{AUTH_ORIGIN}/auth/ilm`, created on the first call
 * (see IdentityFrameClient for the protocol and the origin checks).
 */
@injectable()
export class IframeIdentityFrame extends IdentityFrameClient implements IdentityFramePort {
  constructor(@inject(AppConfig) config: AppConfig) {
    super({ frameUrl: `${config.origins.auth.replace(/\/+$/, '')}${IDENTITY_FRAME_PATH}` });
  }
}
