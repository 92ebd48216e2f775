import fs from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { render, type RenderContext } from '../../src/ssr';
import type { AssetManifest } from '../../src/ssr/asset-manifest';
import { screenRoutes } from '../../src-ui/routing/routes';
import { testAppConfig } from '../support/test-config';

/**
 * Issue #30: on a guest page the whole stylesheet replaces the critical part at the first input,
 * and nothing may move then. That holds by construction when, for the markup the server rendered:
 *   A. the critical part's rules are rules of the whole file, byte for byte, in the file's order
 *      (with the `@media`/`@supports` blocks around them), so where both apply they cascade alike;
 *   B. every rule of the whole file the critical part leaves out matches no element of that markup,
 *      even with its pseudo-classes and pseudo-elements taken away (a state the element may take:
 *      :hover, :focus-visible, :not(…) — taking them away only matches more), so the whole file
 *      adds nothing that applies to the page.
 * Checked on every guest page the server renders, in English and Arabic, against the app's own
 * stylesheets (every .css file of src-ui, as main.css bundles them).
 */

/** Every stylesheet of the app, concatenated (the `@import`s are files of this list too). */
function appCss(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css')) files.push(full);
    }
  };
  walk(path.join(__dirname, '../../src-ui'));
  return files.map((file) => fs.readFileSync(file, 'utf8').replace(/@import [^;]+;/g, '')).join('\n');
}

const MAIN_CSS = '/assets/main.css';
const manifest: AssetManifest = {
  entrypoints: { main: { assets: { js: ['/assets/main.js'], css: [MAIN_CSS] } } },
  chunkGroups: {},
};

/** Each style rule of a sheet with the grouping at-rules around it, in order, as text. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  const walk = (container: Container, context: string) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule') rules.push(`${context}${node.selector}{${declarations(node)}}`);
      else if (node.type === 'atrule' && node.nodes && /^(media|supports|container|layer)$/i.test(node.name))
        walk(node, `${context}@${node.name} ${node.params}|`);
    }
  };
  walk(postcss.parse(css), '');
  return rules;
}

const declarations = (node: ChildNode & Container) =>
  (node.nodes ?? [])
    .filter((child) => child.type === 'decl')
    .map((child) => child.toString())
    .join(';');

/** The selectors of a rule text (`context|selector{…}`), with every pseudo-class and pseudo-element taken out. */
function broadened(rule: string): string[] {
  const selector = rule.slice(rule.lastIndexOf('|') + 1, rule.indexOf('{', rule.lastIndexOf('|') + 1));
  const list = selectorParser().astSync(selector);
  list.walkPseudos((pseudo) => {
    pseudo.remove();
  });
  return list.nodes.map((one) => one.toString().trim()).filter((one) => one && !/^[>+~]/.test(one));
}

/** The index of the first item of `inner` not found in `outer` after the one before it; -1 when `inner` is `outer` with items left out, the rest in order. */
function firstOutOfOrder(inner: readonly string[], outer: readonly string[]): number {
  let at = 0;
  for (const [index, item] of inner.entries()) {
    while (at < outer.length && outer[at] !== item) at++;
    if (at === outer.length) return index;
    at++;
  }
  return -1;
}

const guestPages = screenRoutes.filter((route) => route.serverRendered && route.access !== 'authenticated');

/** The critical part a page carries, and the page's markup as a document. */
async function pageOf(url: string, host: string, css: string) {
  const context: RenderContext = { config: testAppConfig, manifest, stylesheet: () => css };
  const html = await render({ url, host }, context);
  const critical = /<style data-critical="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1];
  const markup = new DOMParser().parseFromString(html, 'text/html');
  return { critical, markup };
}

describe('the whole stylesheet adds nothing the critical part lays out differently (issue #30)', () => {
  const css = appCss();
  const whole = rulesOf(css);

  it('has guest pages to check, and rules to check them with', () => {
    expect(guestPages.map((route) => route.path)).toContain('/user/login');
    expect(whole.length).toBeGreaterThan(500);
  });

  for (const route of guestPages)
    for (const host of ['www.brigade.test', 'ar.brigade.test'])
      it(`${route.path} (${host.split('.')[0]}): same rules, same order; every rule left out matches nothing of the page`, async () => {
        const { critical, markup } = await pageOf(route.path, host, css);
        expect(critical).toBeDefined();
        const kept = rulesOf(critical!);
        expect(kept.length).toBeGreaterThan(0);
        // A: the kept rules are the file's, in its order (the index of the first one that is not).
        expect(firstOutOfOrder(kept, whole)).toBe(-1);
        // B: what the file adds applies to no element of the page.
        const keptSet = new Set(kept);
        const applying = whole
          .filter((rule) => !keptSet.has(rule))
          .filter((rule) =>
            broadened(rule).some((selector) => {
              try {
                return markup.querySelector(selector) !== null;
              } catch {
                return false;
              }
            }),
          );
        expect(applying).toEqual([]);
      });
});
