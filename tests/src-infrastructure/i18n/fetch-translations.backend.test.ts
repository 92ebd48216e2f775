/**
 * @jest-environment node
 */
import { FetchTranslationsBackend } from '../../../src-infrastructure/i18n/fetch-translations.backend';

/** A backend whose fetch answers with `answer` and records the URLs asked for. */
function backendAnswering(answer: () => Promise<Response>) {
  const urls: string[] = [];
  const backend = new FetchTranslationsBackend((input) => {
    urls.push(String(input));
    return answer();
  });
  backend.init(undefined, { loadPath: 'https://cdn.example/locales/{{lng}}.json' });
  const read = (language: string) =>
    new Promise<{ error: unknown; data: unknown }>((resolve) =>
      backend.read(language, 'translation', (error, data) => resolve({ error, data })),
    );
  return { urls, read };
}

describe('FetchTranslationsBackend', () => {
  it("reads a language's texts from loadPath", async () => {
    const { urls, read } = backendAnswering(() =>
      Promise.resolve(new Response(JSON.stringify({ hello: 'Hola' }), { status: 200 })),
    );
    await expect(read('es')).resolves.toEqual({ error: null, data: { hello: 'Hola' } });
    expect(urls).toEqual(['https://cdn.example/locales/es.json']);
  });

  it('asks i18next to retry after a network error or a 5xx answer, not after a 404 or a body that is not JSON', async () => {
    const offline = backendAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await offline.read('fr')).data).toBe(true);
    const unavailable = backendAnswering(() => Promise.resolve(new Response('', { status: 503 })));
    const failed = await unavailable.read('fr');
    expect(failed).toEqual({ error: expect.stringContaining('status code: 503'), data: true });
    const missing = backendAnswering(() => Promise.resolve(new Response('', { status: 404 })));
    expect(await missing.read('xx')).toEqual({ error: expect.stringContaining('404'), data: false });
    const garbled = backendAnswering(() => Promise.resolve(new Response('<html>', { status: 200 })));
    expect(await garbled.read('de')).toEqual({ error: expect.stringContaining('json'), data: false });
  });
});
