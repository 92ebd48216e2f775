import { trackTyping, whenIdleAfterTyping } from '../../../src-infrastructure/browser/typing-quiet';

describe('typing quiet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const key = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));

  it('runs the task only once no key has been pressed for the quiet period', () => {
    const typing = trackTyping(document);
    const task = jest.fn();
    key();
    whenIdleAfterTyping(task, typing.lastKeyAt, 1000, 2000);
    jest.advanceTimersByTime(600);
    key();
    jest.advanceTimersByTime(600);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
    typing.stop();
  });

  it('runs at once when nobody typed, and not at all once cancelled or stopped listening', () => {
    const typing = trackTyping(document);
    const task = jest.fn();
    whenIdleAfterTyping(task, typing.lastKeyAt, 1000, 2000);
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdleAfterTyping(cancelled, typing.lastKeyAt, 1000, 2000)();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
    typing.stop();
    key();
    expect(typing.lastKeyAt()).toBe(Number.NEGATIVE_INFINITY);
  });
});
