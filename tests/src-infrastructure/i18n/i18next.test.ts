/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://es.localhost:8080/user/signup?lng=%3Cscript%3E"}
 */
import 'reflect-metadata';
import {
  completeBrowserTexts,
  createBrowserI18n,
  createServerI18n,
} from '../../../src-infrastructure/i18n/i18next.factory';
import { I18nextTranslator } from '../../../src-infrastructure/i18n/i18next-translator.adapter';
import english from '../../../src/locales/en.json';
import spanish from '../../../src/locales/es.json';
import arabic from '../../../src/locales/ar.json';

describe('createBrowserI18n', () => {
  it('takes the language from the host and uses the texts the server sent, ignoring ?lng', async () => {
    const i18n = await createBrowserI18n({
      english,
      preloaded: { language: 'es', resources: spanish },
      localesUrl: '/locales',
    });
    expect(i18n.language).toBe('es');
    expect(i18n.t('signup.title')).toBe('Te damos la bienvenida a Brigade');
  });

  it('loads other languages from {localesUrl}/{lng}.json with the library defaults of spec 001 §9', async () => {
    const i18n = await createBrowserI18n({
      english,
      preloaded: { language: 'es', resources: spanish },
      localesUrl: 'https://cdn.example/locales/',
    });
    const backend = i18n.options.backend as { loadPath: string };
    expect(backend.loadPath).toBe('https://cdn.example/locales/{{lng}}.json');
    expect(i18n.options.maxParallelReads).toBe(10);
    expect(i18n.options.maxRetries).toBe(5);
    expect(i18n.options.retryTimeout).toBe(350);
    expect(i18n.options.supportedLngs).toEqual(
      expect.arrayContaining(['en', 'es', 'fr', 'de', 'ru', 'pl', 'tr', 'ar']),
    );
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });
});

describe('completeBrowserTexts', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
  afterEach(() => jest.restoreAllMocks());

  it("brings in the whole files of the page's language and its fallback over the guest part", async () => {
    const i18n = await createBrowserI18n({
      english: { login: english.login },
      preloaded: { language: 'es', resources: { login: spanish.login } },
      localesUrl: '/locales/guest',
    });
    expect(i18n.exists('rewards.title')).toBe(false);
    const urls: string[] = [];
    global.fetch = jest.fn((url: string) => {
      urls.push(url);
      return answer(url.endsWith('/es.json') ? spanish : english);
    }) as unknown as typeof fetch;
    await completeBrowserTexts(i18n, '/locales/');
    expect(urls.sort()).toEqual(['/locales/en.json', '/locales/es.json']);
    expect(i18n.t('signup.title')).toBe('Te damos la bienvenida a Brigade');
    expect(i18n.t('login.submit')).toBe(spanish.login.submit);
  });

  it('rejects when a file cannot be read, keeping the part the page has', async () => {
    const i18n = await createBrowserI18n({
      english: { login: english.login },
      preloaded: { language: 'es', resources: { login: spanish.login } },
      localesUrl: '/locales/guest',
    });
    global.fetch = jest.fn((url: string) =>
      answer({}, url.endsWith('/es.json') ? 503 : 200),
    ) as unknown as typeof fetch;
    await expect(completeBrowserTexts(i18n, '/locales')).rejects.toThrow(/texts of es/);
    expect(i18n.t('login.submit')).toBe(spanish.login.submit);
  });
});

describe('createServerI18n', () => {
  it('renders the requested language, falling back to English for unknown codes', () => {
    expect(createServerI18n('ar', english, arabic).t('authLayout.login')).toBe('تسجيل الدخول');
    expect(createServerI18n('xx', english).t('authLayout.login')).toBe('Login');
  });
});

describe('I18nextTranslator', () => {
  it('reports the language, its changes, and stops after unsubscribe', async () => {
    const i18n = createServerI18n('es', english, spanish);
    i18n.addResourceBundle('ar', 'translation', arabic);
    const translator = new I18nextTranslator(i18n);
    expect(translator.language).toBe('es');
    const seen: string[] = [];
    const unsubscribe = translator.onLanguageChanged((language) => seen.push(language));
    await translator.changeLanguage('ar');
    unsubscribe();
    await translator.changeLanguage('en');
    expect(seen).toEqual(['ar']);
    expect(translator.language).toBe('en');
  });
});
