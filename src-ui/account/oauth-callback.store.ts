import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { callbackMessage, type JobAdsCallback } from '../../src-domain/job-ads/job-ads-login.rules';
import { PopupMessagesPort } from '../../src-domain/navigation/popup-messages.port';
import { JobAdsConnectionStore, type JobAdsNotice } from '../job-ads/job-ads-connection.store';

export type OAuthResult =
  | { readonly kind: 'working' }
  | { readonly kind: 'handed-over' }
  | { readonly kind: 'missing-code' }
  /** The login finished here (no popup): the job-ads screen shows the outcome. */
  | { readonly kind: 'completed'; readonly notice: JobAdsNotice | undefined };

/**
 * /oauth2/: where the job-ad provider sends the login back (spec 000 §2). In the popup the
 * answer is posted to the opener (our origin only) and the window closes; the opener checks the
 * `state` and finishes. Without an opener (popups were blocked, so the whole page went to the
 * provider) the login completes here through JobAdsConnectionStore, which checks the `state`
 * against the one this tab kept. Nothing is called "connected" unless the server's exchange
 * with the provider succeeded.
 */
@injectable()
export class OAuthCallbackStore {
  result: OAuthResult = { kind: 'working' };

  constructor(
    @inject(PopupMessagesPort) private readonly messages: PopupMessagesPort,
    @inject(JobAdsConnectionStore) private readonly connection: JobAdsConnectionStore,
  ) {
    makeAutoObservable<OAuthCallbackStore, 'messages' | 'connection'>(this, {
      messages: false,
      connection: false,
    });
  }

  async receive(callback: JobAdsCallback): Promise<void> {
    if (!callback.code && !callback.error) {
      this.result = { kind: 'missing-code' };
      return;
    }
    if (this.messages.postToOpener(callbackMessage(callback))) {
      this.result = { kind: 'handed-over' };
      this.messages.closeSelf();
      return;
    }
    this.result = { kind: 'working' };
    await this.connection.complete(callback);
    runInAction(() => (this.result = { kind: 'completed', notice: this.connection.notice }));
  }
}
