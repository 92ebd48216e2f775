import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { TeamApiPort, type TeamMember } from '../../src-domain/team/team-api.port';
import { failureCode, type Loadable } from './loadable';

const keyOf = (brandId: number, userId: string) => `${brandId}:${userId}`;

/**
 * The cards of team members shown in the hiring screens (a message's author), read once per
 * brand and user through the team API (GET /v1/brands/{id}/users/{id}/basic_info) and kept for
 * the session: a thread names the same few people many times.
 */
@injectable()
export class TeamMemberCardsStore {
  private readonly cards = observable.map<string, Loadable<TeamMember>>();

  constructor(@inject(TeamApiPort) private readonly team: TeamApiPort) {
    makeAutoObservable<TeamMemberCardsStore, 'team' | 'cards'>(this, { team: false, cards: false });
  }

  /** The card of `userId` seen from `brandId`; undefined before `open` asked for it. */
  card(brandId: number, userId: string): Loadable<TeamMember> | undefined {
    return this.cards.get(keyOf(brandId, userId));
  }

  /**
   * Reads the card unless it is loaded or being read (a failed read is tried again). Never
   * rejects: a failure is kept as the card's state, with the server's code.
   */
  async open(brandId: number, userId: string): Promise<void> {
    const key = keyOf(brandId, userId);
    const known = this.cards.get(key);
    if (known && known.kind !== 'failed') return;
    this.cards.set(key, { kind: 'loading' });
    try {
      const value = await this.team.basicInfo(brandId, userId);
      runInAction(() => this.cards.set(key, { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => this.cards.set(key, { kind: 'failed', code: failureCode(error) }));
    }
  }
}
