import { badRequest, conflict, forbidden, GatewayError, notFound } from '../gateway.errors';

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The failures of the media area, each with its literal UPLOAD.* or MEDIA.* code. */
export const mediaErrors = {
  formatNotListed: (type: string, format: string, listed: readonly string[]) =>
    badRequest('UPLOAD.FORMAT_NOT_LISTED', `${format} is not a listed ${type} format (${listed.join(', ')})`),
  declaredTooLarge: (max: number) =>
    new GatewayError(413, 'UPLOAD.TOO_LARGE', `The file is larger than the limit of ${mb(max)}`),
  tooLarge: (declared: number) =>
    new GatewayError(413, 'UPLOAD.TOO_LARGE', `More bytes arrived than the ${declared} declared`),
  sizeMismatch: (declared: number, received: number) =>
    badRequest('UPLOAD.SIZE_MISMATCH', `The URL was signed for ${declared} bytes, ${received} arrived`),
  bodyIncomplete: () => badRequest('UPLOAD.BODY_INCOMPLETE', 'The upload was cut off before its end'),
  notAnImage: () => new GatewayError(415, 'UPLOAD.NOT_AN_IMAGE', 'The file is not a readable image'),
  notAVideo: (reason?: string) =>
    new GatewayError(
      415,
      'UPLOAD.NOT_A_VIDEO',
      `The file is not an MP4, WebM or QuickTime video${reason ? ` (${reason})` : ''}`,
    ),
  typeMismatch: (declared: string, actual: string) =>
    new GatewayError(
      415,
      'UPLOAD.TYPE_MISMATCH',
      `The URL was signed for ${declared}, the bytes are ${actual}`,
    ),
  tooManyPixels: (max: number) =>
    new GatewayError(413, 'UPLOAD.TOO_MANY_PIXELS', `The image has more than ${max} pixels`),
  signatureInvalid: () => forbidden('UPLOAD.SIGNATURE_INVALID', 'This upload URL is not valid'),
  urlExpired: () => forbidden('UPLOAD.URL_EXPIRED', 'This upload URL has expired; ask for a new one'),
  alreadyUsed: () => conflict('UPLOAD.ALREADY_USED', 'This upload URL has already been used'),
  slotNotFound: () => notFound('UPLOAD.NOT_FOUND', 'No upload was prepared for this URL'),
  csrfHeader: () => forbidden('UPLOAD.CSRF_HEADER_REQUIRED', 'Send the header force-csrf: true'),
  contentType: () =>
    new GatewayError(415, 'UPLOAD.CONTENT_TYPE_NOT_EMPTY', 'Send the bytes with an empty content type'),
  methodNotAllowed: () => new GatewayError(405, 'UPLOAD.METHOD_NOT_ALLOWED', 'Upload URLs take PUT only'),
  quotaExceeded: (brandId: number, used: number, quota: number) =>
    new GatewayError(
      413,
      'MEDIA.QUOTA_EXCEEDED',
      `Brand ${brandId} holds ${mb(used)} of its ${mb(quota)}: delete media before uploading more`,
      { used_bytes: used, quota_bytes: quota },
    ),
  forbidden: (brandId: number) =>
    forbidden('MEDIA.FORBIDDEN', `Managing the media of brand ${brandId} needs SOURCE_HIRE on it`),
  unknownPath: (path: string) =>
    badRequest('MEDIA.UNKNOWN_PATH', `${path} is not a file uploaded to this brand and not yet registered`),
  formatMismatch: (format: string, uploaded: string) =>
    badRequest('MEDIA.FORMAT_MISMATCH', `The medium is ${format} but the uploaded file is ${uploaded}`),
  titleRequired: () => badRequest('MEDIA.TITLE_REQUIRED', 'The title is blank'),
  secondaryInvalid: (path: string) =>
    badRequest('MEDIA.SECONDARY_INVALID', `${path} is not an image uploaded to this brand`),
  hostedOnlyForVideo: () => badRequest('MEDIA.HOSTED_ONLY_FOR_VIDEO', 'is_hosted applies only to VIDEO'),
  externalVideoUrl: () =>
    badRequest('MEDIA.EXTERNAL_URL_INVALID', 'A video that is not hosted needs an https URL as its path'),
  positionOutsideBrand: (id: number, brandId: number) =>
    badRequest('MEDIA.POSITION_NOT_IN_BRAND', `Position ${id} is not at brand ${brandId} or below it`),
  mediumNotFound: (id: number, brandId: number) =>
    notFound('MEDIA.NOT_FOUND', `Medium ${id} does not exist at brand ${brandId}`),
} as const;
