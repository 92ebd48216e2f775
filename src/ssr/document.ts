import { serializeBootData, type BootData, BOOT_ELEMENT_ID } from '../boot-data';
import { SESSION_BOOTSTRAP_EARLY_SCRIPT } from '../../src-infrastructure/session/session-bootstrap-early.script';
import {
  ENGAGEMENT_LOADER_SCRIPT,
  ENGAGEMENT_LOADER_STYLE,
  PAGE_START_ELEMENT_ID,
  type PageStartPlan,
} from '../../src-infrastructure/browser/engagement-loader.script';

export interface DocumentParts {
  readonly language: string;
  readonly direction: 'ltr' | 'rtl';
  readonly title: string;
  readonly body: string;
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /**
   * The text of some of `styles`, by href: those go into the page as `<style data-href>` (no
   * render-blocking request; webpack's CSS loader finds them by data-href and never fetches
   * them again), the others stay `<link rel="stylesheet">`.
   */
  readonly inlineStyles?: ReadonlyMap<string, string>;
  /**
   * The critical part (src/ssr/critical-css.ts) of some of `styles`, by href; used only with
   * `startOnEngagement`. It goes into the page as `<style data-critical="href">` (no data-href: it
   * is not the whole file); the engagement loader prefetches the file on idle and, at the first
   * engagement, puts it in as a stylesheet at that element's place. Takes precedence over
   * `inlineStyles`.
   */
  readonly criticalStyles?: ReadonlyMap<string, string>;
  /**
   * Files the page's scripts will fetch() at start (the translation files), requested with the
   * document so they are in when the scripts ask; same-origin or CORS, without credentials.
   */
  readonly fetches?: readonly string[];
  readonly boot: BootData;
  /**
   * The consent banner's HTML (consentBannerHtml) when the visitor has made no choice yet: the
   * body's first element, outside the root that hydrates.
   */
  readonly consentBanner?: string;
  /**
   * The page is complete HTML until the visitor engages with it (issue #20): it requests neither
   * `scripts` nor `fetches` at load. The engagement loader (an inline script, allowed by its hash
   * in the CSP) prefetches them on idle after load and inserts the scripts at the first
   * engagement.
   */
  readonly startOnEngagement?: boolean;
  /**
   * With `startOnEngagement`: the error the loader shows when the app cannot start (issue #30), in
   * the page's language (`pageStart.failed`, `pageStart.reload`). Undefined: no such error.
   */
  readonly startMessages?: PageStartPlan['messages'];
  /**
   * A signed-in page: the identity client id whose stored session the early bootstrap script
   * (SESSION_BOOTSTRAP_EARLY_SCRIPT, allowed by its hash) reads to start the session bootstrap
   * read at parse time. Undefined: no such script.
   */
  readonly earlyBootstrapClientId?: string;
}

/** JSON inside a `<script type="application/json">`: `<`, `>`, `&` escaped, so nothing can end it. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML document around the rendered app. Scripts are deferred, so the server-rendered
 * markup is readable before any of them runs; the boot data is inert JSON.
 */
export function renderDocument(parts: DocumentParts): string {
  const critical = parts.startOnEngagement ? parts.criticalStyles : undefined;
  const styles = parts.styles
    .map((href) => {
      const part = critical?.get(href);
      if (part !== undefined)
        return `<style data-critical="${escapeHtml(href)}">${part.replace(/<\/style/gi, '<\\/style')}</style>`;
      const css = parts.inlineStyles?.get(href);
      return css === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
        : // A stylesheet cannot close the element early: `</style` is escaped as CSS allows.
          `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .join('');
  const fetches = parts.startOnEngagement
    ? ''
    : (parts.fetches ?? [])
        .map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`)
        .join('');
  const scripts = parts.startOnEngagement
    ? ''
    : parts.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
  const plan: PageStartPlan = {
    scripts: parts.scripts,
    prefetch: [
      ...parts.styles.filter((href) => critical?.has(href)),
      ...parts.scripts,
      ...(parts.fetches ?? []),
    ],
    ...(parts.startMessages ? { messages: parts.startMessages } : {}),
  };
  // What the loader draws (a held button's busy look, its start error) is styled from the first paint.
  const loaderStyle = parts.startOnEngagement
    ? `<style data-page-start>${ENGAGEMENT_LOADER_STYLE}</style>`
    : '';
  const loader = parts.startOnEngagement
    ? `<script id="${PAGE_START_ELEMENT_ID}" type="application/json">${jsonInHtml(plan)}</script>` +
      `<script>${ENGAGEMENT_LOADER_SCRIPT}</script>`
    : '';
  const earlyBootstrap =
    parts.earlyBootstrapClientId === undefined
      ? ''
      : `<script data-client-id="${escapeHtml(parts.earlyBootstrapClientId)}">${SESSION_BOOTSTRAP_EARLY_SCRIPT}</script>`;
  return (
    `<!doctype html><html lang="${escapeHtml(parts.language)}" dir="${parts.direction}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="theme-color" content="#0088dd"><title>${escapeHtml(parts.title)}</title>` +
    `<link rel="icon" href="data:,">${styles}${loaderStyle}${fetches}${scripts}</head>` +
    // The banner first: parsed, laid out and painted in the page's first frame even when the parser
    // yields inside the screen's markup (it is the largest text, so the page's LCP).
    `<body>${parts.consentBanner ?? ''}<div id="root">${parts.body}</div>` +
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeBootData(parts.boot)}</script>` +
    `${loader}${earlyBootstrap}</body></html>`
  );
}
