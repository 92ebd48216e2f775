import { renderDocument } from '../../src/ssr/document';
import { testAppConfig } from '../support/test-config';

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
});
