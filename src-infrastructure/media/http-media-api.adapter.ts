import type { AxiosError } from 'axios';
import { inject, injectable } from 'inversify';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
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
  MediaUse,
  Medium,
  ProfilePhoto,
} from '../../src-domain/media/medium.model';
import { errorFromAnswer, unwrapEnvelope } from '../gateway/gateway-envelope';
import { GatewayOptions } from '../gateway/gateway.options';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type LimitsWire = WireData<'/v1/media/limits'>;
type BasicMediaWire = WireData<'/v1/brand/basic_media/{id}'>;
/** A medium (wire), in GET /v1/brand/basic_media/{id} and POST /v1/brands/{id}/media. */
type MediumWire = WireData<'/v1/brands/{id}/media', 'post'>;
type PresignedWire = WireData<'/v1/brands/{id}/media/presigned_url'>;
/** The answer of the signed PUT (wire). */
type UploadedWire = WireData<'/v1/media/uploads/{id}', 'put'>;
/** The answer of the check after a direct upload to the bucket (wire). */
type CompletedWire = WireData<'/v1/media/uploads/{id}/complete', 'post'>;
type ProfilePhotoWire = WireData<'/v1/profile_photo', 'put'>;

function toMedium(wire: MediumWire): Medium {
  return {
    id: wire.id,
    brandId: wire.brand_id,
    title: wire.title,
    description: wire.description,
    use: wire.type as MediaUse,
    format: wire.format === 'VIDEO' ? 'VIDEO' : 'IMAGE',
    path: wire.path,
    isHosted: wire.is_hosted ?? undefined,
    secondaryPath: wire.media_secondary ?? undefined,
    positionIds: wire.positions,
    sizeBytes: wire.size_bytes ?? undefined,
    createdAt: wire.created_at,
  };
}

/**
 * MediaApiPort: the library's reads and writes over the core gateway, and the signed upload as a
 * plain axios PUT (the URL carries its own authority: no bearer token), whose onUploadProgress
 * reports progress. The only place that knows these paths and wire names.
 */
@injectable()
export class HttpMediaApi implements MediaApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(GatewayOptions) private readonly options: GatewayOptions,
  ) {}

  async limits(): Promise<MediaLimits> {
    const wire = await this.gateway.request<LimitsWire>({
      method: 'GET',
      path: '/v1/media/limits',
      cache: { maxAgeMs: 10 * 60_000 },
    });
    return {
      image: { maxBytes: wire.image.max_bytes, extensions: wire.image.formats },
      video: { maxBytes: wire.video.max_bytes, extensions: wire.video.formats },
    };
  }

  async list(brandId: number, offset: number, limit: number): Promise<MediaPage> {
    const wire = await this.gateway.request<BasicMediaWire>({
      method: 'GET',
      path: `/v1/brand/basic_media/${brandId}`,
      query: { offset, limit } satisfies WireQuery<'/v1/brand/basic_media/{id}'>,
    });
    return { total: wire.total, offset: wire.offset, items: wire.media.map(toMedium) };
  }

  async uploadFile(
    brandId: number,
    file: UploadableFile,
    format: MediaFormat,
    extension: string,
    onProgress: UploadProgress,
  ): Promise<string> {
    const signed = await this.gateway.request<PresignedWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/media/presigned_url`,
      query: {
        media_type: format,
        // A listed extension (the port's caller checks it against limits()); else a 400 here.
        media_format: extension as WireQuery<'/v1/brands/{id}/media/presigned_url'>['media_format'],
        file_name: file.name,
        size: file.size,
      } satisfies WireQuery<'/v1/brands/{id}/media/presigned_url'>,
    });
    const { default: axios } = await import(/* webpackChunkName: "http" */ 'axios');
    // The bytes without a type: the browser then sends no Content-Type (spec 001 §7).
    const bytes = file.slice(0, file.size, '') as Blob;
    try {
      const response = await axios.put<unknown>(this.absolute(signed.url), bytes, {
        // An explicit empty type: axios would otherwise send its form default for a PUT.
        headers: { ...signed.headers, 'Content-Type': '', 'force-csrf': 'true' },
        transformRequest: [(data: unknown) => data],
        onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
      });
      if (signed.complete_url === null) {
        onProgress(1);
        return unwrapEnvelope<UploadedWire>(response.status, response.data).path;
      }
      // Object storage: the bytes went to the bucket; our server checks them and answers the path.
      const checked = await axios.post<unknown>(this.absolute(signed.complete_url), undefined, {
        headers: { ...signed.headers, 'force-csrf': 'true' },
      });
      onProgress(1);
      return unwrapEnvelope<CompletedWire>(checked.status, checked.data).path;
    } catch (error) {
      throw uploadError(error);
    }
  }

  async register(brandId: number, medium: NewMedium): Promise<Medium> {
    const wire = await this.gateway.request<MediumWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/media`,
      body: {
        title: medium.title,
        description: medium.description,
        type: medium.use,
        format: medium.format,
        path: medium.path,
        positions: medium.positionIds,
        ...(medium.isHosted !== undefined ? { is_hosted: medium.isHosted } : {}),
        ...(medium.secondaryPath !== undefined ? { media_secondary: medium.secondaryPath } : {}),
      } satisfies WireBody<'/v1/brands/{id}/media', 'post'>,
    });
    return toMedium(wire);
  }

  async remove(brandId: number, mediumId: number): Promise<void> {
    await this.gateway.request<WireData<'/v1/brands/{id}/media/{medium}', 'delete'>>({
      method: 'DELETE',
      path: `/v1/brands/${brandId}/media/${mediumId}`,
    });
  }

  async uploadProfilePhoto(
    file: UploadableFile,
    turn: { readonly degrees: number; readonly rotation: number },
  ): Promise<ProfilePhoto> {
    const form = new FormData();
    form.append('degrees', String(turn.degrees));
    form.append('rotation', String(turn.rotation));
    form.append('file', file as unknown as Blob, file.name);
    const wire = await this.gateway.request<ProfilePhotoWire>({
      method: 'PUT',
      path: '/v1/profile_photo',
      body: form,
    });
    if (!wire.profile_image)
      throw new GatewayError('GATEWAY.UNEXPECTED_STATUS', 200, 'No photo in the answer');
    return wire.profile_image;
  }

  /** The signed URL as the browser fetches it: relative URLs are on the core service's origin. */
  private absolute(url: string): string {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    return new URL(url, new URL(this.options.coreBaseUrl, base)).toString();
  }
}

function uploadError(error: unknown): unknown {
  if (error instanceof GatewayError) return error;
  const axiosError = error as Partial<AxiosError>;
  if (axiosError.isAxiosError) {
    if (axiosError.response) return errorFromAnswer(axiosError.response.status, axiosError.response.data);
    return new GatewayError('GATEWAY.NETWORK', 0, axiosError.message ?? 'Network error');
  }
  return error;
}
