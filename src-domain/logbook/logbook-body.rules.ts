import { LOGBOOK_LIMITS } from './logbook.model';

/**
 * The logbook's formatting: a small markdown subset kept as plain text and never turned into
 * HTML. A blank line separates paragraphs; lines starting with "- " or "* " form a bullet list;
 * **text** is bold, _text_ is italic. Anything else (tags, links, `<script>`) is literal text,
 * so a view renders the parsed blocks as text nodes and stored markup can never run.
 */
export type LogbookInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bold'; readonly text: string }
  | { readonly kind: 'italic'; readonly text: string };

export type LogbookBlock =
  | { readonly kind: 'paragraph'; readonly lines: readonly (readonly LogbookInline[])[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly LogbookInline[])[] };

const BULLET = /^\s*[-*]\s+/;
const EMPHASIS = /\*\*([^*\n]+)\*\*|_([^_\n]+)_/g;

/** The inline runs of one line: bold and italic spans, the rest as text. */
export function parseInline(line: string): LogbookInline[] {
  const runs: LogbookInline[] = [];
  let last = 0;
  for (const match of line.matchAll(EMPHASIS)) {
    const start = match.index;
    if (start > last) runs.push({ kind: 'text', text: line.slice(last, start) });
    if (match[1] !== undefined) runs.push({ kind: 'bold', text: match[1] });
    else runs.push({ kind: 'italic', text: match[2] ?? '' });
    last = start + match[0].length;
  }
  if (last < line.length) runs.push({ kind: 'text', text: line.slice(last) });
  return runs;
}

/** The blocks of a body (carriage returns ignored); an empty body has none. */
export function parseLogbookBody(body: string): LogbookBlock[] {
  const blocks: LogbookBlock[] = [];
  let paragraph: LogbookInline[][] = [];
  let list: LogbookInline[][] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const line of body.replace(/\r/g, '').split('\n')) {
    if (line.trim() === '') {
      flush();
    } else if (BULLET.test(line)) {
      if (paragraph.length > 0) flush();
      list.push(parseInline(line.replace(BULLET, '')));
    } else {
      if (list.length > 0) flush();
      paragraph.push(parseInline(line.trim()));
    }
  }
  flush();
  return blocks;
}

/** The body as plain words (markers removed): previews and search snippets. */
export function logbookPlainText(body: string): string {
  return parseLogbookBody(body)
    .flatMap((block) => (block.kind === 'paragraph' ? block.lines : block.items))
    .map((runs) => runs.map((run) => run.text).join(''))
    .join(' ');
}

export type LogbookTextProblem =
  | 'LOGBOOK.TITLE_EMPTY'
  | 'LOGBOOK.TITLE_TOO_LONG'
  | 'LOGBOOK.BODY_TOO_LONG'
  | 'LOGBOOK.COMMENT_EMPTY'
  | 'LOGBOOK.COMMENT_TOO_LONG';

/** The first problem of an entry's title and body, or undefined (limits: LOGBOOK_LIMITS). */
export function logbookEntryProblem(title: string, body: string): LogbookTextProblem | undefined {
  const trimmed = title.trim();
  if (trimmed === '') return 'LOGBOOK.TITLE_EMPTY';
  if (trimmed.length > LOGBOOK_LIMITS.titleMax) return 'LOGBOOK.TITLE_TOO_LONG';
  if (body.length > LOGBOOK_LIMITS.bodyMax) return 'LOGBOOK.BODY_TOO_LONG';
  return undefined;
}

/** The problem of a comment, or undefined. */
export function logbookCommentProblem(body: string): LogbookTextProblem | undefined {
  if (body.trim() === '') return 'LOGBOOK.COMMENT_EMPTY';
  if (body.length > LOGBOOK_LIMITS.commentMax) return 'LOGBOOK.COMMENT_TOO_LONG';
  return undefined;
}

/** True when a search text holds at least one word (letters, marks or digits of any script). */
export function searchableLogbookQuery(query: string): boolean {
  return /[\p{L}\p{M}\p{N}]/u.test(query);
}
