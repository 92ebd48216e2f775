import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../../src-domain/index';
import type { CareersPageRead } from './careers-page-read';
import type { VisitorApi } from './visitor-api';

/** A careers page to render: the visitor's host (language), the public origin, what was read. */
export interface CareersRenderRequest {
  readonly host: string;
  readonly origin: string;
  readonly read: CareersPageRead;
  /** The reCAPTCHA site key the application form shows; '' : none. */
  readonly recaptchaSiteKey?: string;
}

/** The shape of dist/ssr/ssr.js (src/ssr.tsx), loaded at run time from the build output. */
export interface SsrBundle {
  render(
    request: { url: string; host: string; cookie?: string; api?: VisitorApi },
    context: { config: AppConfig; manifest: unknown; stylesheet?: (href: string) => string | undefined },
  ): Promise<string>;
  /** CSP hash sources of the inline scripts the pages carry (absent from older builds). */
  readonly INLINE_SCRIPT_HASHES?: readonly string[];
  /** A public careers page (issue #38; absent from older builds). */
  renderCareers?(
    request: CareersRenderRequest,
    context: { manifest: unknown; stylesheet?: (href: string) => string | undefined },
  ): string;
}

export interface PageRenderer {
  /** `api`: what a screen reads before its first render goes through it (visitorApi). */
  render(url: string, host: string, cookie?: string, api?: VisitorApi): Promise<string>;
  /** What the pages' CSP must allow of inline scripts ('sha256-…' sources). */
  readonly inlineScriptHashes: readonly string[];
  /** The HTML of a careers page; throws when the build has no careers renderer. */
  renderCareers(request: CareersRenderRequest): string;
}

/**
 * The text of a built stylesheet by the href the manifest gives it (a path under the client's
 * output folder), read once and kept; undefined for anything else (another origin, `..`).
 */
function builtStylesheets(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      const file = path.join(clientDir, new URL(href, 'http://page.invalid').pathname);
      const inside = href.startsWith('/') && !href.startsWith('//') && file.startsWith(clientDir + path.sep);
      texts.set(
        href,
        inside && href.endsWith('.css') && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined,
      );
    }
    return texts.get(href);
  };
}

/**
 * Loads the server renderer and the client manifest that `npm run build` wrote.
 * Throws with the command to run when the build output is missing.
 */
export async function loadPageRenderer(distDir: string, config: AppConfig): Promise<PageRenderer> {
  const bundleFile = path.join(distDir, 'ssr/ssr.js');
  const manifestFile = path.join(distDir, 'client/manifest.json');
  if (!fs.existsSync(bundleFile) || !fs.existsSync(manifestFile)) {
    throw new Error(`No build output in ${distDir}: run \`npm run build\` first (npm start does).`);
  }
  const manifest: unknown = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const loaded = (await import(pathToFileURL(bundleFile).href)) as SsrBundle & { default?: SsrBundle };
  const bundle = typeof loaded.render === 'function' ? loaded : loaded.default;
  if (!bundle || typeof bundle.render !== 'function') throw new Error(`${bundleFile} exports no render()`);
  const stylesheet = builtStylesheets(path.join(distDir, 'client'));
  return {
    render: (url, host, cookie, api) =>
      bundle.render({ url, host, cookie, api }, { config, manifest, stylesheet }),
    inlineScriptHashes: bundle.INLINE_SCRIPT_HASHES ?? [],
    renderCareers: (request) => {
      if (!bundle.renderCareers)
        throw new Error(`${bundleFile} has no renderCareers(): run \`npm run build\``);
      return bundle.renderCareers(request, { manifest, stylesheet });
    },
  };
}
