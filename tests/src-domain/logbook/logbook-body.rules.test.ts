import {
  logbookCommentProblem,
  logbookEntryProblem,
  logbookPlainText,
  parseLogbookBody,
  searchableLogbookQuery,
} from '../../../src-domain/logbook/logbook-body.rules';

describe('parseLogbookBody', () => {
  it('reads paragraphs, bullet lists, bold and italic', () => {
    expect(parseLogbookBody('Patio at **11:30**\nsecond line\n\n- one\n* _two_\nafter')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { kind: 'text', text: 'Patio at ' },
            { kind: 'bold', text: '11:30' },
          ],
          [{ kind: 'text', text: 'second line' }],
        ],
      },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'italic', text: 'two' }]],
      },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'after' }]] },
    ]);
  });

  it('keeps markup and script as literal text runs', () => {
    const body = '<img src=x onerror=alert(1)> **<script>alert(1)</script>**';
    expect(parseLogbookBody(body)).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
            { kind: 'bold', text: '<script>alert(1)</script>' },
          ],
        ],
      },
    ]);
    expect(logbookPlainText(body)).toBe('<img src=x onerror=alert(1)> <script>alert(1)</script>');
  });

  it('an empty or blank body has no blocks; carriage returns are ignored', () => {
    expect(parseLogbookBody('')).toEqual([]);
    expect(parseLogbookBody(' \r\n \n')).toEqual([]);
  });
});

describe('text problems', () => {
  it('checks the title and the body', () => {
    expect(logbookEntryProblem('  ', '')).toBe('LOGBOOK.TITLE_EMPTY');
    expect(logbookEntryProblem('x'.repeat(121), '')).toBe('LOGBOOK.TITLE_TOO_LONG');
    expect(logbookEntryProblem(` ${'x'.repeat(120)} `, '')).toBeUndefined();
    expect(logbookEntryProblem('ok', 'x'.repeat(4001))).toBe('LOGBOOK.BODY_TOO_LONG');
    expect(logbookEntryProblem('ok', '')).toBeUndefined();
  });

  it('checks a comment', () => {
    expect(logbookCommentProblem(' ')).toBe('LOGBOOK.COMMENT_EMPTY');
    expect(logbookCommentProblem('x'.repeat(1001))).toBe('LOGBOOK.COMMENT_TOO_LONG');
    expect(logbookCommentProblem('fine')).toBeUndefined();
  });

  it('a search needs a word in any script', () => {
    expect(searchableLogbookQuery('*"()')).toBe(false);
    expect(searchableLogbookQuery('طلبية')).toBe(true);
    expect(searchableLogbookQuery('7')).toBe(true);
  });
});
