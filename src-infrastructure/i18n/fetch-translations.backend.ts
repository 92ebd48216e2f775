import type { BackendModule, ReadCallback } from 'i18next';

/** Where the translation files are: `loadPath` with `{{lng}}` (and `{{ns}}`) filled in. */
export interface FetchTranslationsOptions {
  readonly loadPath: string;
}

/**
 * i18next's backend over `fetch`: reads `{loadPath}` for a language as JSON. What i18next needs
 * of i18next-http-backend in a browser, in a fraction of its bytes (issue #20: the login page's
 * JavaScript). Failures are reported as i18next expects, so its connector applies the retry
 * policy (maxRetries, retryTimeout): a network error or a 5xx answer is worth retrying, any other
 * answer that is not 2xx, or a body that is not JSON, is not.
 */
export class FetchTranslationsBackend implements BackendModule<FetchTranslationsOptions> {
  readonly type = 'backend';
  readonly callbackApi = true;
  private loadPath = '/locales/{{lng}}.json';

  constructor(private readonly fetchFile: typeof fetch = (input, init) => fetch(input, init)) {}

  init(_services: unknown, options: Partial<FetchTranslationsOptions> = {}): void {
    if (options.loadPath) this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    this.fetchFile(url).then(
      async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 && response.status < 600;
          callback(`failed loading ${url}; status code: ${response.status}`, retry);
          return;
        }
        let texts: unknown;
        try {
          texts = await response.json();
        } catch {
          callback(`failed parsing ${url} to json`, false);
          return;
        }
        callback(null, texts as Parameters<ReadCallback>[1]);
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  }
}
