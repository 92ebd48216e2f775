import type { ResourceLanguage } from 'i18next';
import { renderToString } from 'react-dom/server';
import type { CareersApplicationPort } from '../../src-domain/careers/careers-application.port';
import type { CareersPageData } from '../../src-domain/careers/careers-page.model';
import { jobPostingData, scriptSafeJson } from '../../src-domain/careers/job-posting.rules';
import { directionOf, languageFromHost, type Language } from '../../src-domain/language/language.rules';
import type { ProfileScheme } from '../../src-domain/theme/theme.rules';
import {
  careersBrandFrom,
  careersLocationsFrom,
  careersPositionFrom,
} from '../../src-infrastructure/careers/careers-page.mapper';
import {
  ENGAGEMENT_LOADER_SCRIPT,
  PAGE_START_ELEMENT_ID,
  type PageStartPlan,
} from '../../src-infrastructure/browser/engagement-loader.script';
import type { WireData } from '../../src-infrastructure/gateway/gateway-wire';
import { createInMemoryI18n } from '../../src-infrastructure/i18n/in-memory-i18n.factory';
import { CareersRoot } from '../../src-ui/careers/CareersRoot';
import { CAREERS_BOOT_ELEMENT_ID, type CareersBoot } from '../careers-boot';
import type { AssetManifest } from './asset-manifest';

/** What the server read for a careers page: the careers API's shapes and the brand's scheme. */
export type CareersPageRead =
  | { readonly kind: 'list'; readonly page: WireData<'/v1/careers/{slug}'>; readonly scheme: ProfileScheme }
  | {
      readonly kind: 'position';
      readonly page: WireData<'/v1/careers/{slug}/positions/{position}'>;
      readonly scheme: ProfileScheme;
    }
  | { readonly kind: 'not-found' };

export interface CareersRenderRequest {
  /** The Host header: its first label picks the language. */
  readonly host: string;
  /** The public origin, for the page's canonical address in its structured data. */
  readonly origin: string;
  readonly read: CareersPageRead;
  /** The reCAPTCHA site key the form shows the widget with; '' or absent: none. */
  readonly recaptchaSiteKey?: string;
}

export interface CareersRenderContext {
  readonly manifest: AssetManifest;
  readonly stylesheet?: (href: string) => string | undefined;
  readonly translations: Record<Language, ResourceLanguage>;
}

/** The texts a careers page uses, picked from a language's file (small enough for the page). */
function careersTexts(resources: ResourceLanguage | undefined): Record<string, unknown> {
  const all = (resources ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return {
    careersPublic: all['careersPublic'],
    careersApply: all['careersApply'],
    careers: {
      employmentTypes: all['careers']?.['employmentTypes'],
      payPeriods: all['careers']?.['payPeriods'],
    },
    widgets: { phone: all['widgets']?.['phone'] },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rendering never submits: the browser's entry brings the real sender. */
const notOnServer: CareersApplicationPort = {
  apply: () => Promise.reject(new Error('Applications are sent from the browser')),
  uploadResume: () => Promise.reject(new Error('Résumés are sent from the browser')),
};

function pageData(read: CareersPageRead): CareersPageData {
  if (read.kind === 'list')
    return {
      kind: 'list',
      brand: careersBrandFrom(read.page.brand, read.scheme),
      locations: careersLocationsFrom(read.page),
    };
  if (read.kind === 'position')
    return {
      kind: 'position',
      brand: careersBrandFrom(read.page.brand, read.scheme),
      position: careersPositionFrom(read.page),
    };
  return { kind: 'not-found' };
}

/**
 * The HTML of a careers page (issue #38) in the visitor's language: the page, its styles inline,
 * the data it hydrates with, and for a position its schema.org JobPosting (escaped so that no
 * stored text can end the element). The page is complete HTML until the visitor engages with it,
 * as the login page (issue #20): it does not reference its script (the `careers` entry) at load;
 * the engagement loader (an inline script allowed by its hash, INLINE_SCRIPT_HASHES) prefetches
 * it on idle after load and runs it at the first press, key, touch or focus, and the entry hands
 * what was typed or chosen by then over at hydration (careers-client.tsx).
 */
export function renderCareersPage(request: CareersRenderRequest, context: CareersRenderContext): string {
  const language = languageFromHost(request.host);
  const english = careersTexts(context.translations.en);
  const translated = language === 'en' ? undefined : careersTexts(context.translations[language]);
  const i18n = createInMemoryI18n(language, english as ResourceLanguage, translated as ResourceLanguage);
  const page = pageData(request.read);
  const body = renderToString(
    <CareersRoot
      i18n={i18n}
      page={page}
      applications={notOnServer}
      locate={() => Promise.resolve(undefined)}
      recaptchaSiteKey={request.recaptchaSiteKey ?? ''}
    />,
  );
  let title = i18n.t('careersPublic.notFound.title');
  let description = '';
  let structured = '';
  if (page.kind === 'list') {
    title = i18n.t('careersPublic.pageTitle', { brand: page.brand.name });
    description = i18n.t('careersPublic.intro');
  } else if (page.kind === 'position') {
    const position = page.position;
    title = `${position.title} · ${page.brand.name}`;
    description = position.description.slice(0, 160);
    const url = `${request.origin.replace(/\/$/, '')}/careers/${page.brand.slug}/${position.id}`;
    const posting = jobPostingData(
      {
        id: position.id,
        title: position.title,
        category: position.category,
        employmentType: position.employmentType,
        pay: position.pay,
        description: position.description,
        postedAt: position.postedAt,
        location: {
          id: position.location.id,
          name: position.location.name,
          address: position.location.address,
        },
      },
      page.brand,
      url,
      page.brand.currency,
    );
    structured = `<script type="application/ld+json">${scriptSafeJson(posting)}</script>`;
  }
  const assets = context.manifest.entrypoints['careers']?.assets;
  const styles = (assets?.css ?? [])
    .map((href) => {
      const css = context.stylesheet?.(href);
      return css === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
        : `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .join('');
  // The not-found page is text only: nothing to hydrate, no loader.
  const plan: PageStartPlan = { scripts: assets?.js ?? [], prefetch: assets?.js ?? [] };
  const loader =
    page.kind === 'not-found'
      ? ''
      : `<script id="${PAGE_START_ELEMENT_ID}" type="application/json">${scriptSafeJson(plan)}</script>` +
        `<script>${ENGAGEMENT_LOADER_SCRIPT}</script>`;
  const boot: CareersBoot = {
    language,
    page,
    english,
    ...(translated ? { translated } : {}),
    ...(request.recaptchaSiteKey ? { recaptchaSiteKey: request.recaptchaSiteKey } : {}),
  };
  return (
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    `<link rel="icon" href="data:,">${styles}${structured}</head>` +
    `<body><div id="root">${body}</div>` +
    (page.kind === 'not-found'
      ? ''
      : `<script id="${CAREERS_BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`) +
    `${loader}</body></html>`
  );
}
