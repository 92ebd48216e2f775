import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ScheduleFeedApiPort, type IssuedFeed } from '../../src-domain/schedules/schedule-feed-api.port';
import { failureCode, type Loadable, type Write } from './schedules.loadable';

/**
 * "Add to calendar" on My shifts (issue #34): whether the person has a feed link, the link just
 * made (shown until the screen is left: the server cannot show it again), rotating and revoking
 * it. Never rejects.
 */
@injectable()
export class CalendarFeedStore {
  /** When the current link was made; undefined when there is none. */
  issuedAt: Loadable<string | undefined> = { kind: 'loading' };
  /** The link made in this visit; undefined when none was (or it was revoked since). */
  issued: IssuedFeed | undefined = undefined;
  write: Write = { kind: 'idle' };

  constructor(@inject(ScheduleFeedApiPort) private readonly api: ScheduleFeedApiPort) {
    makeAutoObservable<CalendarFeedStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.issuedAt = { kind: 'loading' };
    this.issued = undefined;
    try {
      const value = await this.api.issuedAt();
      runInAction(() => (this.issuedAt = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.issuedAt = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** Makes the link, or a new one in place of the old. */
  async issue(): Promise<boolean> {
    return this.run(async () => {
      const issued = await this.api.issue();
      runInAction(() => {
        this.issued = issued;
        this.issuedAt = { kind: 'ready', value: issued.issuedAt };
      });
    });
  }

  async revoke(): Promise<boolean> {
    return this.run(async () => {
      await this.api.revoke();
      runInAction(() => {
        this.issued = undefined;
        this.issuedAt = { kind: 'ready', value: undefined };
      });
    });
  }

  private async run(action: () => Promise<void>): Promise<boolean> {
    this.write = { kind: 'saving' };
    try {
      await action();
      runInAction(() => (this.write = { kind: 'idle' }));
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }
}
