import 'reflect-metadata';
import { MessagingCountsStore } from '../../../src-ui/hiring/messaging-counts.store';
import { FakeMessagingApi } from '../../fakes/messaging-api.fake';

/** A messaging port whose count reads answer only when the test says, in any order. */
class HeldCountsApi extends FakeMessagingApi {
  private readonly held: ((count: number) => void)[] = [];

  /** Answers the `index`-th read started (0 = the first) with `count`. */
  answer(index: number, count: number): void {
    const resolve = this.held[index];
    if (resolve === undefined) throw new Error(`no read number ${index} was started`);
    resolve(count);
  }

  override candidateUnreadCount(): Promise<number> {
    return new Promise((resolve) => this.held.push(resolve));
  }

  override employerUnreadCount(): Promise<number> {
    return new Promise((resolve) => this.held.push(resolve));
  }
}

describe('MessagingCountsStore', () => {
  it('keeps the answer to the latest candidate read when an older one arrives after it', async () => {
    const api = new HeldCountsApi();
    const counts = new MessagingCountsStore(api);
    const poll = counts.refreshCandidate(); // the shell's poll, still on its way
    const afterRead = counts.refreshCandidate(); // a screen marked messages read
    api.answer(1, 2);
    await afterRead;
    api.answer(0, 3); // the poll's answer, counted before the messages were read
    await poll;
    expect(counts.candidateUnread).toBe(2);
  });

  it('keeps the answer to the latest employer read of the same brand', async () => {
    const api = new HeldCountsApi();
    const counts = new MessagingCountsStore(api);
    const poll = counts.refreshEmployer(5);
    const afterRead = counts.refreshEmployer(5);
    api.answer(1, 0);
    await afterRead;
    api.answer(0, 4);
    await poll;
    expect(counts.employerUnread).toBe(0);
  });

  it('keeps its last count when a read fails', async () => {
    const api = new FakeMessagingApi();
    const counts = new MessagingCountsStore(api);
    await counts.refreshCandidate();
    const before = counts.candidateUnread;
    api.candidateUnreadCount = () => Promise.reject(new Error('offline'));
    await counts.refreshCandidate();
    expect(counts.candidateUnread).toBe(before);
  });

  it('reads the candidate count for a screen once, not again beside the header poll', async () => {
    const api = new HeldCountsApi();
    const counts = new MessagingCountsStore(api);
    const reads = jest.spyOn(api, 'candidateUnreadCount');
    const poll = counts.refreshCandidate(); // the header's first poll, still on its way
    const screen = counts.loadCandidate(); // the member dashboard asks for the same count
    api.answer(0, 4);
    await Promise.all([poll, screen]);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(counts.candidateUnread).toBe(4);
  });

  it('reads the candidate count for a screen when no read has started', async () => {
    const api = new FakeMessagingApi();
    const counts = new MessagingCountsStore(api);
    const reads = jest.spyOn(api, 'candidateUnreadCount');
    await counts.loadCandidate();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(counts.candidateUnread).toBeDefined();
  });
});
