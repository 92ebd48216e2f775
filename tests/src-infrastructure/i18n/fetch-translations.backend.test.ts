import { FetchTranslationsBackend } from '../../../src-infrastructure/i18n/fetch-translations.backend';

type Answer = { status: number; body?: string } | 'network-error';

/** Reads `language` through a backend whose fetch() answers `answer`; resolves with the callback's arguments. */
function read(answer: Answer, language = 'fr'): Promise<{ error: unknown; data: unknown; url: string }> {
  let url = '';
  const original = globalThis.fetch;
  globalThis.fetch = ((input: string) => {
    url = input;
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const body = answer.body ?? '';
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: () => Promise.resolve().then(() => JSON.parse(body) as unknown),
    });
  }) as typeof fetch;
  const backend = new FetchTranslationsBackend();
  backend.init(undefined, { loadPath: 'https://cdn.example/locales/{{lng}}.json' });
  return new Promise((resolve) =>
    backend.read(language, 'translation', (error, data) => {
      globalThis.fetch = original;
      resolve({ error, data, url });
    }),
  ).then((result) => ({ ...(result as { error: unknown; data: unknown }), url }));
}

describe('FetchTranslationsBackend', () => {
  it("reads the language's file from the load path and hands i18next its texts", async () => {
    const result = await read({ status: 200, body: '{"login":{"title":"Connexion"}}' });
    expect(result.url).toBe('https://cdn.example/locales/fr.json');
    expect(result.error).toBeNull();
    expect(result.data).toEqual({ login: { title: 'Connexion' } });
  });

  it('reports a network error and a 5xx answer as retryable, a 4xx answer and a non-JSON body as final', async () => {
    const network = await read('network-error');
    expect(network.error).toEqual(expect.stringContaining('network error'));
    expect(network.data).toBe(true);
    const unavailable = await read({ status: 503 });
    expect(unavailable.error).toEqual(expect.stringContaining('503'));
    expect(unavailable.data).toBe(true);
    const missing = await read({ status: 404 });
    expect(missing.error).toEqual(expect.stringContaining('404'));
    expect(missing.data).toBe(false);
    const garbled = await read({ status: 200, body: '<html>' });
    expect(garbled.error).toEqual(expect.stringContaining('json'));
    expect(garbled.data).toBe(false);
  });
});
