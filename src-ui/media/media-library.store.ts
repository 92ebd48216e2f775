import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { MediaApiPort, type UploadableFile } from '../../src-domain/media/media-api.port';
import { planUpload, titleFromFileName } from '../../src-domain/media/media-upload.rules';
import type { MediaLimits, MediaPage, MediaUse, Medium } from '../../src-domain/media/medium.model';
import type { Loadable } from '../dashboard/dashboard.model';

/** Media per page of the library. */
export const MEDIA_PAGE_SIZE = 12;

/** Why an upload did not finish, as the screen words it. */
export type UploadFailure =
  | { readonly kind: 'format'; readonly extensions: readonly string[] }
  | { readonly kind: 'too-large'; readonly maxBytes: number }
  | { readonly kind: 'content' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'failed' };

export type UploadState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly fileName: string; readonly fraction: number }
  | { readonly kind: 'done'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly fileName: string; readonly failure: UploadFailure };

/** The server's refusal as the screen words it. */
function failureOf(error: unknown, limits: MediaLimits | undefined): UploadFailure {
  const code = error instanceof GatewayError ? error.serverCode : undefined;
  switch (code) {
    case 'UPLOAD.TOO_LARGE':
    case 'UPLOAD.TOO_MANY_PIXELS':
      return { kind: 'too-large', maxBytes: limits?.image.maxBytes ?? 0 };
    case 'UPLOAD.FORMAT_NOT_LISTED':
      return {
        kind: 'format',
        extensions: limits ? [...limits.image.extensions, ...limits.video.extensions] : [],
      };
    case 'UPLOAD.NOT_AN_IMAGE':
    case 'UPLOAD.NOT_A_VIDEO':
    case 'UPLOAD.TYPE_MISMATCH':
      return { kind: 'content' };
    case 'MEDIA.FORBIDDEN':
    case 'BRAND.FORBIDDEN':
      return { kind: 'forbidden' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * The media library of one brand (/brands/:brandId/media): a page of media with the total, the
 * limits shown before an upload, one upload at a time with its progress (signed URL, then
 * register), and deleting after a confirmation. Reads fail to a state with a retry; actions never
 * reject.
 */
@injectable()
export class MediaLibraryStore {
  brandId: number | undefined = undefined;
  offset = 0;
  page: Loadable<MediaPage> = { kind: 'loading' };
  limits: Loadable<MediaLimits> = { kind: 'loading' };
  upload: UploadState = { kind: 'idle' };
  /** The medium the delete confirmation asks about. */
  pendingDelete: Medium | undefined = undefined;
  deleting = false;
  deleteFailed = false;

  constructor(@inject(MediaApiPort) private readonly api: MediaApiPort) {
    makeAutoObservable<MediaLibraryStore, 'api'>(this, { api: false });
  }

  /** Opens the brand's library at its first page (and the limits, once). */
  async open(brandId: number): Promise<void> {
    if (this.brandId !== brandId) {
      this.brandId = brandId;
      this.upload = { kind: 'idle' };
      this.pendingDelete = undefined;
    }
    await Promise.all([this.loadPage(0), this.limits.kind === 'ready' ? undefined : this.loadLimits()]);
  }

  async loadLimits(): Promise<void> {
    this.limits = { kind: 'loading' };
    try {
      const value = await this.api.limits();
      runInAction(() => (this.limits = { kind: 'ready', value }));
    } catch {
      runInAction(() => (this.limits = { kind: 'failed' }));
    }
  }

  /** Loads the page starting at `offset` (clamped to 0). */
  async loadPage(offset: number): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    this.offset = Math.max(0, offset);
    this.page = { kind: 'loading' };
    try {
      const value = await this.api.list(brandId, this.offset, MEDIA_PAGE_SIZE);
      runInAction(() => {
        if (this.brandId === brandId) this.page = { kind: 'ready', value };
      });
    } catch {
      runInAction(() => {
        if (this.brandId === brandId) this.page = { kind: 'failed' };
      });
    }
  }

  get hasPrevious(): boolean {
    return this.offset > 0;
  }

  get hasNext(): boolean {
    return this.page.kind === 'ready' && this.offset + this.page.value.items.length < this.page.value.total;
  }

  /**
   * Checks the file against the limits, uploads it through a signed URL with progress, registers
   * it (title from the file name) and shows the first page. Never rejects.
   */
  async uploadFile(file: UploadableFile, use: MediaUse = 'GALLERY'): Promise<void> {
    const brandId = this.brandId;
    const limits = this.limits.kind === 'ready' ? this.limits.value : undefined;
    if (brandId === undefined || !limits || this.upload.kind === 'uploading') return;
    const decision = planUpload(file.name, file.size, limits);
    if ('refusal' in decision) {
      const refusal = decision.refusal;
      this.upload = {
        kind: 'failed',
        fileName: file.name,
        failure:
          refusal.code === 'MEDIA.TOO_LARGE'
            ? { kind: 'too-large', maxBytes: refusal.maxBytes }
            : refusal.code === 'MEDIA.FORMAT_NOT_LISTED'
              ? { kind: 'format', extensions: refusal.extensions }
              : { kind: 'content' },
      };
      return;
    }
    const { format, extension } = decision.plan;
    this.upload = { kind: 'uploading', fileName: file.name, fraction: 0 };
    try {
      const path = await this.api.uploadFile(brandId, file, format, extension, (fraction) =>
        runInAction(() => {
          if (this.upload.kind === 'uploading') this.upload = { ...this.upload, fraction };
        }),
      );
      await this.api.register(brandId, {
        title: titleFromFileName(file.name),
        description: '',
        use,
        format,
        path,
        positionIds: [],
      });
      runInAction(() => (this.upload = { kind: 'done', fileName: file.name }));
      await this.loadPage(0);
    } catch (error) {
      runInAction(
        () => (this.upload = { kind: 'failed', fileName: file.name, failure: failureOf(error, limits) }),
      );
    }
  }

  askDelete(medium: Medium | undefined): void {
    this.pendingDelete = medium;
    this.deleteFailed = false;
  }

  /** Deletes the medium asked about, then reloads the page (the previous one when it emptied). */
  async confirmDelete(): Promise<void> {
    const medium = this.pendingDelete;
    if (!medium || this.brandId === undefined) return;
    this.deleting = true;
    this.deleteFailed = false;
    try {
      await this.api.remove(this.brandId, medium.id);
      const emptied = this.page.kind === 'ready' && this.page.value.items.length === 1 && this.offset > 0;
      runInAction(() => {
        this.deleting = false;
        this.pendingDelete = undefined;
      });
      await this.loadPage(emptied ? this.offset - MEDIA_PAGE_SIZE : this.offset);
    } catch {
      runInAction(() => {
        this.deleting = false;
        this.deleteFailed = true;
      });
    }
  }
}
