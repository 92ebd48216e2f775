import 'reflect-metadata/lite';
import type { ResourceLanguage } from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AppConfig } from '../src-domain/configuration/app-config.model';
import {
  directionOf,
  FALLBACK_LANGUAGE,
  languageFromHost,
  type Language,
} from '../src-domain/language/language.rules';
import { createServerI18n } from '../src-infrastructure/i18n/i18next.factory';
import { AreaModulesPort } from '../src-ui/injection/area-modules.port';
import { findScreenRoute, needsAreaApis } from '../src-ui/routing/routes';
import { hasShellFrame, routeFrame } from '../src-ui/routing/route-frame';
import { ShellFrame } from '../src-ui/layouts/ShellFrame';
import { consentBannerHtml, CONSENT_BANNER_KEYS } from '../src-infrastructure/consent/consent-banner.markup';
import { hasConsentChoice } from '../src-infrastructure/consent/consent-cookie';
import { AppRoot } from './app/AppRoot';
import { serverRenderingModule } from '../src-infrastructure/server-rendering/server-rendering.module';
import type { RenderApi } from '../src-infrastructure/server-rendering/render-api-gateway.adapter';
import type { AnsweredRead } from '../src-infrastructure/gateway/answered-read';
import { createAppContainer } from './container';
import { GUEST_TEXTS_FOLDER } from './guest-texts';
import { pageAssets, type AssetManifest } from './ssr/asset-manifest';
import { renderDocument } from './ssr/document';
import { criticalCssCached } from './ssr/critical-css';
export { INLINE_SCRIPT_HASHES } from './ssr/inline-scripts';
import { renderCareersPage, type CareersRenderRequest } from './ssr/careers-page';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';
import ru from './locales/ru.json';
import tr from './locales/tr.json';

const translations: Record<Language, ResourceLanguage> = { en, es, fr, de, ru, pl, tr, ar };

export interface RenderRequest {
  /** Path and query of the request, e.g. '/user/signup?brand=7'. */
  readonly url: string;
  /** The Host header: its first label picks the language. */
  readonly host: string;
  /** The Cookie header: without a consent choice in it the page carries the consent banner. */
  readonly cookie?: string;
  /**
   * The server's own API on the visitor's behalf: what a screen reads before its first render
   * (a reset link's code, a booking page) is read through it. Without it those reads fail as
   * they would without a network.
   */
  readonly api?: RenderApi;
}

export interface RenderContext {
  readonly config: AppConfig;
  readonly manifest: AssetManifest;
  /** The text of a built stylesheet by its href; undefined when it cannot be read. */
  readonly stylesheet?: (href: string) => string | undefined;
}

/**
 * What a signed-in screen waits for before its first paint besides its own chunk: the signed-in
 * layout, the areas' bindings and the HTTP client of the session's first read. Named in the page,
 * they come with the document instead of one round trip after another once the scripts run.
 * Guest and public pages carry none of them.
 */
function signedInFrameChunks(route: ReturnType<typeof findScreenRoute>): string[] {
  if (route?.access !== 'authenticated') return [];
  return [...(route.layout === 'app' ? ['app-layout'] : []), 'area-apis', 'http'];
}

/**
 * Query parameters a server-rendered guest page shows as it is rendered, or uses only on a later
 * action (`ref` and `return_url` after a sign-in or a sent form; `lng` is ignored): none asks the
 * screen to act as it mounts.
 */
const INERT_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['lng', 'brand', 'ref', 'return_url']);

/**
 * A server-rendered guest or public page is complete HTML until the visitor engages with it
 * (issue #20): its scripts start at the first input (src/ssr/document.ts). Not when its query
 * carries another parameter: the screen may act on it at once (a magic link, a corporate token,
 * an error code to show, an activation, an invitation code), unless the route names it among
 * those its render took into account (`renderedQuery`).
 */
function startsOnEngagement(route: ReturnType<typeof findScreenRoute>, query: URLSearchParams): boolean {
  return Boolean(
    route?.serverRendered &&
    route.access !== 'authenticated' &&
    [...query.keys()].every(
      (name) => INERT_QUERY_PARAMETERS.has(name) || route.renderedQuery?.includes(name) === true,
    ),
  );
}

/**
 * The HTML page for a request. Public screens are rendered with their content; other paths
 * get the empty shell that the browser renders (spec 000 §1).
 */
