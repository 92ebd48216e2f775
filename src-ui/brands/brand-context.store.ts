import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { BrandTree } from '../../src-domain/brands/brand-tree.rules';
import { contextOf } from '../../src-domain/brands/brand-type.rules';
import { parseSavedContext } from '../../src-domain/brands/saved-context.rules';
import type { Brand, BrandContext } from '../../src-domain/brands/brand.model';
import { BrandsApiPort, type BrandSettings } from '../../src-domain/brands/brands-api.port';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import {
  canUse,
  featureAccess,
  type AccessFacts,
  type Feature,
} from '../../src-domain/permissions/feature-access.rules';
import { pageOpens, type PageNeed } from '../../src-domain/permissions/page-access.rules';
import { PermissionPolicy } from '../../src-domain/permissions/permission-policy.rules';
import type { BrandPolicy } from '../../src-domain/permissions/policy.model';
import { CookiePort } from '../../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { resolveTheme, type ProfileScheme, type Theme } from '../../src-domain/theme/theme.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { SessionStore } from '../session/session.store';

/** Where the brand data stands: nothing asked yet, loading, loaded, or failed (retry with `load`). */
export type BrandDataStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What is read for the context brand. */
interface BrandFacts {
  readonly policy: BrandPolicy;
  readonly settings: BrandSettings;
  readonly scheme: ProfileScheme | undefined;
}

const EMPTY_POLICY = new PermissionPolicy([]);

/**
 * Stale-while-revalidate of the brand tree (spec 001 §7 asks it for brand reads, without a
 * figure): a tree checked longer ago than this is still used at once by `ensureLoaded`, and
 * revalidated in the background (a 304 with no body when unchanged). The tree is kept in memory
 * only: it is not among the client-side stored items spec 001 §3 lists.
 */
export const BRAND_TREE_REVALIDATE_AFTER_MS = 60_000;

/** A copy of the tree with the brand's favourite flag set (the tree itself is never changed). */
function withFavourite(tree: BrandTree, brandId: number, favourite: boolean): BrandTree {
  const copy = (brand: Brand): Brand => ({
    ...brand,
    ...(brand.id === brandId ? { is_favourite: favourite } : {}),
    ...(brand.brands ? { brands: brand.brands.map(copy) } : {}),
  });
  return new BrandTree(tree.roots.map(copy));
}

/**
 * The brand the signed-in employer works in (spec 000 §3 "Context"): the brand tree, the context (saved under h_user_context, with the brand id and name
 * cookies), and for the context brand its policy, settings and profile scheme, from which the
 * feature table (`canUse`) and the theme (`resolveTheme`) decide. Candidates have no brands.
 */
@injectable()
export class BrandContextStore {
  status: BrandDataStatus = 'idle';
  tree: BrandTree | undefined = undefined;
  context: BrandContext | undefined = undefined;
  policy: PermissionPolicy = EMPTY_POLICY;
  settings: BrandSettings = {};
  scheme: ProfileScheme | undefined = undefined;
  /** The context brand's node from the session bootstrap, standing in for the tree's until it comes. */
  private contextBrand: Brand | undefined = undefined;
  private loading: Promise<void> | undefined;
  private revalidating: Promise<void> | undefined;
  /** When the tree was last read or revalidated (clock ms). */
  private treeCheckedAt = 0;
  /** Resolves when the load under way knows the context and its facts from the session bootstrap. */
  private contextKnown: Promise<void> | undefined;
  private announceContext: (() => void) | undefined;

  constructor(
    @inject(BrandsApiPort) private readonly api: BrandsApiPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(CookiePort) private readonly cookies: CookiePort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<
      BrandContextStore,
      | 'api'
      | 'storage'
      | 'cookies'
      | 'session'
      | 'clock'
      | 'loading'
      | 'revalidating'
      | 'treeCheckedAt'
      | 'contextBrand'
      | 'contextKnown'
      | 'announceContext'
    >(this, {
      api: false,
      storage: false,
      cookies: false,
      session: false,
      clock: false,
      loading: false,
      revalidating: false,
      treeCheckedAt: false,
      contextKnown: false,
      announceContext: false,
      contextBrand: observableRef,
      // The tree is replaced, never changed in place: only the reference is observed.
      tree: observableRef,
    });
  }

  /** The brand of the context, when it is in the tree. */
  get activeBrand(): Brand | undefined {
    if (!this.context) return undefined;
    const inTree = this.tree?.find(this.context.brand_id);
    if (inTree || this.tree) return inTree;
    return this.contextBrand?.id === this.context.brand_id ? this.contextBrand : undefined;
  }

