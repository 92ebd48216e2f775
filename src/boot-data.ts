import type { AppConfig } from '../src-domain/configuration/app-config.model';
import type { AnsweredRead } from '../src-infrastructure/gateway/answered-read';

/** What the server hands the page in `<script id="brigade-boot" type="application/json">`. */
export interface BootData {
  readonly config: AppConfig;
  readonly language: string;
  /** Texts of `language` when it is not English (English is fetched from the locales). */
  readonly resources?: Record<string, unknown>;
  /**
   * True on a guests-only page: it starts with the guest pages' texts of `language` and English
   * (`{cdnLocalesUrl}/guest/{lng}.json`, src/guest-texts.ts), and `resources` is undefined.
   */
  readonly guestTexts?: boolean;
  /** The API calls the server made rendering the page, with their answers; undefined: none. */
  readonly answeredReads?: readonly AnsweredRead[];
}

export const BOOT_ELEMENT_ID = 'brigade-boot';

/**
 * JSON that is safe inside a script element: `<`, `>`, `&` and the JavaScript line separators
 * are escaped, so no value can close the element or start markup.
 */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
