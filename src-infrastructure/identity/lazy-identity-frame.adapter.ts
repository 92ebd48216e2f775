import { inject, injectable } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import type { IdentityFramePort } from '../../src-domain/identity/identity-frame.port';
import type { IframeIdentityFrame } from './iframe-identity-frame.adapter';

/** IdentityFramePort that loads IframeIdentityFrame on the first call (no route's first scripts). */
@injectable()
export class LazyIdentityFrame implements IdentityFramePort {
  private frame: Promise<IframeIdentityFrame> | undefined;

  constructor(@inject(AppConfig) private readonly config: AppConfig) {}

  async call<Result>(
    method: string,
    params?: Readonly<Record<string, unknown>>,
    timeoutMs?: number,
  ): Promise<Result> {
    this.frame ??= import(/* webpackChunkName: "identity-frame" */ './iframe-identity-frame.adapter').then(
      ({ IframeIdentityFrame }) => new IframeIdentityFrame(this.config),
    );
    return (await this.frame).call<Result>(method, params, timeoutMs);
  }
}
