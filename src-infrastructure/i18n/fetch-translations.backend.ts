import type { BackendModule, ReadCallback } from 'i18next';

/** The backend's options (i18next's `backend` option): where a language's file is. */
export interface FetchTranslationsOptions {
  /** The file of a language and namespace: `{{lng}}` and `{{ns}}` are replaced. */
  readonly loadPath: string;
}

/**
 * i18next's loading step as the app needs it (issue #30: the page's scripts carry no general
 * HTTP backend): reads `{{lng}}.json` with fetch() — CORS, credentials for the same origin only,
 * as the page's `<link rel="preload" as="fetch" crossorigin>` asks, so the preloaded answer is
 * reused. A network error or a 5xx answer is reported as retryable (i18next retries it,
 * `maxRetries` times from `retryTimeout` ms doubling); a 4xx answer or a body that is not JSON is
 * final.
 */
export class FetchTranslationsBackend implements BackendModule<FetchTranslationsOptions> {
  readonly type = 'backend';
  private loadPath = '/locales/{{lng}}.json';

  init(_services: unknown, options: Partial<FetchTranslationsOptions> = {}): void {
    if (options.loadPath) this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetch(url, { mode: 'cors', credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) {
          const retryable = response.status >= 500;
          callback(`failed loading ${url}; status code: ${response.status}`, retryable);
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
      () => callback(`failed loading ${url}: network error`, true),
    );
  }
}
