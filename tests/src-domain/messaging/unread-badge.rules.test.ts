import fc from 'fast-check';
import { unreadBadgeText } from '../../../src-domain/messaging/unread-badge.rules';

describe('unreadBadgeText', () => {
  it('shows no badge for nothing unread, the number up to nine, "9+" past nine', () => {
    expect(unreadBadgeText(0)).toBeUndefined();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(57)).toBe('9+');
  });

  it('never shows more than two characters, and never a badge for a count below one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100_000 }), (count) => {
        const text = unreadBadgeText(count);
        if (count < 1) expect(text).toBeUndefined();
        else expect(text!.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
