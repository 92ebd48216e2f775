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
  it('folds refreshes asked while a read runs into one more read, and keeps its answer', async () => {
    const api = new HeldCountsApi();
    const counts = new MessagingCountsStore(api);
    const reads = jest.spyOn(api, 'candidateUnreadCount');
    const poll = counts.refreshCandidate(); // the shell's read, still on its way
    // One live event tells three views at once (header, navigation, a screen).
    const told = [counts.refreshCandidate(), counts.refreshCandidate(), counts.refreshCandidate()];
    expect(reads).toHaveBeenCalledTimes(1);
    api.answer(0, 3); // counted before the messages were read
    await poll;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toHaveBeenCalledTimes(2);
    api.answer(1, 2);
    await Promise.all(told);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(counts.candidateUnread).toBe(2);
  });

  it('drops the answer for the brand shown before and reads the new one after it', async () => {
    const api = new HeldCountsApi();
    const counts = new MessagingCountsStore(api);
    const before = counts.refreshEmployer(5);
    const after = counts.refreshEmployer(6); // the context brand changed meanwhile
    api.answer(0, 4);
    await before;
    expect(counts.employerUnread).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    api.answer(1, 1);
    await after;
    expect(counts.employerBrandId).toBe(6);
    expect(counts.employerUnread).toBe(1);
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
