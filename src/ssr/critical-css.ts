/**
 * The part of a built stylesheet a server-rendered page can use at first paint ("critical CSS",
 * issue #20): a guest page that starts on engagement carries only these rules inline and gets the
 * whole file at the first engagement (src/ssr/document.ts, the engagement loader), so the browser
 * parses and matches a few dozen rules during the load instead of every widget's.
 *
 * Contract of `criticalCss(css, markup)`:
 * - A style rule is kept when one of its selectors can match the markup: every class and id it
 *   names (outside functional pseudo-classes such as `:not()`, which are ignored) occurs in the
 *   markup's `class` / `id` attributes. Element, attribute and universal selectors and
 *   pseudo-classes never drop a rule, so states (`:hover`, `:focus-visible`, `[dir=rtl]`) of the
 *   page's elements stay.
 * - `@media`, `@supports`, `@container` and `@layer` blocks keep the rules of theirs that are kept
 *   (and are dropped when none is); every other at-rule (`@keyframes`, `@font-face`, `@import`…) is
 *   kept whole. Comments are dropped.
 * - Kept rules are in their original order, byte for byte, so the whole file applied later (after
 *   them in the document) gives every element the same computed style: nothing moves when it comes.
 * It is a pure function of its inputs; `criticalCssCached` memoises it for a few markups per sheet.
 */
export function criticalCss(css: string, markup: string): string {
  return subset(css, markupNames(markup));
}

interface MarkupNames {
  readonly classes: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
}

/** Class names and ids of the markup's elements (`class="a b"`, `id="x"`, either quote). */
function markupNames(markup: string): MarkupNames {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const match of markup.matchAll(/\s(class|id)=(?:"([^"]*)"|'([^']*)')/g)) {
    const value = match[2] ?? match[3] ?? '';
    if (match[1] === 'id') ids.add(value);
    else for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return { classes, ids };
}

/** At-rules whose block holds style rules: filtered rule by rule. */
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/i;

function subset(css: string, names: MarkupNames): string {
  let out = '';
  for (const statement of statements(css)) {
    if (statement.body === undefined) {
      out += `${statement.prelude};`;
    } else if (statement.prelude.startsWith('@')) {
      if (GROUPING_AT_RULE.test(statement.prelude)) {
        const inner = subset(statement.body, names);
        if (inner) out += `${statement.prelude}{${inner}}`;
      } else {
        out += `${statement.prelude}{${statement.body}}`;
      }
    } else if (splitTopLevel(statement.prelude, ',').some((selector) => canMatch(selector, names))) {
      out += `${statement.prelude}{${statement.body}}`;
    }
  }
  return out;
}

/** Whether a selector names only classes and ids the markup has. */
function canMatch(selector: string, names: MarkupNames): boolean {
  // Functional pseudo-classes (`:not(.a)`, `:is(…)`, `:where(…)`, `:has(…)`) can match without
  // the names inside them: their arguments are left out. Attribute selectors name no class.
  const plain = withoutParenthesesAndBrackets(selector);
  for (const match of plain.matchAll(/([.#])((?:\\.|[\w-])+)/g)) {
    const name = match[2]!.replace(/\\(.)/g, '$1');
    if (!(match[1] === '.' ? names.classes : names.ids).has(name)) return false;
  }
  return true;
}

function withoutParenthesesAndBrackets(selector: string): string {
  let out = '';
  let depth = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index]!;
    if (char === '\\') {
      if (depth === 0) out += selector.slice(index, index + 2);
      index++;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

interface Statement {
  /** The text before `{` or `;`, trimmed. */
  readonly prelude: string;
  /** The text between the braces; undefined for a statement that ends with `;` (`@import`). */
  readonly body?: string;
}

/** The top-level statements of a stylesheet, strings, escapes and comments respected. */
function statements(css: string): Statement[] {
  const result: Statement[] = [];
  let index = 0;
  let prelude = '';
  while (index < css.length) {
    const char = css[index]!;
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end < 0 ? css.length : end + 2;
    } else if (char === '"' || char === "'") {
      const end = stringEnd(css, index);
      prelude += css.slice(index, end);
      index = end;
    } else if (char === '\\') {
      prelude += css.slice(index, index + 2);
      index += 2;
    } else if (char === ';') {
      if (prelude.trim()) result.push({ prelude: prelude.trim() });
      prelude = '';
      index++;
    } else if (char === '{') {
      const end = blockEnd(css, index);
      result.push({ prelude: prelude.trim(), body: css.slice(index + 1, end) });
      prelude = '';
      index = end + 1;
    } else {
      prelude += char;
      index++;
    }
  }
  return result;
}

/** The index just after the string that starts at `start`. */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote && css[index] !== '\n') {
    index += css[index] === '\\' ? 2 : 1;
  }
  return Math.min(css.length, index + 1);
}

/** The index of the `}` that closes the block opened at `open` (the end of the text if none). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < css.length) {
    const char = css[index]!;
    if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      index = end < 0 ? css.length : end + 2;
      continue;
    }
    if (char === '"' || char === "'") {
      index = stringEnd(css, index);
      continue;
    }
    if (char === '\\') index++;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index;
    index++;
  }
  return css.length;
}

/** `text` split at `separator` where it is outside parentheses, brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\\') index++;
    else if (char === '"' || char === "'") index = stringEnd(text, index) - 1;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const MEMO_LIMIT = 64;
const memo = new Map<string, string>();

/**
 * `criticalCss` memoised by the sheet's name and the markup's class and id names (a guest page's
 * markup differs from request to request only in ids and values the stylesheet does not name, so
 * a few entries per sheet serve every request). At most MEMO_LIMIT entries, then it starts over.
 */
export function criticalCssCached(name: string, css: string, markup: string): string {
  const names = markupNames(markup);
  const key = `${name}\n${[...names.classes].sort().join(' ')}\n${[...names.ids].sort().join(' ')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const result = subset(css, names);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, result);
  return result;
}
