import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { MediaApiPort, type UploadableFile } from '../../src-domain/media/media-api.port';
import { planUpload, titleFromFileName } from '../../src-domain/media/media-upload.rules';
import {
  checkMediumDraft,
  newMediumOf,
  type MediumDraft,
  type MediumFieldErrors,
} from '../../src-domain/media/medium-register.rules';
import type { MediaFormat, MediaLimits, MediaPage, Medium } from '../../src-domain/media/medium.model';
import { PositionsApiPort, type PositionCategory } from '../../src-domain/positions/positions-api.port';
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

/**
 * The register form's subject: an uploaded file waiting for its fields, or an external video
 * (no file: its URL is typed in the form). `title` is the form's first value.
 */
export type RegisterSubject =
  | {
      readonly source: 'upload';
      readonly fileName: string;
      readonly format: MediaFormat;
      readonly path: string;
      readonly title: string;
    }
  | { readonly source: 'external'; readonly format: 'VIDEO'; readonly path: ''; readonly title: '' };

/** Why registering failed as a whole (field refusals go under their field). */
export type RegisterFailure = 'upload-gone' | 'positions' | 'secondary' | 'forbidden' | 'failed';

/** The server's refusals of POST /v1/brands/{id}/media, by field where one is to blame. */
function registerRefusal(error: unknown): { fields: MediumFieldErrors; failure?: RegisterFailure } {
  const code = error instanceof GatewayError ? error.serverCode : undefined;
  switch (code) {
    case 'MEDIA.TITLE_REQUIRED':
      return { fields: { title: code } };
    case 'MEDIA.EXTERNAL_URL_INVALID':
    case 'MEDIA.HOSTED_ONLY_FOR_VIDEO':
      return { fields: { path: code } };
    case 'MEDIA.UNKNOWN_PATH':
    case 'MEDIA.FORMAT_MISMATCH':
      return { fields: {}, failure: 'upload-gone' };
    case 'MEDIA.POSITION_NOT_IN_BRAND':
      return { fields: {}, failure: 'positions' };
    case 'MEDIA.SECONDARY_INVALID':
      return { fields: {}, failure: 'secondary' };
    case 'MEDIA.FORBIDDEN':
    case 'BRAND.FORBIDDEN':
      return { fields: {}, failure: 'forbidden' };
    default:
      return { fields: {}, failure: 'failed' };
  }
}

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
  /** What the register form is open for; undefined when it is closed. */
  registering: RegisterSubject | undefined = undefined;
  /** The brand's positions (its subtree's), offered in the register form. */
  positions: Loadable<readonly PositionCategory[]> = { kind: 'loading' };
  /** The brand's library images, offered as the medium's secondary image. */
  images: Loadable<readonly Medium[]> = { kind: 'loading' };
  fieldErrors: MediumFieldErrors = {};
  registerFailure: RegisterFailure | undefined = undefined;
  saving = false;

  constructor(
    @inject(MediaApiPort) private readonly api: MediaApiPort,
    @inject(PositionsApiPort) private readonly positionsApi: PositionsApiPort,
  ) {
    makeAutoObservable<MediaLibraryStore, 'api' | 'positionsApi'>(this, {
      api: false,
      positionsApi: false,
    });
  }

  /** Opens the brand's library at its first page (and the limits, once). */
  async open(brandId: number): Promise<void> {
    if (this.brandId !== brandId) {
      this.brandId = brandId;
      this.upload = { kind: 'idle' };
      this.pendingDelete = undefined;
      this.registering = undefined;
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
   * Checks the file against the limits and uploads it through a signed URL with progress, then
   * opens the register form for it (title from the file name). Never rejects.
   */
  async uploadFile(file: UploadableFile): Promise<void> {
    const brandId = this.brandId;
    const limits = this.limits.kind === 'ready' ? this.limits.value : undefined;
    if (brandId === undefined || !limits || this.upload.kind === 'uploading' || this.registering) return;
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
      runInAction(() => {
        this.upload = { kind: 'idle' };
        this.openForm({
          source: 'upload',
          fileName: file.name,
          format,
          path,
          title: titleFromFileName(file.name),
        });
      });
    } catch (error) {
      runInAction(
        () => (this.upload = { kind: 'failed', fileName: file.name, failure: failureOf(error, limits) }),
      );
    }
  }

  /** Opens the register form for an external video (a URL, no upload). */
  startExternalVideo(): void {
    if (this.brandId === undefined || this.registering || this.upload.kind === 'uploading') return;
    this.upload = { kind: 'idle' };
    this.openForm({ source: 'external', format: 'VIDEO', path: '', title: '' });
  }

  private openForm(subject: RegisterSubject): void {
    this.registering = subject;
    this.fieldErrors = {};
    this.registerFailure = undefined;
    void this.loadFormChoices();
  }

  /** The positions and library images the form offers; each fails on its own to a retry. */
  async loadFormChoices(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    this.positions = { kind: 'loading' };
    this.images = { kind: 'loading' };
    await Promise.all([
      this.positionsApi.positionsByCategory(brandId).then(
        (value) => runInAction(() => (this.positions = { kind: 'ready', value })),
        () => runInAction(() => (this.positions = { kind: 'failed' })),
      ),
      this.api.list(brandId, 0, 100).then(
        (page) =>
          runInAction(
            () =>
              (this.images = {
                kind: 'ready',
                value: page.items.filter((medium) => medium.format === 'IMAGE'),
              }),
          ),
        () => runInAction(() => (this.images = { kind: 'failed' })),
      ),
    ]);
  }

  /**
   * Registers the form's medium: checked here first (nothing is sent when a field is refused),
   * then by the server, whose refusal goes under its field or above the form. Resolves whether it
   * was saved; on success the form closes and the first page shows it. Never rejects.
   */
  async register(draft: MediumDraft): Promise<boolean> {
    const brandId = this.brandId;
    const subject = this.registering;
    if (brandId === undefined || !subject || this.saving) return false;
    // The form's subject decides the kind and, for an upload, the path: not what a form says.
    const checked: MediumDraft =
      subject.source === 'upload'
        ? { ...draft, source: 'upload', format: subject.format, path: subject.path }
        : { ...draft, source: 'external', format: 'VIDEO' };
    this.fieldErrors = checkMediumDraft(checked);
    this.registerFailure = undefined;
    if (Object.keys(this.fieldErrors).length > 0) return false;
    this.saving = true;
    try {
      await this.api.register(brandId, newMediumOf(checked));
      runInAction(() => {
        this.saving = false;
        this.registering = undefined;
        this.upload = { kind: 'done', fileName: checked.title.trim() };
      });
      await this.loadPage(0);
      return true;
    } catch (error) {
      const refusal = registerRefusal(error);
      runInAction(() => {
        this.saving = false;
        this.fieldErrors = refusal.fields;
        this.registerFailure = refusal.failure;
      });
      return false;
    }
  }

  /** Closes the register form; an uploaded file stays unregistered (it is never listed). */
  cancelRegister(): void {
    if (this.saving) return;
    this.registering = undefined;
    this.fieldErrors = {};
    this.registerFailure = undefined;
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
