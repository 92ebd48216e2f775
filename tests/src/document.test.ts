import type { ResourceLanguage } from 'i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../../src-domain/language/language.rules';
import {
  CONSENT_BANNER_KEYS,
  consentBannerHtml,
  type ConsentBannerTexts,
} from '../../src-infrastructure/consent/consent-banner.markup';
import { createServerI18n } from '../../src-infrastructure/i18n/i18next.factory';
import { ENGAGEMENT_LOADER_STYLE } from '../../src-infrastructure/browser/engagement-loader.script';
import { renderDocument } from '../../src/ssr/document';
import ar from '../../src/locales/ar.json';
import de from '../../src/locales/de.json';
import en from '../../src/locales/en.json';
import es from '../../src/locales/es.json';
import fr from '../../src/locales/fr.json';
import pl from '../../src/locales/pl.json';
import ru from '../../src/locales/ru.json';
import tr from '../../src/locales/tr.json';
import { testAppConfig } from '../support/test-config';

const locales: Record<Language, ResourceLanguage> = { en, es, fr, de, ru, pl, tr, ar };

function bannerTexts(language: Language): ConsentBannerTexts {
  const i18n = createServerI18n(language, en, locales[language]);
  const texts = Object.fromEntries(
    Object.entries(CONSENT_BANNER_KEYS).map(([name, key]) => [name, i18n.t(key)]),
  );
  return texts as unknown as ConsentBannerTexts;
}

describe('renderDocument', () => {
  it('requests the translation files with the document, as fetch() will ask for them', () => {
    const html = renderDocument({
      language: 'en',
      direction: 'ltr',
      title: 'Login',
      body: '<main></main>',
      scripts: ['/assets/main.js'],
      styles: ['/assets/main.css'],
      fetches: ['/locales/en.json'],
      boot: { config: testAppConfig, language: 'en' },
    });
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/en.json">');
    // Before the scripts, so the request leaves first.
    expect(html.indexOf('/locales/en.json')).toBeLessThan(html.indexOf('/assets/main.js'));
  });

  it('carries the consent banner first in the body, outside the root that hydrates', () => {
    const html = renderDocument({
      language: 'en',
      direction: 'ltr',
      title: 'Login',
      body: '<main></main>',
      scripts: [],
      styles: [],
      boot: { config: testAppConfig, language: 'en' },
      consentBanner: consentBannerHtml(bannerTexts('en')),
    });
    expect(html).toContain('<body><aside id="consent-banner"');
    expect(html).toContain('</aside><div id="root"><main></main></div>');
  });
});

describe('renderDocument styles', () => {
  it('inlines the styles it has the text of, as <style data-href> that cannot close early, and links the rest', () => {
    const html = renderDocument({
      language: 'en',
      direction: 'ltr',
      title: 'Login',
      body: '',
      scripts: [],
      styles: ['/assets/main.css', '/assets/route-login.css', '/assets/other.css'],
      inlineStyles: new Map([
        ['/assets/main.css', 'body{margin:0}'],
        ['/assets/route-login.css', 'a::after{content:"</style><script>x</script>"}'],
      ]),
      boot: { config: testAppConfig, language: 'en' },
    });
    expect(html).toContain('<style data-href="/assets/main.css">body{margin:0}</style>');
    expect(html).toContain('<style data-href="/assets/route-login.css">a::after{content:"<\\/style><script>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/other.css">');
    // In the order given: the cascade is the same as with links.
    expect(html.indexOf('main.css')).toBeLessThan(html.indexOf('route-login.css'));
  });
});

describe('renderDocument critical styles (a page that starts on engagement, issue #20)', () => {
  const parts = {
    language: 'en',
    direction: 'ltr' as const,
    title: 'Login',
    body: '',
    scripts: ['/assets/main.js'],
    styles: ['/assets/main.css', '/assets/route-login.css'],
    inlineStyles: new Map([
      ['/assets/main.css', 'body{margin:0}.auth-form{x:y}.modal{z:w}'],
      ['/assets/route-login.css', '.auth-screen{a:b}'],
    ]),
    criticalStyles: new Map([['/assets/main.css', 'body{margin:0}.auth-form{x:y}</style>']]),
    fetches: ['/locales/en.json'],
    boot: { config: testAppConfig, language: 'en' },
  };
  const plan = (html: string) =>
    JSON.parse(/<script id="page-start" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
      prefetch: string[];
    };

  it('carries the critical part as <style data-critical>, in place, and prefetches the whole file', () => {
    const html = renderDocument({ ...parts, startOnEngagement: true });
    expect(html).toContain(
      '<style data-critical="/assets/main.css">body{margin:0}.auth-form{x:y}<\\/style></style>' +
        '<style data-href="/assets/route-login.css">.auth-screen{a:b}</style>',
    );
    expect(html).not.toContain('.modal');
    expect(html).not.toContain('data-href="/assets/main.css"');
    expect(plan(html).prefetch).toEqual(['/assets/main.css', '/assets/main.js', '/locales/en.json']);
  });

  it('gives the loader the start error in the page language, and styles what the loader draws (issue #30)', () => {
    const i18n = createServerI18n('ar', en, ar);
    const messages = { failed: i18n.t('app.startFailed'), reload: i18n.t('app.startReload') };
    const html = renderDocument({ ...parts, startOnEngagement: true, startMessages: messages });
    expect((plan(html) as unknown as { messages: unknown }).messages).toEqual({
      failed: ar.app.startFailed,
      reload: ar.app.startReload,
    });
    expect(html).toContain(`<style data-page-start>${ENGAGEMENT_LOADER_STYLE}</style>`);
    // A page that starts at once has no loader, so neither.
    expect(renderDocument(parts)).not.toContain('data-page-start');
  });

  it('inlines the whole file on a page that starts at once', () => {
    const html = renderDocument(parts);
    expect(html).toContain(
      '<style data-href="/assets/main.css">body{margin:0}.auth-form{x:y}.modal{z:w}</style>',
    );
    expect(html).not.toContain('data-critical');
  });
});

describe('consentBannerHtml', () => {
  it.each(SUPPORTED_LANGUAGES)('has every text translated in %s, with three buttons', (language) => {
    const texts = bannerTexts(language);
    const html = consentBannerHtml(texts);
    expect(html).not.toMatch(/consent\./);
    if (language !== 'en') expect(texts.description).not.toBe(bannerTexts('en').description);
    expect(html.match(/<button type="button"/g)).toHaveLength(3);
    expect(html).toContain(`aria-labelledby="consent-banner-title"`);
  });

  it('escapes its texts', () => {
    const html = consentBannerHtml({
      title: '<script>x</script>',
      description: 'a & "b"',
      allowAll: 'ok',
      deny: 'no',
      choose: 'pick',
    });
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('a &amp; &quot;b&quot;');
    expect(html).not.toContain('<script>');
  });
});
