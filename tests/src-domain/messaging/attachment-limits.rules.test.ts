import { checkAttachments, checkMessage } from '../../../src-domain/messaging/attachment-limits.rules';
import type { MessagingLimits } from '../../../src-domain/messaging/messaging.model';

const limits: MessagingLimits = {
  maxBodyChars: 10,
  maxFiles: 2,
  maxFileBytes: 1000,
  allowedTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
};
const file = (name: string, sizeBytes: number, type = 'application/pdf') => ({ name, sizeBytes, type });

describe('checkAttachments', () => {
  it('keeps allowed files within the limits', () => {
    const check = checkAttachments(limits, [], [file('a.pdf', 10), file('b.png', 1000, 'image/png')]);
    expect(check.accepted.map((entry) => entry.name)).toEqual(['a.pdf', 'b.png']);
    expect(check.refused).toEqual([]);
  });

  it('names each refused file and why: empty, type, size, count', () => {
    const check = checkAttachments(
      limits,
      [file('kept.pdf', 5)],
      [
        file('empty.pdf', 0),
        file('notes.txt', 10, 'text/plain'),
        file('unknown', 10, ''),
        file('big.pdf', 1001),
        file('ok.pdf', 10),
        file('one-too-many.pdf', 10),
      ],
    );
    expect(check.accepted.map((entry) => entry.name)).toEqual(['ok.pdf']);
    expect(check.refused.map(({ file: refused, reason }) => [refused.name, reason])).toEqual([
      ['empty.pdf', 'EMPTY'],
      ['notes.txt', 'TYPE'],
      ['unknown', 'TYPE'],
      ['big.pdf', 'TOO_LARGE'],
      ['one-too-many.pdf', 'TOO_MANY'],
    ]);
  });

  it('reads the reported type case-insensitively', () => {
    expect(checkAttachments(limits, [], [file('A.PNG', 10, 'IMAGE/PNG')]).accepted).toHaveLength(1);
  });
});

describe('checkMessage', () => {
  it('needs text or a file', () => {
    expect(checkMessage(limits, '   ', 0)).toBe('EMPTY');
    expect(checkMessage(limits, '  ', 1)).toBeUndefined();
    expect(checkMessage(limits, 'Hello', 0)).toBeUndefined();
  });

  it('counts characters as the server does (code points of the trimmed text)', () => {
    expect(checkMessage(limits, ' 0123456789 ', 0)).toBeUndefined();
    expect(checkMessage(limits, '01234567890', 0)).toBe('TOO_LONG');
    expect(checkMessage(limits, '😀'.repeat(10), 0)).toBeUndefined();
  });
});
