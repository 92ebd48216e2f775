import type { CareersPageData } from '../src-domain/careers/careers-page.model';

/** What a careers page hands its script in `<script id="careers-boot" type="application/json">`. */
export interface CareersBoot {
  readonly language: string;
  readonly page: CareersPageData;
  /** The careers texts in English (the fallback) and, for another language, in it. */
  readonly english: Record<string, unknown>;
  readonly translated?: Record<string, unknown>;
  /** The reCAPTCHA site key of the application form; '' : none (the server then checks none). */
  readonly recaptchaSiteKey?: string;
}

export const CAREERS_BOOT_ELEMENT_ID = 'careers-boot';