  /** What the feature table reads, for the context brand (no brand for candidates). */
  get accessFacts(): AccessFacts {
    const user = this.session.user;
    return {
      user: {
        user_employer: user?.user_employer ?? false,
        entry_mode: user?.entry_mode ?? undefined,
        persona: user?.persona ? { name: user.persona.name ?? undefined } : undefined,
      },
      brand: this.activeBrand,
      policy: this.policy,
      locationFilterType: this.settings.locationFilterType,
      atrType: this.settings.atrType,
    };
  }

  /** The feature table for the context brand. */
  get features(): Record<Feature, boolean> {
    return featureAccess(this.accessFacts);
  }

  can(feature: Feature): boolean {
    return canUse(feature, this.accessFacts);
  }

  /** Whether a page with this need opens for the context brand (`pageOpens`). */
  opens(need: PageNeed): boolean {
    return pageOpens(need, this.accessFacts);
  }

  /** Header and accent colours: the scheme's for an employer whose brand has MICE. */
  get theme(): Theme {
    return resolveTheme({
      isEmployer: this.session.user?.user_employer ?? false,
      brand: this.activeBrand,
      scheme: this.scheme,
    });
  }

  /** Every brand of the tree, parents before children (the brand switcher's list). */
  get brands(): readonly Brand[] {
    return this.status === 'ready' ? (this.tree?.flatten() ?? []) : [];
  }

  /**
   * Loads once per sign-in (concurrent callers share one load); `load` forces a new one. Once
   * loaded it resolves at once; a tree older than BRAND_TREE_REVALIDATE_AFTER_MS is then
   * revalidated in the background (`revalidateTree`).
   */
  ensureLoaded(): Promise<void> {
    if (this.status !== 'ready') return this.load();
    if (this.clock.now() - this.treeCheckedAt >= BRAND_TREE_REVALIDATE_AFTER_MS) {
      this.revalidateTree().catch(() => undefined);
    }
    return Promise.resolve();
  }

  /**
   * Asks whether the tree changed (one revalidation at a time) and replaces it when it did and
   * nothing replaced it meanwhile (a star, a reset, a load). When the context brand is no longer
   * in the new tree, the context moves as a first load would choose it. Rejects when the read
   * fails; the old tree stays.
   */
  revalidateTree(): Promise<void> {
    this.revalidating ??= this.revalidate().finally(() => {
      this.revalidating = undefined;
    });
    return this.revalidating;
  }

  /**
   * Resolves once the context brand and its facts are known — with the session bootstrap's
   * context, before the brand tree has come; otherwise as `ensureLoaded`. Rejects as
   * `ensureLoaded` does when the load fails first.
   */
  ensureContext(): Promise<void> {
    if (this.status === 'ready') return Promise.resolve();
    const loading = this.load();
    return this.contextKnown ? Promise.race([this.contextKnown, loading]) : loading;
  }

  /**
   * Loads the tree and the context brand's facts. The context is the saved one when it is in the
   * tree, else the user's entry brand, else the first top-level brand; the facts of the saved or
   * entry brand are read alongside the tree. Rejects when a read fails (status 'failed');
   * candidates resolve with no brands.
   */
  load(): Promise<void> {
    if (!this.loading) {
      this.contextKnown = new Promise<void>((resolve) => (this.announceContext = resolve));
      // Only the session bootstrap's context announces early; a failed load rejects the race.
      this.loading = this.loadAll().finally(() => {
        this.loading = undefined;
        this.contextKnown = undefined;
      });
    }
    return this.loading;
  }

  /**
   * Makes `brandId` the context (spec 000 §2 brand switcher, access portal): saves it and reloads
   * the brand's facts. Unknown ids are ignored.
   */
  async choose(brandId: number): Promise<void> {
    const brand = this.tree?.find(brandId);
    if (!brand) return;
    this.applyContext(contextOf(brand), brand.name);
    await this.loadFacts(brandId);
  }