export async function render(request: RenderRequest, context: RenderContext): Promise<string> {
  const language = languageFromHost(request.host);
  const i18n = createServerI18n(language, en, translations[language]);
  const { pathname, searchParams } = new URL(request.url, 'http://localhost');
  const route = findScreenRoute(pathname);

  let body = '';
  const answeredReads: AnsweredRead[] = [];
  if (route?.serverRendered) {
    await route.screen.preload();
    const container = createAppContainer({
      config: context.config,
      adapters: serverRenderingModule({ i18n }, request.url, { api: request.api, answered: answeredReads }),
    });
    // The areas' gate must not suspend in renderToString: bound before rendering when needed.
    if (needsAreaApis(route)) await container.get<AreaModulesPort>(AreaModulesPort).load();
    // What the screen would read as it mounts is read now: the page holds the final content, and
    // the browser, given the same answers, hydrates the same (issue #30).
    await route.screen.prepareFirstRender(container, request.url);
    body = renderToString(
      <AppRoot
        container={container}
        i18n={i18n}
        router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>}
      />,
    );
  } else if (hasShellFrame(route)) {
    // A signed-in screen: the server does not know the user (the tokens live in the browser), so
    // it renders the frame alone (header, navigation skeleton, the screen's heading); the client
    // renders the same frame over it until the session and the screen are in (issue #20).
    body = renderToString(
      <ShellFrame {...routeFrame(route, pathname, (key, values) => i18n.t(key, values))} />,
    );
  }
  const { scripts, styles } = signedInFrameChunks(route).reduce(
    (assets, chunk) => {
      const more = pageAssets(context.manifest, chunk);
      return {
        scripts: [...assets.scripts, ...more.scripts.filter((file) => !assets.scripts.includes(file))],
        styles: [...assets.styles, ...more.styles.filter((file) => !assets.styles.includes(file))],
      };
    },
    pageAssets(context.manifest, route?.chunk),
  );
  // Server-rendered screens and signed-in frames carry their styles in the page: their first
  // paint waits for no stylesheet request. The empty shell of the other screens paints nothing
  // before its scripts.
  const inlineStyles = new Map<string, string>();
  if ((route?.serverRendered || hasShellFrame(route)) && context.stylesheet) {
    for (const href of styles) {
      const css = context.stylesheet(href);
      if (css !== undefined) inlineStyles.set(href, css);
    }
  }
  const consentBanner = hasConsentChoice(request.cookie ?? '')
    ? undefined
    : consentBannerHtml({
        title: i18n.t(CONSENT_BANNER_KEYS.title),
        description: i18n.t(CONSENT_BANNER_KEYS.description),
        allowAll: i18n.t(CONSENT_BANNER_KEYS.allowAll),
        deny: i18n.t(CONSENT_BANNER_KEYS.deny),
        choose: i18n.t(CONSENT_BANNER_KEYS.choose),
      });
  const startOnEngagement = startsOnEngagement(route, searchParams);
  const guestOnly = route?.access === 'guest';
  const localesUrl = `${context.config.cdnLocalesUrl.replace(/\/$/, '')}${guestOnly ? `/${GUEST_TEXTS_FOLDER}` : ''}`;
  // A page that starts on engagement carries only the rules of the app's own stylesheet (main.css:
  // every widget's styles, Cropper.js…) that its markup uses; the file comes at the engagement.
  // The route's chunk stylesheets stay whole: webpack's CSS loader takes `data-href` as loaded.
  const criticalStyles = new Map<string, string>();
  if (startOnEngagement) {
    const markup = `${consentBanner ?? ''}${body}`;
    for (const href of context.manifest.entrypoints['main']?.assets.css ?? []) {
      const css = inlineStyles.get(href);
      if (css !== undefined) criticalStyles.set(href, criticalCssCached(href, css, markup));
    }
  }
  return renderDocument({
    language,
    direction: directionOf(language),
    title: i18n.t(route?.titleKey ?? 'app.title'),
    body,
    scripts,
    styles,
    inlineStyles,
    // English, the fallback, is fetched by every page (it is in no script); other languages come
    // in the boot data. A guests-only page fetches only its own texts of both (src/guest-texts.ts).
    fetches: [...new Set(guestOnly ? [language, FALLBACK_LANGUAGE] : [FALLBACK_LANGUAGE])].map(
      (name) => `${localesUrl}/${name}.json`,
    ),
    consentBanner,
    startOnEngagement,
    // The loader's error when the app cannot start (issue #30), in the page's language.
    startMessages: startOnEngagement
      ? { failed: i18n.t('app.startFailed'), reload: i18n.t('app.startReload') }
      : undefined,
    criticalStyles,
    // A signed-in screen starts its session bootstrap read at parse time (issue #20).
    earlyBootstrapClientId: route?.access === 'authenticated' ? context.config.identity.clientId : undefined,
    boot: {
      config: context.config,
      language,
      resources: language === 'en' || guestOnly ? undefined : translations[language],
      guestTexts: guestOnly || undefined,
      answeredReads: answeredReads.length > 0 ? answeredReads : undefined,
    },
  });
}

/** A public careers page (issue #38): the server read its data; see src/ssr/careers-page.tsx. */
export function renderCareers(
  request: CareersRenderRequest,
  context: Pick<RenderContext, 'manifest' | 'stylesheet'>,
): string {
  return renderCareersPage(request, { ...context, translations });
}
