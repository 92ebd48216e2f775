import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { JobAdsApiPort } from '../../src-domain/job-ads/job-ads-api.port';
import { serverDataMessage } from './server-message';

/** The provider's answer, from the /oauth2/ query. */
export interface OAuthAnswer {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
  readonly errorDescription?: string;
}

/** The message posted to the window that opened the provider's login. */
export interface OAuthMessage {
  readonly type: 'brigade:oauth2';
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
}

export type OAuthResult =
  | { readonly kind: 'working' }
  | { readonly kind: 'handed-over' }
  | { readonly kind: 'connected' }
  | { readonly kind: 'received' }
  | { readonly kind: 'missing-code' }
  | { readonly kind: 'failed'; readonly reason?: string };

/**
 * /oauth2/: where the job-ad provider's login sends the user back (spec 000 §2; the rest is not
 * shown, so this is our design). With an opener (the login ran in a popup) the answer is posted
 * to it and the window closes; otherwise the code goes to the server, which connects the
 * provider account. A server without that call (404) gets 'received'; a provider error shows its description.
 */
@injectable()
export class OAuthCallbackStore {
  result: OAuthResult = { kind: 'working' };

  constructor(@inject(JobAdsApiPort) private readonly jobAds: JobAdsApiPort) {
    makeAutoObservable<OAuthCallbackStore, 'jobAds'>(this, { jobAds: false });
  }

  /** The message for the opener, or undefined when there is nothing to hand over. */
  messageFor(answer: OAuthAnswer): OAuthMessage | undefined {
    if (!answer.code && !answer.error) return undefined;
    return { type: 'brigade:oauth2', code: answer.code, state: answer.state, error: answer.error };
  }

  /** The answer was posted to the opener. */
  handedOver(): void {
    this.result = { kind: 'handed-over' };
  }

  /** No opener: decide here. */
  async complete(answer: OAuthAnswer): Promise<void> {
    if (answer.error) {
      this.result = { kind: 'failed', reason: answer.errorDescription ?? answer.error };
      return;
    }
    if (!answer.code) {
      this.result = { kind: 'missing-code' };
      return;
    }
    this.result = { kind: 'working' };
    try {
      await this.jobAds.connect({ code: answer.code, state: answer.state });
      runInAction(() => (this.result = { kind: 'connected' }));
    } catch (error) {
      const status = (error as { status?: number }).status;
      runInAction(() => {
        this.result =
          status === 404 ? { kind: 'received' } : { kind: 'failed', reason: serverDataMessage(error) };
      });
    }
  }
}