  /**
   * A switch the user asked for (brand switcher, access portal, search): reads the brand's facts
   * first and only then makes it the context, so a failed read keeps the old brand and its facts.
   * Resolves `true` when `brandId` is now the context, `false` when it is unknown or a read
   * failed. Never rejects.
   */
  async switchTo(brandId: number): Promise<boolean> {
    const brand = this.tree?.find(brandId);
    if (!brand) return false;
    try {
      const facts = await this.readFacts(brandId);
      runInAction(() => {
        this.applyContext(contextOf(brand), brand.name);
        this.applyFacts(brandId, facts);
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The nested layout's rule (spec 000 §2): a route's entry sets the context unless it is top
   * level. `entry` is the brand named by the route (e.g. a `brand` query parameter).
   */
  async enterRoute(entry: BrandContext | undefined): Promise<void> {
    if (!entry || entry.top_level || entry.brand_id === this.context?.brand_id) return;
    await this.choose(entry.brand_id);
  }

  /**
   * Stars or unstars a brand (the Starred view and the switcher show it at once): the tree
   * changes first and goes back when the call fails, which then rejects with its error.
   */
  async setFavourite(brandId: number, favourite: boolean): Promise<void> {
    if (!this.tree?.find(brandId)) return;
    this.tree = withFavourite(this.tree, brandId, favourite);
    try {
      await this.api.setFavourite(brandId, favourite);
    } catch (error) {
      runInAction(() => {
        if (this.tree) this.tree = withFavourite(this.tree, brandId, !favourite);
      });
      throw error;
    }
  }

  /** Forgets everything (sign-out, session reset). */
  reset(): void {
    this.status = 'idle';
    this.tree = undefined;
    this.context = undefined;
    this.policy = EMPTY_POLICY;
    this.settings = {};
    this.scheme = undefined;
    this.contextBrand = undefined;
  }

  private async loadAll(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    try {
      const user = this.session.user;
      if (!user?.user_employer) {
        runInAction(() => {
          this.tree = new BrandTree([]);
          this.context = undefined;
          this.status = 'ready';
        });
        return;
      }
      const saved = parseSavedContext(this.storage.get(StorageKey.userContext));
      const entry = user.entry_mode ?? undefined;
      // The context is almost always the saved one or the entry brand, known before the tree:
      // its facts are read alongside the tree and kept when the tree confirms that brand.
      const expectedId = (saved ?? entry)?.brand_id;
      // The session bootstrap may have read that brand's facts already: the context is then known
      // at once, and the tree only confirms it.
      const known = this.session.takeBootstrapPart('context')?.facts;
      const bootstrapped = known && known.brand.id === expectedId ? known : undefined;
      if (bootstrapped) {
        runInAction(() => {
          this.contextBrand = bootstrapped.brand;
          this.applyContext(contextOf(bootstrapped.brand), bootstrapped.brand.name);
          this.applyFacts(bootstrapped.brand.id, bootstrapped);
        });
        this.announceContext?.();
      }
      const factsAhead: Promise<BrandFacts> | undefined =
        expectedId === undefined
          ? undefined
          : bootstrapped
            ? Promise.resolve(bootstrapped)
            : this.readFacts(expectedId);
      factsAhead?.catch(() => undefined);
      const tree = new BrandTree(await this.api.brandTree());
      const context = tree.activeContext(saved, entry);
      runInAction(() => {
        this.treeCheckedAt = this.clock.now();
        this.tree = tree;
        this.context = context;
      });
      if (context) {
        this.applyContext(context, tree.find(context.brand_id)?.name ?? '');
        const facts =
          factsAhead && context.brand_id === expectedId
            ? await factsAhead
            : await this.readFacts(context.brand_id);
        this.applyFacts(context.brand_id, facts);
      }
      runInAction(() => (this.status = 'ready'));
    } catch (error) {
      runInAction(() => (this.status = 'failed'));
      throw error;
    }
  }

  private async revalidate(): Promise<void> {
    const known = this.tree;
    if (this.status !== 'ready' || !known) return;
    const brands = await this.api.brandTreeIfChanged();
    if (this.tree !== known || this.status !== 'ready') return;
    this.treeCheckedAt = this.clock.now();
    if (!brands) return;
    const tree = new BrandTree(brands);
    const stays = this.context ? tree.find(this.context.brand_id) : undefined;
    runInAction(() => (this.tree = tree));
    if (stays || !this.context) return;
    const context = tree.activeContext(undefined, this.session.user?.entry_mode ?? undefined);
    if (!context) {
      runInAction(() => (this.context = undefined));
      return;
    }
    this.applyContext(context, tree.find(context.brand_id)?.name ?? '');
    await this.loadFacts(context.brand_id);
  }

  private applyContext(context: BrandContext, name: string): void {
    this.context = context;
    this.storage.set(StorageKey.userContext, JSON.stringify(context));
    this.cookies.set(StorageKey.brandId, String(context.brand_id));
    this.cookies.set(StorageKey.brandName, name);
  }

  private async loadFacts(brandId: number): Promise<void> {
    this.applyFacts(brandId, await this.readFacts(brandId));
  }

  /** The brand's policy (rejects when it fails), settings and profile scheme, read at once. */
  private async readFacts(brandId: number): Promise<BrandFacts> {
    const [policy, settings, scheme] = await Promise.all([
      this.api.policy(brandId),
      this.api.settings(brandId).catch((): BrandSettings => ({})),
      this.api.profileScheme(brandId).catch((): ProfileScheme | undefined => undefined),
    ]);
    return { policy, settings, scheme };
  }

  /** Keeps the facts when `brandId` is still the context (a later choice wins). */
  private applyFacts(brandId: number, facts: BrandFacts): void {
    if (this.context?.brand_id !== brandId) return;
    this.policy = new PermissionPolicy([facts.policy]);
    this.settings = facts.settings;
    this.scheme = facts.scheme;
  }
}
