import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TeamApiPort, type TeamPage } from '../../src-domain/team/team-api.port';
import { failureCode, type Loadable } from './loadable';

/** How many people one page of the team list shows. */
export const TEAM_PAGE_SIZE = 20;

/**
 * The team list of the context brand (its whole subtree, one row per person, by name), a page at
 * a time through the team API (GET /v3/brands/{id}/users). Only the latest request's answer is
 * kept: paging quickly, or switching brand, never shows an older page.
 */
@injectable()
export class TeamListStore {
  brandId: number | undefined = undefined;
  offset = 0;
  page: Loadable<TeamPage> = { kind: 'loading' };
  private request = 0;

  constructor(@inject(TeamApiPort) private readonly team: TeamApiPort) {
    makeAutoObservable<TeamListStore, 'team' | 'request'>(this, { team: false, request: false });
  }

  /** Shows the first page of `brandId`'s team (again, when it is already shown). Never rejects. */
  show(brandId: number): Promise<void> {
    this.brandId = brandId;
    return this.load(0);
  }

  /** The page starting at `offset` of the brand shown; a failure is kept with its code. */
  async load(offset: number): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    const request = ++this.request;
    this.offset = Math.max(0, offset);
    this.page = { kind: 'loading' };
    try {
      const value = await this.team.teamPage(brandId, { offset: this.offset, limit: TEAM_PAGE_SIZE });
      runInAction(() => {
        if (request === this.request) this.page = { kind: 'ready', value };
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request) this.page = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /** Reads the current page again (after a failure). */
  retry(): Promise<void> {
    return this.load(this.offset);
  }

  get hasPrevious(): boolean {
    return this.offset > 0;
  }

  get hasNext(): boolean {
    return this.page.kind === 'ready' && this.offset + this.page.value.members.length < this.page.value.total;
  }
}
