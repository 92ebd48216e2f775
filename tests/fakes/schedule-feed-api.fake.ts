import type { IssuedFeed, ScheduleFeedApiPort } from '../../src-domain/schedules/schedule-feed-api.port';

/**
 * ScheduleFeedApiPort in memory: one person's link (`token` counts the links made, so a rotation
 * gives a new address). `fail` makes the next call reject with it.
 */
export class FakeScheduleFeedApi implements ScheduleFeedApiPort {
  readonly calls: string[] = [];
  fail: Error | undefined;
  current: string | undefined;
  private token = 0;

  private check(call: string) {
    this.calls.push(call);
    const failure = this.fail;
    this.fail = undefined;
    if (failure) throw failure;
  }

  async issuedAt(): Promise<string | undefined> {
    this.check('issuedAt');
    return this.current;
  }

  async issue(): Promise<IssuedFeed> {
    this.check('issue');
    this.token += 1;
    this.current = `2026-11-29T10:0${this.token}:00.000Z`;
    const url = `https://brigade.test/api/core/v1/schedule_feeds/token${this.token}/shifts.ics`;
    return { issuedAt: this.current, url, webcalUrl: url.replace('https://', 'webcal://') };
  }

  async revoke(): Promise<void> {
    this.check('revoke');
    this.current = undefined;
  }
}
