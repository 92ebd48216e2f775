import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { tagNameProblem } from '../../../src-domain/tags/tag-name.rules';
import type { Tag, TagCatalogue, TagMode } from '../../../src-domain/tags/tag.model';
import { PositionsApiPort, type PositionOption } from '../../../src-domain/positions/positions-api.port';
import { TagsApiPort, type NewTag, type TagNameCheck } from '../../../src-domain/tags/tags-api.port';
import type { Loadable } from '../../dashboard/dashboard.model';
import { tagsFailureKey } from './tags-failure';

/** The order the manager lists modes in. */
export const MANAGER_MODES: readonly TagMode[] = ['GLOBAL', 'POSITION', 'PRIVATE', 'STATUS'];

/** What the live name check says about a typed name. */
export type NameVerdict =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'problem'; readonly code: string }
  | { readonly kind: 'available' }
  | { readonly kind: 'taken'; readonly clashName: string };

/**
 * The tag manager of one brand (settings/{path?}/tags): the tags by mode, create, rename with a
 * live name check, move up / down, delete. POSITION tags are created for a position of the brand's
 * subtree (read from the hiring area's positions port). Holds state; the view shows it.
 */
@injectable()
export class TagManagerStore {
  brandId: number | undefined = undefined;
  catalogue: Loadable<TagCatalogue> = { kind: 'loading' };
  /** i18n key of the last failed write, shown in an alert. */
  failureKey: string | undefined = undefined;
  busy = false;
  /** The positions a POSITION tag may be created for (the brand and below it). */
  positions: Loadable<readonly PositionOption[]> = { kind: 'loading' };

  constructor(
    @inject(TagsApiPort) private readonly api: TagsApiPort,
    @inject(PositionsApiPort) private readonly positionsApi: PositionsApiPort,
  ) {
    makeAutoObservable<TagManagerStore, 'api' | 'positionsApi'>(this, { api: false, positionsApi: false });
  }

  /** Reads the positions of the brand's subtree (the choices of a new POSITION tag). Never rejects. */
  async loadPositions(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    this.positions = { kind: 'loading' };
    try {
      const categories = await this.positionsApi.positionsByCategory(brandId);
      runInAction(() => {
        if (this.brandId !== brandId) return;
        this.positions = {
          kind: 'ready',
          value: categories.flatMap((category) => category.positions),
        };
      });
    } catch {
      runInAction(() => {
        if (this.brandId === brandId) this.positions = { kind: 'failed' };
      });
    }
  }

  /** The tags of a mode, in order. */
  tagsOf(mode: TagMode): readonly Tag[] {
    if (this.catalogue.kind !== 'ready') return [];
    return this.catalogue.value.tags
      .filter((tag) => tag.mode === mode)
      .slice()
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  }

  async load(brandId: number): Promise<void> {
    if (brandId !== this.brandId) this.positions = { kind: 'loading' };
    this.brandId = brandId;
    this.catalogue = { kind: 'loading' };
    try {
      const catalogue = await this.api.tags(brandId);
      runInAction(() => {
        if (this.brandId === brandId) this.catalogue = { kind: 'ready', value: catalogue };
      });
    } catch {
      runInAction(() => {
        if (this.brandId === brandId) this.catalogue = { kind: 'failed' };
      });
    }
  }

  /** Checks a name as typed: local rules first, then the server (trimmed, folded). */
  async checkName(
    name: string,
    mode: NewTag['mode'],
    ignoreTagId?: number,
    positionId?: number,
  ): Promise<NameVerdict> {
    const problem = tagNameProblem(name);
    if (problem) return { kind: 'problem', code: problem };
    if (this.brandId === undefined) return { kind: 'idle' };
    let check: TagNameCheck;
    try {
      check = await this.api.checkName(this.brandId, name, mode, positionId);
    } catch {
      return { kind: 'idle' };
    }
    if (check.available || check.clash?.id === ignoreTagId) return { kind: 'available' };
    return { kind: 'taken', clashName: check.clash?.name ?? check.name };
  }

  /** Runs a write, then reloads; answers whether it worked (the failure is in `failureKey`). */
  private async write(action: (brandId: number) => Promise<unknown>): Promise<boolean> {
    const brandId = this.brandId;
    if (brandId === undefined) return false;
    this.busy = true;
    this.failureKey = undefined;
    try {
      await action(brandId);
      const catalogue = await this.api.tags(brandId);
      runInAction(() => {
        this.catalogue = { kind: 'ready', value: catalogue };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.failureKey = tagsFailureKey(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Creates a tag; a POSITION tag needs `positionId` (else it fails with TAGS.POSITION_REQUIRED). */
  create(name: string, mode: NewTag['mode'], positionId?: number): Promise<boolean> {
    if (mode === 'POSITION' && positionId === undefined) {
      this.failureKey = 'tags.errors.POSITION_REQUIRED';
      return Promise.resolve(false);
    }
    return this.write((brandId) =>
      this.api.createTag(brandId, { name, mode, ...(mode === 'POSITION' ? { positionId } : {}) }),
    );
  }

  rename(tag: Tag, name: string): Promise<boolean> {
    return this.write((brandId) => this.api.updateTag(brandId, tag.id, { name }));
  }

  /** Moves a tag one place up (-1) or down (+1) among its mode's tags. */
  move(tag: Tag, step: -1 | 1): Promise<boolean> {
    const peers = this.tagsOf(tag.mode);
    const place = peers.findIndex((peer) => peer.id === tag.id) + step;
    if (place < 0 || place >= peers.length) return Promise.resolve(false);
    return this.write((brandId) => this.api.updateTag(brandId, tag.id, { sortOrder: place }));
  }

  remove(tag: Tag): Promise<boolean> {
    return this.write((brandId) => this.api.deleteTag(brandId, tag.id));
  }

  dismissFailure(): void {
    this.failureKey = undefined;
  }
}
