import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TeamApiPort, type BrandMembership, type TeamListMember } from '../../src-domain/team/team-api.port';
import { failureCode, type Loadable } from './loadable';

/** How many people one page of the team list shows. */
export const TEAM_PAGE_SIZE = 20;

/** A person of the team list; `role` is known when the list holds the brand's own members only. */
export interface TeamListRow extends TeamListMember {
  readonly role?: string;
}

/** One page of the team list, with how many people the whole list has. */
export interface TeamListPage {
  readonly total: number;
  readonly members: readonly TeamListRow[];
}

/**
 * The team list of the context brand, a page at a time. With `includeChildren` (the default) it
 * is the brand's whole subtree, one row per person, paged by the server (GET /v3/brands/{id}/users);
 * without, the brand's own members with their role there (GET /v1/brands/{id}/users with
 * include_children=false, which the server answers unpaged: read once, paged here). Only the
 * latest request's answer is kept: paging quickly, switching brand or scope never shows an older page.
 */
@injectable()
export class TeamListStore {
  brandId: number | undefined = undefined;
  includeChildren = true;
  offset = 0;
  page: Loadable<TeamListPage> = { kind: 'loading' };
  private request = 0;
  /** The brand's own members once read (scope without children), by name, one per person. */
  private ownMembers: readonly TeamListRow[] | undefined = undefined;

  constructor(@inject(TeamApiPort) private readonly team: TeamApiPort) {
    makeAutoObservable<TeamListStore, 'team' | 'request' | 'ownMembers'>(this, {
      team: false,
      request: false,
      ownMembers: false,
    });
  }

  /** Shows the first page of `brandId`'s team (again, when it is already shown). Never rejects. */
  show(brandId: number): Promise<void> {
    this.brandId = brandId;
    this.ownMembers = undefined;
    return this.load(0);
  }

  /** Lists the brands below too (`on`) or the brand's own members only, from the first page. */
  setIncludeChildren(on: boolean): Promise<void> {
    this.includeChildren = on;
    this.ownMembers = undefined;
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
      const value = this.includeChildren
        ? await this.team.teamPage(brandId, { offset: this.offset, limit: TEAM_PAGE_SIZE })
        : await this.ownPage(brandId, request);
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

  private async ownPage(brandId: number, request: number): Promise<TeamListPage> {
    let members = this.ownMembers;
    if (members === undefined) {
      members = onePerPerson(await this.team.memberships(brandId, false));
      if (request === this.request) this.ownMembers = members;
    }
    return { total: members.length, members: members.slice(this.offset, this.offset + TEAM_PAGE_SIZE) };
  }
}

/** The memberships as rows, the first (by the server's name order) of each person kept. */
function onePerPerson(memberships: readonly BrandMembership[]): readonly TeamListRow[] {
  const seen = new Set<string>();
  const rows: TeamListRow[] = [];
  for (const membership of memberships) {
    if (seen.has(membership.userId)) continue;
    seen.add(membership.userId);
    rows.push({
      id: membership.userId,
      firstName: membership.firstName,
      lastName: membership.lastName,
      photoPath: undefined,
      role: membership.role,
    });
  }
  return rows;
}
