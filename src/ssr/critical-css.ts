import postcss, { CssSyntaxError, type Container, type Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';

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
 *   kept whole. Comments are dropped, wherever they are.
 * - Kept rules are in their original order, byte for byte, so the whole file applied later (after
 *   them in the document) gives every element the same computed style: nothing moves when it comes.
 * - A selector list postcss-selector-parser cannot read keeps its rule (a browser ignores it); a
 *   sheet postcss cannot read comes back whole (correct, only larger).
 * The sheet is read with postcss and the selectors with postcss-selector-parser; the markup, our
 * own renderer's output, with a regular expression. It is a pure function of its inputs;
 * `criticalCssCached` memoises it for a few markups per sheet (a call is a few milliseconds on
 * main.css, a memoised one a map look-up).
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
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

function subset(css: string, names: MarkupNames): string {
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch (error) {
    if (error instanceof CssSyntaxError) return css;
    throw error;
  }
  root.walkComments((comment) => {
    comment.remove();
  });
  keepUsed(root, names);
  // The last statement kept may be a block-less at-rule (`@import …`) that was not last before.
  root.raws.semicolon = true;
  return root.toString();
}

/** Removes the container's style rules no selector of which can match, and emptied groupings. */
function keepUsed(container: Container, names: MarkupNames): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule') {
      if (!canMatch(node.selector, names)) node.remove();
    } else if (node.type === 'atrule' && node.nodes && GROUPING_AT_RULES.has(node.name.toLowerCase())) {
      keepUsed(node, names);
      if (node.nodes.length === 0) node.remove();
    }
  }
}

/**
 * Whether one of the selectors of a list names only classes and ids the markup has. A list the
 * parser cannot read is kept: a browser ignores it anyway.
 */
function canMatch(selectorList: string, names: MarkupNames): boolean {
  let list: selectorParser.Root;
  try {
    list = selectorParser().astSync(selectorList);
  } catch {
    return true;
  }
  return list.nodes.some((selector) => {
    let matches = true;
    selector.walk((node) => {
      // Functional pseudo-classes (`:not(.a)`, `:is(…)`, `:where(…)`, `:has(…)`) can match without
      // the names inside them: their arguments are left out.
      if ((node.type === 'class' || node.type === 'id') && !insidePseudo(node, selector)) {
        if (!(node.type === 'class' ? names.classes : names.ids).has(node.value)) matches = false;
      }
      return matches;
    });
    return matches;
  });
}

function insidePseudo(node: selectorParser.Node, top: selectorParser.Selector): boolean {
  for (let parent = node.parent; parent && parent !== top; parent = parent.parent)
    if (parent.type === 'pseudo') return true;
  return false;
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
