import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { MediaApiPort, type UploadableFile } from '../../src-domain/media/media-api.port';
import { SessionStore } from '../session/session.store';

/** Why saving the photo failed: too small for the server, not an image, or anything else. */
export type PhotoFailure = 'too-small' | 'unreadable' | 'failed';

/**
 * The profile screen's photo: saves the edited photo (PUT /v1/profile_photo) and puts it in the
 * session's user record, so the header avatar shows it at once. Never rejects.
 */
@injectable()
export class ProfilePhotoStore {
  saving = false;
  failure: PhotoFailure | undefined = undefined;
  saved = false;

  constructor(
    @inject(MediaApiPort) private readonly api: MediaApiPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<ProfilePhotoStore, 'api' | 'session'>(this, { api: false, session: false });
  }

  async save(file: UploadableFile, turn: { degrees: number; rotation: number }): Promise<void> {
    this.saving = true;
    this.failure = undefined;
    this.saved = false;
    try {
      const photo = await this.api.uploadProfilePhoto(file, turn);
      runInAction(() => {
        this.session.showProfilePhoto(photo);
        this.saving = false;
        this.saved = true;
      });
    } catch (error) {
      const code = error instanceof GatewayError ? error.serverCode : undefined;
      runInAction(() => {
        this.saving = false;
        this.failure =
          code === 'PHOTO.TOO_SMALL'
            ? 'too-small'
            : code === 'PHOTO.UNSUPPORTED_TYPE' || code === 'PHOTO.UNREADABLE'
              ? 'unreadable'
              : 'failed';
      });
    }
  }
}
