import { injectable, inject } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { needIsUserOnly, type PageNeed } from '../../src-domain/permissions/page-access.rules';
import { BrandContextStore } from '../brands/brand-context.store';

/** The page access guard's schedule (spec 000 §6, §9): 3 checks, 1 000 ms apart. */
export const PAGE_ACCESS_ATTEMPTS = 3;
export const PAGE_ACCESS_DELAY_MS = 1000;

/** Whether the current page may be shown: still checking, allowed, or denied (→ /dashboard). */
export type PageAccess = 'checking' | 'allowed' | 'denied';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The page access guard (spec 000 §6): checks that a page's need (`pageOpens`) is met, reloading
 * the brand facts between attempts (the context may still be settling); after 3 failed checks
 * 1 s apart the page is denied and the view goes to /dashboard. A need decided by the user alone
 * is checked once. A failed read of the brands ends the check unanswered ('checking'). Each answer belongs to the page it was asked for: any other page reads
 * 'checking' until its own check answers, so no page inherits the previous page's 'allowed'.
 */
@injectable()
export class PageAccessStore {
  private answer: { readonly page: string; readonly access: PageAccess } | undefined = undefined;
  private run = 0;

  constructor(@inject(BrandContextStore) private readonly brands: BrandContextStore) {
    makeAutoObservable<PageAccessStore, 'brands' | 'run'>(this, { brands: false, run: false });
  }

  /** The answer for `page` (any key naming the page and its need): 'checking' until its check answers. */
  accessOf(page: string): PageAccess {
    return this.answer?.page === page ? this.answer.access : 'checking';
  }

  /** Runs the check of `need` for `page`; a newer call supersedes an older one. Never rejects. */
  async check(need: PageNeed, page: string): Promise<void> {
    const run = ++this.run;
    runInAction(() => (this.answer = { page, access: 'checking' }));
    const attempts = needIsUserOnly(need) ? 1 : PAGE_ACCESS_ATTEMPTS;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        if (attempt === 1) await this.brands.ensureLoaded();
        else await this.brands.load();
        if (this.brands.opens(need)) {
          if (run === this.run) runInAction(() => (this.answer = { page, access: 'allowed' }));
          return;
        }
      } catch {
        // A failed read of the brands is no denial: the shell shows its panel in place of the
        // page, whose retry reads them again and mounts the page (and its guard) afresh.
        if (this.brands.status === 'failed') return;
      }
      if (run !== this.run) return;
      if (attempt < attempts) await wait(PAGE_ACCESS_DELAY_MS);
    }
    if (run === this.run) runInAction(() => (this.answer = { page, access: 'denied' }));
  }
}
