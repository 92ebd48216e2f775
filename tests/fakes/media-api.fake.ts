import type {
  MediaApiPort,
  NewMedium,
  UploadableFile,
  UploadProgress,
} from '../../src-domain/media/media-api.port';
import type {
  MediaFormat,
  MediaLimits,
  MediaPage,
  Medium,
  ProfilePhoto,
} from '../../src-domain/media/medium.model';
import { apiFailure } from './api-failure';

export const FAKE_MEDIA_LIMITS: MediaLimits = {
  image: { maxBytes: 10 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'webp'] },
  video: { maxBytes: 100 * 1024 * 1024, extensions: ['mp4', 'webm', 'mov'] },
};

/**
 * In-memory MediaApiPort: media per brand, newest first. `failNext` makes the next call of that
 * name reject with the server code given; uploads report 50 % then 100 % progress.
 */
export class FakeMediaApi implements MediaApiPort {
  readonly media = new Map<number, Medium[]>();
  readonly uploads: { brandId: number; name: string; format: MediaFormat; extension: string }[] = [];
  readonly photos: { name: string; degrees: number; rotation: number }[] = [];
  /** Every register call as sent, refused or not. */
  readonly registered: { brandId: number; medium: NewMedium }[] = [];
  failNext: Partial<Record<keyof MediaApiPort, { status: number; code: string }>> = {};
  private nextId = 1;

  private fail(name: keyof MediaApiPort): void {
    const failure = this.failNext[name];
    if (failure) {
      delete this.failNext[name];
      throw apiFailure(failure.status, failure.code);
    }
  }

  async limits(): Promise<MediaLimits> {
    this.fail('limits');
    return FAKE_MEDIA_LIMITS;
  }

  async list(brandId: number, offset: number, limit: number): Promise<MediaPage> {
    this.fail('list');
    const all = this.media.get(brandId) ?? [];
    return { total: all.length, offset, items: all.slice(offset, offset + limit) };
  }

  async uploadFile(
    brandId: number,
    file: UploadableFile,
    format: MediaFormat,
    extension: string,
    onProgress: UploadProgress,
  ): Promise<string> {
    this.fail('uploadFile');
    onProgress(0.5);
    this.uploads.push({ brandId, name: file.name, format, extension });
    onProgress(1);
    return `/media/library/${String(this.uploads.length).padStart(64, '0')}.${extension}`;
  }

  async register(brandId: number, medium: NewMedium): Promise<Medium> {
    this.fail('register');
    this.registered.push({ brandId, medium });
    if (medium.format !== 'VIDEO' && medium.isHosted !== undefined)
      throw apiFailure(400, 'MEDIA.HOSTED_ONLY_FOR_VIDEO');
    const created: Medium = {
      id: this.nextId++,
      brandId,
      title: medium.title,
      description: medium.description,
      use: medium.use,
      format: medium.format,
      path: medium.path,
      isHosted: medium.format === 'VIDEO' ? (medium.isHosted ?? true) : undefined,
      secondaryPath: medium.secondaryPath,
      positionIds: medium.positionIds,
      sizeBytes: medium.isHosted === false ? undefined : 1000,
      createdAt: new Date(0).toISOString(),
    };
    this.media.set(brandId, [created, ...(this.media.get(brandId) ?? [])]);
    return created;
  }

  async remove(brandId: number, mediumId: number): Promise<void> {
    this.fail('remove');
    const all = this.media.get(brandId) ?? [];
    if (!all.some((medium) => medium.id === mediumId)) throw apiFailure(404, 'MEDIA.NOT_FOUND');
    this.media.set(
      brandId,
      all.filter((medium) => medium.id !== mediumId),
    );
  }

  async uploadProfilePhoto(
    file: UploadableFile,
    turn: { readonly degrees: number; readonly rotation: number },
  ): Promise<ProfilePhoto> {
    this.fail('uploadProfilePhoto');
    this.photos.push({ name: file.name, ...turn });
    return {
      uuid: `uuid-${this.photos.length}`,
      path: `/media/profile-photos/uuid-${this.photos.length}.png`,
    };
  }
}
