import { inject, injectable } from 'inversify';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { SessionStore } from '../session/session.store';

/**
 * The header's photo from the profile media (spec 000 §7, GET /v1/user/basic_media): read once per
 * signed-in user, after the header first shows (never before the first screen), and put into the
 * session's user record, which the header avatar and the profile screen observe. Until it answers,
 * the user record's photo shows; a failed read keeps that photo without a message (a picture is
 * not worth interrupting anyone) and the next header of the same user reads again.
 */
@injectable()
export class ProfileMediaStore {
  /** The user whose media was read or is being read. */
  private readFor: number | string | undefined;

  constructor(
    @inject(AccountApiPort) private readonly api: AccountApiPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {}

  /** Reads the signed-in user's profile media unless it was read for them already. Never rejects. */
  async refresh(): Promise<void> {
    const userId = this.session.user?.id;
    if (userId === undefined || this.readFor === userId) return;
    this.readFor = userId;
    try {
      const media = await this.api.profileMedia();
      if (this.session.user?.id === userId) this.session.showProfilePhoto(media.photo ?? null);
    } catch {
      if (this.readFor === userId) this.readFor = undefined;
    }
  }
}
