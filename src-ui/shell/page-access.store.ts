import { injectable, inject } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Feature } from '../../src-domain/permissions/feature-access.rules';
import { BrandContextStore } from '../brands/brand-context.store';

/** The page access guard's schedule (spec 000 §6, §9): 3 checks, 1 000 ms apart. */
export const PAGE_ACCESS_ATTEMPTS = 3;
export const PAGE_ACCESS_DELAY_MS = 1000;

/** Whether the current page may be shown: still checking, allowed, or denied (→ /dashboard). */
export type PageAccess = 'checking' | 'allowed' | 'denied';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The page access guard (spec 000 §6): checks that the context brand opens a feature, reloading
 * the brand facts between attempts (the context may still be settling); after 3 failed checks
 * 1 s apart the page is denied and the view goes to /dashboard.
 */
@injectable()
export class PageAccessStore {
  access: PageAccess = 'checking';
  private run = 0;

  constructor(@inject(BrandContextStore) private readonly brands: BrandContextStore) {
    makeAutoObservable<PageAccessStore, 'brands' | 'run'>(this, { brands: false, run: false });
  }

  /** Runs the check for `feature`; a newer call supersedes an older one. Never rejects. */
  async check(feature: Feature): Promise<void> {
    const run = ++this.run;
    runInAction(() => (this.access = 'checking'));
    for (let attempt = 1; attempt <= PAGE_ACCESS_ATTEMPTS; attempt++) {
      try {
        if (attempt === 1) await this.brands.ensureLoaded();
        else await this.brands.load();
        if (this.brands.can(feature)) {
          if (run === this.run) runInAction(() => (this.access = 'allowed'));
          return;
        }
      } catch {
        // A failed load is a failed attempt.
      }
      if (run !== this.run) return;
      if (attempt < PAGE_ACCESS_ATTEMPTS) await wait(PAGE_ACCESS_DELAY_MS);
    }
    if (run === this.run) runInAction(() => (this.access = 'denied'));
  }
}
